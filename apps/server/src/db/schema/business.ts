// Companies, assignments, teams, invoices and their per-user splits: the reports' source of truth.
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './people.ts';
import { countries, functions, industries, locations, practiceGroups, subsectors } from './reference.ts';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    webAddress: text('web_address').notNull().default(''),
    // spec 3 §3: 1 '< $1B', 2 '$1 - $5B', 3 '$5B +'
    globalRevenue: smallint('global_revenue'),
    isPrivateEquity: boolean('is_private_equity').notNull().default(false),
    // spec 3 §3: ParentID equal to the company's own ID means it is a parent company
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id),
    isKeyAccount: boolean('is_key_account').notNull().default(false),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    isClient: boolean('is_client').notNull().default(false),
    status: text('status').notNull().default('Prospect'),
    offLimitsDate: date('off_limits_date', { mode: 'string' }),
    // docs/metrics.md "Off-limits check": apart from its family's off-limits, both ways
    offLimitsApart: boolean('off_limits_apart').notNull().default(false),
    inveniasId: text('invenias_id'),
    zoominfoId: text('zoominfo_id'),
    externalId2: text('external_id2'),
    externalId3: jsonb('external_id3'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_parent_idx').on(t.parentId), index('companies_name_idx').on(t.name)],
);

export const companyCountries = pgTable(
  'company_countries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [uniqueIndex('company_countries_unique').on(t.companyId, t.countryId)],
);

export const companyIndustries = pgTable(
  'company_industries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
  },
  (t) => [uniqueIndex('company_industries_unique').on(t.companyId, t.industryId)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull().unique(),
    displayId: text('display_id').notNull(),
    jobTitle: text('job_title').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    functionId: integer('function_id').references(() => functions.id),
    industryId: integer('industry_id').references(() => industries.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    practiceGroupId: integer('practice_group_id').references(() => practiceGroups.id),
    subsectorId: integer('subsector_id').references(() => subsectors.id),
    searchType: text('search_type', { enum: ['Executive', 'Consulting', 'BLM', 'IM'] }).notNull(),
    assignmentType: text('assignment_type').notNull().default(''),
    // spec 2 §3: C Cancelled, E Ended, F Filled, H Held, O Open, S Staffed
    status: text('status', { enum: ['C', 'E', 'F', 'H', 'O', 'S'] }).notNull(),
    statusDate: date('status_date', { mode: 'string' }).notNull(),
    dateTaken: date('date_taken', { mode: 'string' }),
    createdDate: date('created_date', { mode: 'string' }).notNull(),
    markedFilledDate: date('marked_filled_date', { mode: 'string' }),
    onStrategy: boolean('on_strategy').notNull().default(false),
    excludeFromAverage: boolean('exclude_from_average').notNull().default(false),
    isSearchGuarantee: boolean('is_search_guarantee').notNull().default(false),
    isAdditionalPlacement: boolean('is_additional_placement').notNull().default(false),
  },
  (t) => [
    index('assignments_company_idx').on(t.companyId),
    index('assignments_taken_idx').on(t.dateTaken),
    index('assignments_status_idx').on(t.status, t.statusDate),
    index('assignments_location_idx').on(t.locationId),
  ],
);

export const assignmentUsers = pgTable(
  'assignment_users',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // spec 2 §3: Developer (D) or Handler (H), with a percentage
    role: text('role', { enum: ['D', 'H'] }).notNull(),
    percentage: numeric('percentage', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('assignment_users_unique').on(t.assignmentId, t.userId, t.role),
    index('assignment_users_user_idx').on(t.userId),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull().unique(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    // spec 3 §4: ordinal 1 is the initial invoice; revision 0 the original amount
    ordinal: integer('ordinal').notNull().default(1),
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('invoices_assignment_idx').on(t.assignmentId), index('invoices_date_idx').on(t.invoiceDate)],
);

/** Each invoice is split between team members; `amount` is that member's take in the invoice's currency. */
export const invoiceSplits = pgTable(
  'invoice_splits',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    percentage: numeric('percentage', { precision: 6, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('invoice_splits_invoice_idx').on(t.invoiceId), index('invoice_splits_user_idx').on(t.userId)],
);
