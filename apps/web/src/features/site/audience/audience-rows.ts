// An audience's rows ↔ the editor's pickers: rows of one key are the values of one picker.
import {
  AUDIENCE_KEY_TITLES,
  type Audience,
  type AudienceKey,
  type LookupKind,
  type LookupOption,
  parseAudienceText,
} from '@atrium/contracts';

/** The keys picked from a lookup list, with the list each one uses. */
export const LOOKUP_AUDIENCE_KEYS: { key: AudienceKey; kind: LookupKind }[] = [
  { key: 'RegionId', kind: 'region' },
  { key: 'LicenseId', kind: 'license' },
  { key: 'LocationId', kind: 'location' },
  { key: 'PracticeGroupId', kind: 'practiceGroup' },
];

export const AUDIENCE_ROLES = ['Partner', 'Researcher', 'Administrator'] as const;

/** The options picked for a lookup key. */
export const optionsOf = (audience: Audience, key: AudienceKey): LookupOption[] =>
  audience
    .filter((row) => row.key.Id === key)
    .map((row) => ({ ID: Number(row.value.Id), Name: row.value.Text ?? String(row.value.Id) }));

/** The plain values picked for a key (roles, group names). */
export const valuesOf = (audience: Audience, key: AudienceKey): string[] =>
  audience.filter((row) => row.key.Id === key).map((row) => String(row.value.Id));

/** The audience with one key's rows replaced. */
export function withKey(
  audience: Audience,
  key: AudienceKey,
  values: { Id: string | number; Text: string }[],
): Audience {
  const others = audience.filter((row) => row.key.Id !== key);
  return [...others, ...values.map((value) => ({ key: { Id: key, Text: AUDIENCE_KEY_TITLES[key] }, value }))];
}

/** A widget's audience attribute as rows (none when missing or unreadable). */
export function readAudienceAttribute(text: string | undefined): Audience {
  const parsed = parseAudienceText(text);
  return parsed === 'unreadable' ? [] : parsed;
}
