// Reference files: geography, taxonomies, skills and FX rates.
import {
  BOOL,
  CURRENCY,
  type FileSpec,
  GROUP_KIND_FILES,
  optional,
  ref,
  required,
  requiredRef,
  sourceId,
  TEXT,
} from './import-files.ts';

export const regionsFile: FileSpec = {
  file: 'regions.csv',
  table: 'regions',
  key: ['source_id'],
  columns: [sourceId('region'), required('name', TEXT, 'Region name, e.g. "North America".')],
};

export const countriesFile: FileSpec = {
  file: 'countries.csv',
  table: 'countries',
  key: ['source_id'],
  columns: [
    sourceId('country'),
    required('name', TEXT, 'Country name.'),
    required('iso_code', TEXT, 'ISO 3166 code, e.g. "GB".'),
    optional('currency', CURRENCY, 'Local currency (3-letter ISO code); empty: USD.'),
  ],
};

export const licensesFile: FileSpec = {
  file: 'licenses.csv',
  table: 'licenses',
  key: ['source_id'],
  columns: [
    sourceId('license'),
    requiredRef('region_id', 'regions.csv', 'The region the license belongs to'),
    required('name', TEXT, 'License name (the legal entity that holds a territory).'),
  ],
};

export const locationsFile: FileSpec = {
  file: 'locations.csv',
  table: 'locations',
  key: ['source_id'],
  columns: [
    sourceId('office'),
    requiredRef('license_id', 'licenses.csv', 'The license the office belongs to'),
    requiredRef('country_id', 'countries.csv', 'The country the office is in'),
    required('name', TEXT, 'Office name, e.g. "London".'),
    required('city', TEXT, 'City.'),
    optional('address', TEXT, 'Postal address; empty: none.'),
    optional('phone', TEXT, 'Switchboard number; empty: none.'),
    optional('public_url', TEXT, "The office's page on the public web site; empty: none."),
    optional('time_zone', { kind: 'timeZone' }, 'IANA time zone, e.g. "Europe/London"; empty: UTC.'),
  ],
};

export const functionsFile: FileSpec = {
  file: 'functions.csv',
  table: 'functions',
  key: ['source_id'],
  columns: [
    sourceId('function'),
    required('code', TEXT, 'Function code as the source system shows it.'),
    required('name', TEXT, 'Function name, e.g. "Chief Financial Officer".'),
  ],
};

export const industriesFile: FileSpec = {
  file: 'industries.csv',
  table: 'industries',
  key: ['source_id'],
  columns: [
    sourceId('industry'),
    required('code', TEXT, 'Industry code as the source system shows it.'),
    required('name', TEXT, 'Industry name.'),
  ],
};

export const practiceGroupsFile: FileSpec = {
  file: 'practice_groups.csv',
  table: 'practice_groups',
  key: ['source_id'],
  columns: [
    sourceId('practice group'),
    required('name', TEXT, 'Practice group name.'),
    optional('public_url', TEXT, "The practice's page on the public web site; empty: none."),
  ],
};

export const subsectorsFile: FileSpec = {
  file: 'subsectors.csv',
  table: 'subsectors',
  key: ['source_id'],
  columns: [
    sourceId('subsector'),
    requiredRef('practice_group_id', 'practice_groups.csv', 'The practice group the subsector belongs to'),
    required('name', TEXT, 'Subsector name.'),
    optional(
      'is_director_search',
      BOOL,
      'true for the Director Search subsector, which is left out of the average filled job value; empty: false.',
    ),
  ],
};

export const reportGroupsFile: FileSpec = {
  file: 'report_groups.csv',
  table: 'report_groups',
  key: ['source_id'],
  columns: [sourceId('report group'), required('name', TEXT, 'Report group name.')],
};

export const groupCodesFile: FileSpec = {
  file: 'group_codes.csv',
  table: 'group_codes',
  key: ['group_kind', 'group_id', 'industry_id', 'function_id'],
  columns: [
    required(
      'group_kind',
      { kind: 'enum', values: Object.keys(GROUP_KIND_FILES) },
      'Which kind of group the code maps to: reportGroup, practiceGroup or subsector.',
    ),
    required(
      'group_id',
      { kind: 'groupRef' },
      'The group: a source id from report_groups.csv, practice_groups.csv or subsectors.csv, as group_kind says.',
    ),
    optional(
      'industry_id',
      ref('industries.csv'),
      'The industry code mapped (source id from industries.csv).',
    ),
    optional('function_id', ref('functions.csv'), 'The function code mapped (source id from functions.csv).'),
  ],
  // spec 2 §2: a code may map to several groups of each kind, but a row maps exactly one code
  checkRow: (row, report) => {
    const hasIndustry = row.values.industry_id != null;
    const hasFunction = row.values.function_id != null;
    if (hasIndustry === hasFunction) {
      report(hasIndustry ? 'function_id' : 'industry_id', 'give exactly one of industry_id and function_id');
    }
  },
};

export const skillsFile: FileSpec = {
  file: 'skills.csv',
  table: 'skills',
  key: ['source_id'],
  columns: [sourceId('skill'), required('name', TEXT, 'Skill name, e.g. "Board advisory".')],
};

export const fxRatesFile: FileSpec = {
  file: 'fx_rates.csv',
  table: 'fx_rates',
  key: ['month', 'currency'],
  columns: [
    required('month', { kind: 'month' }, 'The month the rate applies to: its first day, e.g. 2026-01-01.'),
    required('currency', CURRENCY, '3-letter ISO currency code.'),
    required(
      'units_per_usd',
      { kind: 'rate' },
      'How many units of the currency one US dollar buys that month (positive, up to 8 decimals); USD itself is 1.',
    ),
  ],
};
