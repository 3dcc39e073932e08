// The keys the filter editor offers (spec 3 §3 'Filter rows'), each backed by a lookup endpoint.
import type { LookupKind } from '@atrium/contracts';

export interface FilterKey {
  Id: string;
  Text: string;
  kind: LookupKind;
}

export const FILTER_KEYS: FilterKey[] = [
  { Id: 'RegionId', Text: 'Region', kind: 'region' },
  { Id: 'LicenseId', Text: 'License', kind: 'license' },
  { Id: 'LocationId', Text: 'Location', kind: 'location' },
  { Id: 'PracticeGroupId', Text: 'Practice group', kind: 'practiceGroup' },
  { Id: 'FunctionId', Text: 'Function', kind: 'function' },
  { Id: 'IndustryId', Text: 'Industry', kind: 'industry' },
  { Id: 'CountryId', Text: 'Country', kind: 'country' },
  { Id: 'CompanyId', Text: 'Company', kind: 'company' },
  { Id: 'UserId', Text: 'Person', kind: 'user' },
];
