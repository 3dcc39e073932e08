// Settings forms of the people widgets (spec 1 §3 attributes). The filter ('Use page filter' or
// the widget's own) is edited by the widget form's shared filter fields.
import type { LookupOption } from '@atrium/contracts';
import { NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { readAttributes, writeAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../../core/widgets/widget-type.ts';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import {
  ColleagueFinderAttributesSchema,
  MemberListAttributesSchema,
  MemberPromoAttributesSchema,
  NewPartnersAttributesSchema,
  UserIntroAttributesSchema,
} from './people-attributes.ts';

const SORTS = [
  { value: 'Id', label: 'Newest record' },
  { value: 'lastName', label: 'Last name' },
  { value: 'joinDate', label: 'Join date' },
  { value: 'hireDate', label: 'Hire date' },
  { value: 'roleChanged', label: 'Role changed' },
];
const DIRECTIONS = [
  { value: 'ASC', label: 'Ascending' },
  { value: 'DESC', label: 'Descending' },
];

type Setter = (changes: Record<string, unknown>) => void;

function useSetter({ section, onChange }: Pick<WidgetSettingsProps, 'section' | 'onChange'>): Setter {
  return (changes) => onChange({ Attributes: writeAttributes(section.Attributes, changes) });
}

function SortFields(props: { sort: string; sortDirection: string; adgroup: string; set: Setter }) {
  return (
    <>
      <Select
        label="Sort by"
        data={SORTS}
        value={props.sort}
        allowDeselect={false}
        onChange={(v) => v && props.set({ sort: v })}
      />
      <Select
        label="Sort direction"
        data={DIRECTIONS}
        value={props.sortDirection}
        allowDeselect={false}
        onChange={(v) => v && props.set({ sortDirection: v })}
      />
      <TextInput
        label="Directory group"
        description="The name of a group of the firm directory (its adgroup); only its members are listed. Empty for everyone."
        value={props.adgroup}
        maxLength={100}
        onChange={(e) => props.set({ adgroup: e.currentTarget.value || undefined })}
      />
    </>
  );
}

const numberOrUndefined = (v: string | number) => (v === '' ? undefined : String(v));

export function MemberListSettings(props: WidgetSettingsProps) {
  const a = readAttributes(MemberListAttributesSchema, props.section.Attributes);
  const set = useSetter(props);
  return (
    <Stack gap="xs">
      <SortFields sort={a.sort} sortDirection={a.sortDirection} adgroup={a.adgroup} set={set} />
      <NumberInput
        label="People per page"
        description="Empty: one list, no pages"
        min={1}
        max={200}
        value={a.perPage ?? ''}
        onChange={(v) => set({ perPage: numberOrUndefined(v) })}
      />
      <Switch
        label="Show the full report button"
        checked={a.fullReport}
        onChange={(e) => set({ fullReport: e.currentTarget.checked ? 'true' : 'false' })}
      />
      <TextInput
        label="Full report button text"
        placeholder="Full Report"
        value={a.fullReportBtnText}
        disabled={!a.fullReport}
        maxLength={60}
        onChange={(e) => set({ fullReportBtnText: e.currentTarget.value || undefined })}
      />
    </Stack>
  );
}

export function MemberPromoSettings(props: WidgetSettingsProps) {
  const a = readAttributes(MemberPromoAttributesSchema, props.section.Attributes);
  const set = useSetter(props);
  return (
    <Stack gap="xs">
      <NumberInput
        label="How many people"
        placeholder="8"
        min={1}
        max={50}
        value={a.take}
        onChange={(v) => set({ take: numberOrUndefined(v) })}
      />
      <SortFields sort={a.sort} sortDirection={a.sortDirection} adgroup={a.adgroup} set={set} />
    </Stack>
  );
}

export function NewPartnersSettings(props: WidgetSettingsProps) {
  const a = readAttributes(NewPartnersAttributesSchema, props.section.Attributes);
  const set = useSetter(props);
  return (
    <Stack gap="xs">
      <NumberInput
        label="Partners of the last … months"
        min={1}
        max={60}
        value={a.limitMonths}
        onChange={(v) => set({ limitMonths: numberOrUndefined(v) })}
      />
      <NumberInput
        label="How many people"
        min={1}
        max={50}
        value={a.limit ?? a.take}
        onChange={(v) => set({ take: numberOrUndefined(v), limit: undefined })}
      />
      <SortFields sort={a.sort} sortDirection={a.sortDirection} adgroup={a.adgroup} set={set} />
    </Stack>
  );
}

export function UserIntroSettings(props: WidgetSettingsProps) {
  const a = readAttributes(UserIntroAttributesSchema, props.section.Attributes);
  const set = useSetter(props);
  const [chosen, setChosen] = useState<LookupOption[]>(
    a.userId ? [{ ID: a.userId, Name: `Person ${a.userId}` }] : [],
  );
  return (
    <Stack gap="xs">
      <LookupPicker
        kind="user"
        label="Person"
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          set({ userId: value[0] ? String(value[0].ID) : undefined });
        }}
      />
      <Text size="xs" c="dimmed">
        The card shows this person's picture and details.
      </Text>
    </Stack>
  );
}

export function ColleagueFinderSettings(props: WidgetSettingsProps) {
  const a = readAttributes(ColleagueFinderAttributesSchema, props.section.Attributes);
  const set = useSetter(props);
  return (
    <NumberInput
      label="How many results"
      min={1}
      max={50}
      value={a.take}
      onChange={(v) => set({ take: numberOrUndefined(v) })}
    />
  );
}

export function NoSettings() {
  return (
    <Text size="sm" c="dimmed">
      This widget has no settings.
    </Text>
  );
}
