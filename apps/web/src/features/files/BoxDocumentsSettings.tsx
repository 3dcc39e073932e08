// Box Documents settings (admins in editing mode): the folder, chosen by browsing; display; sort,
// direction and limit.
import { FOLDER_LIST_LIMIT } from '@atrium/contracts';
import { Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readAttributes, writeAttributes } from '../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../core/widgets/widget-type.ts';
import { BOX_DISPLAYS, BoxDocumentsAttributesSchema, SORT_OPTIONS } from './box-attributes.ts';
import { FolderBrowser } from './FolderBrowser.tsx';

export function BoxDocumentsSettings({ section, onChange }: WidgetSettingsProps) {
  const a = readAttributes(BoxDocumentsAttributesSchema, section.Attributes);
  const set = (changes: Record<string, unknown>) =>
    onChange({ Attributes: writeAttributes(section.Attributes, changes) });
  const [isBrowsing, setBrowsing] = useState(false);
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Folder
        </Text>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="box-folder-path">
            {a.folder.path || a.folder.id}
          </Text>
          <Button size="xs" variant="default" onClick={() => setBrowsing((b) => !b)}>
            {isBrowsing ? 'Close' : 'Choose folder'}
          </Button>
        </Group>
        {isBrowsing && (
          <Paper withBorder p="xs" mt="xs">
            <FolderBrowser
              folderId={a.folder.id}
              showProviders
              pick="folder"
              onPick={(picked) => {
                set({ folder: { id: picked.id, path: picked.path } });
                setBrowsing(false);
              }}
            />
          </Paper>
        )}
      </div>
      <Select
        label="Display"
        data={[...BOX_DISPLAYS]}
        value={a.display}
        allowDeselect={false}
        onChange={(v) => v && set({ display: v })}
      />
      <Group grow align="flex-start">
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={a.sort}
          allowDeselect={false}
          onChange={(v) => v && set({ sort: v })}
        />
        <Select
          label="Direction"
          data={[
            { value: '0', label: 'Ascending' },
            { value: '1', label: 'Descending' },
          ]}
          value={String(a.direction)}
          allowDeselect={false}
          onChange={(v) => v && set({ direction: v })}
        />
      </Group>
      <NumberInput
        label="Limit"
        placeholder={String(FOLDER_LIST_LIMIT)}
        min={1}
        max={FOLDER_LIST_LIMIT}
        allowDecimal={false}
        value={a.limit === FOLDER_LIST_LIMIT ? '' : a.limit}
        onChange={(v) => set({ limit: v === '' ? undefined : String(v) })}
      />
    </Stack>
  );
}
