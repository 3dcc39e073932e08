// The widget form (spec 1 §3): title, columnWidth (Auto, 50%, 100%), widget type, toVueRouterName
// for promotions, the filter mode, the widget's own settings and who it is for. Min width 680 px (spec 1 §9).
import { AUDIENCE_ATTRIBUTE, type Audience, type Section } from '@atrium/contracts';
import { Button, Divider, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useWidgetRegistry } from '../../../core/widgets/WidgetRegistryContext.tsx';
import { ScreenLoader } from '../../../ui/LoadingScreen.tsx';
import { LayerCancelButton } from '../../../ui/layers/LayerCancelButton.tsx';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { AudienceEditor } from '../audience/AudienceEditor.tsx';
import { readAudienceAttribute } from '../audience/audience-rows.ts';
import { sectionLabel } from './SortableSection.tsx';
import { WidgetCommonFields } from './WidgetCommonFields.tsx';
import { WidgetFilterFields } from './WidgetFilterFields.tsx';

export const MODAL_MIN_WIDTH = 680;

interface WidgetFormModalProps {
  section: Section;
  onClose: () => void;
  onApply: (changes: Partial<Section>) => void;
}

const isSameSection = (a: Section, b: Section) => JSON.stringify(a) === JSON.stringify(b);

export function WidgetFormModal({ section, onClose, onApply }: WidgetFormModalProps) {
  const registry = useWidgetRegistry();
  const [form, setForm] = useState<Section>(section);
  const [isFullScreen, setFullScreen] = useState(false);
  const widget = registry.findWidget(form);
  const Settings = widget?.Settings;
  const change = (changes: Partial<Section>) => setForm((current) => ({ ...current, ...changes }));
  const audience = readAudienceAttribute(form.Attributes.find((a) => a.Name === AUDIENCE_ATTRIBUTE)?.Value);
  const changeAudience = (next: Audience) =>
    change({
      Attributes: [
        ...form.Attributes.filter((a) => a.Name !== AUDIENCE_ATTRIBUTE),
        ...(next.length > 0 ? [{ Name: AUDIENCE_ATTRIBUTE, Value: JSON.stringify(next) }] : []),
      ],
    });

  const apply = () => {
    if (!isSameSection(form, section)) onApply(form);
    onClose();
  };

  return (
    <LayerModal
      opened
      onClose={onClose}
      isDirty={!isSameSection(form, section)}
      title={`Edit ${sectionLabel({ section, registry })}`}
      fullScreen={isFullScreen}
      size={isFullScreen ? '100%' : 'auto'}
      styles={{
        content: isFullScreen ? undefined : { minWidth: `min(${MODAL_MIN_WIDTH}px, 96vw)`, maxWidth: 1000 },
      }}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          value={form.Title}
          onChange={(e) => change({ Title: e.currentTarget.value })}
          data-autofocus
        />
        <WidgetCommonFields section={form} onChange={change} />
        <Switch
          label="Show in the side panel (extra content)"
          checked={form.IsDrawer}
          onChange={(e) => change({ IsDrawer: e.currentTarget.checked })}
        />
        {widget?.usesFilter && <WidgetFilterFields section={form} onChange={change} />}
        {Settings && (
          <Suspense fallback={<ScreenLoader />}>
            <Settings
              section={form}
              onChange={change}
              isFullScreen={isFullScreen}
              onFullScreenChange={setFullScreen}
            />
          </Suspense>
        )}
        <Divider />
        <Title order={3} fz="md">
          Audience
        </Title>
        <AudienceEditor value={audience} onChange={changeAudience} subject="widget" />
        <Group justify="flex-end" gap="xs" mt="sm">
          <LayerCancelButton />
          <Button onClick={apply}>Apply</Button>
        </Group>
      </Stack>
    </LayerModal>
  );
}
