// Reference data: geography (regions → licenses → locations), countries and the taxonomies
// reports group by. `source_id` is the source system's key; imports upsert on it.
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull(),
  currency: text('currency').notNull().default('USD'),
});

export const licenses = pgTable(
  'licenses',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull().unique(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
  },
  (t) => [index('licenses_region_idx').on(t.regionId)],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull().unique(),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    publicUrl: text('public_url').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [index('locations_license_idx').on(t.licenseId)],
);

export const functions = pgTable('functions', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

export const practiceGroups = pgTable('practice_groups', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  name: text('name').notNull(),
  publicUrl: text('public_url').notNull().default(''),
});

export const subsectors = pgTable('subsectors', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  practiceGroupId: integer('practice_group_id')
    .notNull()
    .references(() => practiceGroups.id),
  name: text('name').notNull(),
  // spec 2 §9: the Director Search subsector is left out of the average filled job value
  isDirectorSearch: boolean('is_director_search').notNull().default(false),
});

export const reportGroups = pgTable('report_groups', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * Industry and function codes map to report groups, practice groups and subsectors; one code may
 * belong to several groups of each kind (spec 2 §2, the shared-codes warning). Exactly one of
 * industry_id / function_id is set per row.
 */
export const groupCodes = pgTable(
  'group_codes',
  {
    id: serial('id').primaryKey(),
    groupKind: text('group_kind', { enum: ['reportGroup', 'practiceGroup', 'subsector'] }).notNull(),
    groupId: integer('group_id').notNull(),
    industryId: integer('industry_id').references(() => industries.id),
    functionId: integer('function_id').references(() => functions.id),
  },
  (t) => [
    index('group_codes_industry_idx').on(t.industryId),
    index('group_codes_function_idx').on(t.functionId),
    uniqueIndex('group_codes_unique').on(t.groupKind, t.groupId, t.industryId, t.functionId),
  ],
);

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  sourceId: text('source_id').notNull().unique(),
  name: text('name').notNull(),
});

/** Monthly FX rates: one USD is worth `units_per_usd` of `currency` in `month` (first day). */
export const fxRates = pgTable(
  'fx_rates',
  {
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    unitsPerUsd: numeric('units_per_usd', { precision: 18, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency] })],
);
