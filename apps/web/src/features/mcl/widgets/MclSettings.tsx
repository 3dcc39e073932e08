// Settings forms of the listing widgets (editing mode). The filter ('Use page filter' or the
// widget's own) is edited by the widget form's shared filter fields.
import { MCL_WIDGET_MAX_TAKE } from '@atrium/contracts';
import { NumberInput, Select, Stack } from '@mantine/core';
import { readAttributes, writeAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../../core/widgets/widget-type.ts';
import {
  FIGURE_PERIODS,
  PAGE_SIZE_MAX,
  RecentListAttributesSchema,
  TeamingWinAttributesSchema,
  TopOfficesAttributesSchema,
  TopPartnersAttributesSchema,
  TopPracticeGroupsAttributesSchema,
} from './mcl-attributes.ts';

type Setter = (changes: Record<string, unknown>) => void;

function useSetter({ section, onChange }: Pick<WidgetSettingsProps, 'section' | 'onChange'>): Setter {
  return (changes) => onChange({ Attributes: writeAttributes(section.Attributes, changes) });
}

const numberOrUndefined = (v: string | number) => (v === '' ? undefined : String(v));

function TakeInput(props: { label: string; value: number; max: number; placeholder: string; set: Setter }) {
  return (
    <NumberInput
      label={props.label}
      placeholder={props.placeholder}
      min={1}
      max={props.max}
      step={1}
      allowDecimal={false}
      value={props.value}
      onChange={(v) => props.set({ take: numberOrUndefined(v) })}
    />
  );
}

export function RecentListSettings(props: WidgetSettingsProps) {
  const a = readAttributes(RecentListAttributesSchema, props.section.Attributes);
  const set = useSetter(props);
  return (
    <Stack gap="xs">
      <TakeInput
        label="How many of the latest"
        placeholder="5"
        value={a.take}
        max={MCL_WIDGET_MAX_TAKE}
        set={set}
      />
      <NumberInput
        label="Rows per page of the full list"
        placeholder="50"
        min={10}
        max={PAGE_SIZE_MAX}
        step={10}
        allowDecimal={false}
        value={a.pageSize}
        onChange={(v) => set({ pageSize: numberOrUndefined(v) })}
      />
    </Stack>
  );
}

export function TeamingWinSettings(props: WidgetSettingsProps) {
  const a = readAttributes(TeamingWinAttributesSchema, props.section.Attributes);
  const set = useSetter(props);
  return <TakeInput label="How many wins" placeholder="1" value={a.take} max={10} set={set} />;
}

function TopSettings(
  props: WidgetSettingsProps & {
    schema: typeof TopOfficesAttributesSchema;
    noun: string;
    placeholder: string;
  },
) {
  const a = readAttributes(props.schema, props.section.Attributes);
  const set = useSetter(props);
  return (
    <Stack gap="xs">
      <TakeInput
        label={`How many ${props.noun}`}
        placeholder={props.placeholder}
        value={a.take}
        max={MCL_WIDGET_MAX_TAKE}
        set={set}
      />
      <Select
        label="Billings over"
        data={FIGURE_PERIODS}
        value={a.period}
        allowDeselect={false}
        onChange={(v) => v && set({ period: v })}
      />
    </Stack>
  );
}

export function TopOfficesSettings(props: WidgetSettingsProps) {
  return <TopSettings {...props} schema={TopOfficesAttributesSchema} noun="offices" placeholder="3" />;
}

export function TopPartnersSettings(props: WidgetSettingsProps) {
  return <TopSettings {...props} schema={TopPartnersAttributesSchema} noun="partners" placeholder="5" />;
}

export function TopPracticeGroupsSettings(props: WidgetSettingsProps) {
  return (
    <TopSettings
      {...props}
      schema={TopPracticeGroupsAttributesSchema}
      noun="practice groups"
      placeholder="5"
    />
  );
}
