// spec 3 §2.2, §5: view, limit end date in months (1–24, placeholder 6), limit events (1–100, placeholder 10).
import { CALENDAR_LIMITS } from '@atrium/contracts';
import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { readAttributes, writeAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../../core/widgets/widget-type.ts';
import { CalendarAttributesSchema } from './calendar-attributes.ts';

const stored = (section: WidgetSettingsProps['section'], name: string) =>
  section.Attributes.find((a) => a.Name === name)?.Value ?? '';

export function CalendarSettings({ section, onChange }: WidgetSettingsProps) {
  const a = readAttributes(CalendarAttributesSchema, section.Attributes);
  const set = (changes: Record<string, unknown>) =>
    onChange({ Attributes: writeAttributes(section.Attributes, changes) });
  const months = stored(section, 'limitMonths');
  const events = stored(section, 'limitEvents');
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500} id="calendar-view-label">
          View
        </Text>
        <SegmentedControl
          aria-labelledby="calendar-view-label"
          value={a.view}
          data={[
            { value: 'calendar', label: 'Calendar' },
            { value: 'list', label: 'List' },
          ]}
          onChange={(view) => set({ view })}
        />
      </div>
      <NumberInput
        label="Limit end date in months"
        description="How far ahead the calendar reaches"
        placeholder={String(CALENDAR_LIMITS.months.default)}
        min={CALENDAR_LIMITS.months.min}
        max={CALENDAR_LIMITS.months.max}
        step={1}
        allowDecimal={false}
        clampBehavior="strict"
        value={months}
        onChange={(v) => set({ limitMonths: v === '' ? undefined : String(v) })}
      />
      <NumberInput
        label="Limit events"
        description="How many upcoming events the list shows"
        placeholder={String(CALENDAR_LIMITS.events.default)}
        min={CALENDAR_LIMITS.events.min}
        max={CALENDAR_LIMITS.events.max}
        step={1}
        allowDecimal={false}
        clampBehavior="strict"
        value={events}
        onChange={(v) => set({ limitEvents: v === '' ? undefined : String(v) })}
      />
    </Stack>
  );
}
