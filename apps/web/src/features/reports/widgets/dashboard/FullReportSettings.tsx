// The full-report attributes of the dashboard widgets (spec 1 §3): fullReport and fullReportBtnText.
// The filter (json / 'Use page filter') is edited by the widget form's filter fields.
import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { readAttributes, writeAttributes } from '../../../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../../../core/widgets/widget-type.ts';
import { DashboardWidgetAttributesSchema, DEFAULT_FULL_REPORT_TEXT } from './dashboard-widget-attributes.ts';

export function FullReportSettings({
  section,
  onChange,
  periodHint,
}: Pick<WidgetSettingsProps, 'section' | 'onChange'> & { periodHint: string }) {
  const attributes = readAttributes(DashboardWidgetAttributesSchema, section.Attributes);
  const set = (changes: Record<string, unknown>) =>
    onChange({ Attributes: writeAttributes(section.Attributes, changes) });

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {periodHint}
      </Text>
      <Switch
        label="Show the full report button"
        checked={attributes.fullReport}
        onChange={(e) => set({ fullReport: e.currentTarget.checked ? 'true' : 'false' })}
      />
      <TextInput
        label="Full report button text"
        placeholder={DEFAULT_FULL_REPORT_TEXT}
        value={attributes.fullReportBtnText}
        disabled={!attributes.fullReport}
        maxLength={60}
        onChange={(e) => set({ fullReportBtnText: e.currentTarget.value || undefined })}
      />
    </Stack>
  );
}
