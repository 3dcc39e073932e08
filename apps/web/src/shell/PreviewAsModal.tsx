// "Preview as…" from the admin tray (docs/permissions.md, _Preview as_): a person, or a reader made
// of a role with an office and a practice group. The server then answers every read as them.
import { formatPreviewAs, type LookupOption, type Role, RoleSchema } from '@atrium/contracts';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { startPreviewAs } from '../api/preview-as.ts';
import { LookupPicker } from '../ui/LookupPicker.tsx';
import { LayerCancelButton } from '../ui/layers/LayerCancelButton.tsx';
import { LayerModal } from '../ui/layers/LayerModal.tsx';

type Kind = 'person' | 'reader';

export function PreviewAsModal({ onClose }: { onClose: () => void }) {
  const [kind, setKind] = useState<Kind>('reader');
  const [person, setPerson] = useState<LookupOption[]>([]);
  const [role, setRole] = useState<Role>('Researcher');
  const [office, setOffice] = useState<LookupOption[]>([]);
  const [practiceGroup, setPracticeGroup] = useState<LookupOption[]>([]);
  const canStart = kind === 'reader' || person.length === 1;

  const start = () => {
    if (kind === 'person') {
      if (person[0]) startPreviewAs(formatPreviewAs({ kind: 'person', personId: person[0].ID }));
      return;
    }
    startPreviewAs(
      formatPreviewAs({
        kind: 'reader',
        role,
        officeId: office[0]?.ID ?? null,
        practiceGroupId: practiceGroup[0]?.ID ?? null,
      }),
    );
  };

  return (
    <LayerModal opened onClose={onClose} title="Preview as…" size="md">
      <Stack>
        <Text size="sm">
          See the portal as they would: their pages, widgets and figures, without admin tools. Nothing can be
          changed while previewing.
        </Text>
        <SegmentedControl
          aria-label="Preview as"
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={[
            { value: 'reader', label: 'Role, office, practice group' },
            { value: 'person', label: 'A person' },
          ]}
        />
        {kind === 'person' ? (
          <LookupPicker kind="user" label="Person" value={person} onChange={setPerson} required />
        ) : (
          <>
            <Select
              label="Role"
              data={RoleSchema.options}
              value={role}
              onChange={(value) => value && setRole(value as Role)}
              allowDeselect={false}
            />
            <LookupPicker
              kind="location"
              label="Office"
              value={office}
              onChange={setOffice}
              placeholder="Any office"
            />
            <LookupPicker
              kind="practiceGroup"
              label="Practice group"
              value={practiceGroup}
              onChange={setPracticeGroup}
              placeholder="Any practice group"
            />
          </>
        )}
        <Group justify="flex-end">
          <LayerCancelButton />
          <Button onClick={start} disabled={!canStart}>
            Start preview
          </Button>
        </Group>
      </Stack>
    </LayerModal>
  );
}
