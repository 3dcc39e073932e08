// The names of an audience's keys, without zod: the page header's audience badge names them while
// a page is only read (audiences.ts holds the schemas).
export const AUDIENCE_KEYS = [
  'LocationId',
  'LicenseId',
  'RegionId',
  'PracticeGroupId',
  'Role',
  'GroupId',
] as const;
export type AudienceKey = (typeof AUDIENCE_KEYS)[number];

/** What the editor calls each key. */
export const AUDIENCE_KEY_TITLES: Record<AudienceKey, string> = {
  LocationId: 'Office',
  LicenseId: 'License',
  RegionId: 'Region',
  PracticeGroupId: 'Practice group',
  Role: 'Role',
  GroupId: 'Group',
};

/** The section attribute that holds a widget's audience (its JSON text). */
export const AUDIENCE_ATTRIBUTE = 'audience';
