// The demo firm: generates everything in memory from one seed, then bulk-loads it in foreign-key
// order. Same seed, scale and `today` → the same rows, on PGlite or PostgreSQL.
import { addMonthsIso, DEDUPE_GROUP } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { hashPassword } from '../../platform/tokens.ts';
import * as schema from '../schema/index.ts';
import { buildAssignments } from './assignments.ts';
import { bulkInsert, IdAllocator, syncSequences } from './bulk-insert.ts';
import { buildCalendarEvents } from './calendar.ts';
import { buildCompanies, endDemoPartnerOffLimitsSoon, settleCompanies } from './companies.ts';
import { isIsoDate, todayIso } from './dates.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { buildFxRates } from './fx.ts';
import { seedDemoGroups } from './groups.ts';
import { buildInvoices } from './invoices.ts';
import { buildStaff } from './people.ts';
import { assignPortraits } from './portraits.ts';
import { Random } from './random.ts';
import { buildReference } from './reference.ts';
import { seedDemoTargets } from './targets.ts';

export interface SeedOptions {
  /** Multiplies users, companies and assignments (and so invoices); reference data keeps its size. */
  scale?: number;
  seed?: number;
  /** 'YYYY-MM-DD'; the eight years of history end here. Defaults to the current date. */
  today?: string;
  /** Called after each table is loaded (the CLI prints timings). */
  onTable?: (table: string, rows: number, milliseconds: number) => void;
}

export interface SeedSummary {
  seed: number;
  scale: number;
  today: string;
  /** Rows inserted per table. */
  rows: Record<string, number>;
  /** The demo accounts' user ids; `admin` is what seedDemoSite needs. */
  demoUserIds: { admin: number; partner: number; researcher: number };
  milliseconds: number;
}

export const DEFAULT_SEED = 42;

/** Sizes at scale 1: about 140,000 invoice splits; scale 7 gives about a million. */
export const BASE_COUNTS = { users: 1_500, companies: 4_000, assignments: 25_000 } as const;

/** Everything the demo firm consists of, as rows ready to insert. */
export type DemoFirmData = ReturnType<typeof generateDemoFirm>;

/**
 * Generates the whole firm in memory; pure apart from the ids it takes from `ids`. Separate from
 * loading so tests can compare generated data without a database.
 */
export function generateDemoFirm(options: {
  scale: number;
  seed: number;
  today: string;
  ids: IdAllocator;
  demoPasswordHash: string;
}) {
  const { scale, today, ids } = options;
  if (!(scale > 0) || !Number.isFinite(scale))
    throw new Error(`scale must be a positive number, got ${scale}`);
  if (!isIsoDate(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  const random = new Random(options.seed);
  const reference = buildReference(random.fork('reference'), ids);
  const fx = buildFxRates(random.fork('fx'), {
    currencies: reference.index.currencies,
    from: addMonthsIso(today, -12 * 8 - 2),
    to: today,
  });
  const staff = buildStaff(random.fork('people'), {
    count: Math.round(BASE_COUNTS.users * scale),
    reference: reference.index,
    today,
    ids,
    demoPasswordHash: options.demoPasswordHash,
  });
  // Its own stream: portraits must not shift anything else the seed draws.
  assignPortraits(random.fork('portraits'), staff.users, { alwaysFor: (row) => row.passwordHash != null });
  const companies = buildCompanies(random.fork('companies'), {
    count: Math.round(BASE_COUNTS.companies * scale),
    reference: reference.index,
    ids,
  });
  const work = buildAssignments(random.fork('assignments'), {
    count: Math.round(BASE_COUNTS.assignments * scale),
    today,
    reference: reference.index,
    partners: staff.partners,
    companies: companies.refs,
    ids,
  });
  settleCompanies(random.fork('company-status'), {
    result: companies,
    activity: work.activity,
    partners: staff.partners,
    today,
  });
  endDemoPartnerOffLimitsSoon({
    result: companies,
    activity: work.activity,
    partnerId: staff.demoIds.partner,
    today,
  });
  const billing = buildInvoices(random.fork('invoices'), { plans: work.plans, fx, today, ids });
  const calendar = buildCalendarEvents(random.fork('calendar'), { today, ids });
  return { reference: reference.rows, fx, staff, companies, work, billing, calendar };
}

export async function seedDemoFirm(database: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const startedAt = performance.now();
  const scale = options.scale ?? 1;
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? todayIso();
  // Hashing is deliberately slow (scrypt): once, shared by the demo accounts.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  const ids = await IdAllocator.read(database);
  const { reference, fx, staff, companies, work, billing, calendar } = generateDemoFirm({
    scale,
    seed,
    today,
    ids,
    demoPasswordHash,
  });

  options.onTable?.('(generated in memory)', 0, performance.now() - startedAt);
  const rows: Record<string, number> = {};
  // Embedded PGlite always runs as superuser and is where first-start time matters; the generator
  // hands out every referenced id itself (the tests check there are no orphans). On a PostgreSQL
  // server the foreign keys are checked as usual.
  const skipForeignKeyChecks = database.kind === 'pglite';
  const load = async <T extends Parameters<typeof bulkInsert>[1]>(
    table: T,
    name: string,
    data: T['$inferInsert'][],
  ) => {
    const tableStartedAt = performance.now();
    rows[name] = await bulkInsert(database, table, data, { skipForeignKeyChecks });
    options.onTable?.(name, rows[name], performance.now() - tableStartedAt);
  };
  const r = reference;
  await load(schema.regions, 'regions', r.regions);
  await load(schema.countries, 'countries', r.countries);
  await load(schema.licenses, 'licenses', r.licenses);
  await load(schema.locations, 'locations', r.locations);
  await load(schema.functions, 'functions', r.functions);
  await load(schema.industries, 'industries', r.industries);
  await load(schema.practiceGroups, 'practice_groups', r.practiceGroups);
  await load(schema.subsectors, 'subsectors', r.subsectors);
  await load(schema.reportGroups, 'report_groups', r.reportGroups);
  await load(schema.groupCodes, 'group_codes', r.groupCodes);
  await load(schema.skills, 'skills', r.skills);
  await load(schema.fxRates, 'fx_rates', fx.rows);
  await load(schema.users, 'users', staff.users);
  await load(schema.userSkills, 'user_skills', staff.userSkills);
  rows.user_groups = await addDemoAdminToDedupeAccess(database, staff.demoIds.admin);
  rows.user_groups += await seedDemoGroups(database);
  await load(schema.companies, 'companies', companies.companies);
  await load(schema.companyCountries, 'company_countries', companies.companyCountries);
  await load(schema.companyIndustries, 'company_industries', companies.companyIndustries);
  await load(schema.assignments, 'assignments', work.assignments);
  await load(schema.assignmentUsers, 'assignment_users', work.assignmentUsers);
  await load(schema.invoices, 'invoices', billing.invoices);
  await load(schema.invoiceSplits, 'invoice_splits', billing.invoiceSplits);
  await load(schema.calendarEvents, 'calendar_events', calendar.events);
  await load(schema.calendarAttachments, 'calendar_attachments', calendar.attachments);
  await syncSequences(database);
  rows.targets = await seedDemoTargets(database, today);
  // The search index of people, companies and assignments (migration 0010); pages index themselves.
  await database.exec('SELECT search_index_people(), search_index_companies(), search_index_assignments()');
  await database.exec('SELECT search_settle_indexes()');
  // Fresh statistics so the first report queries get good plans on a just-loaded database.
  await database.exec('ANALYZE');

  return {
    seed,
    scale,
    today,
    rows,
    demoUserIds: staff.demoIds,
    milliseconds: Math.round(performance.now() - startedAt),
  };
}

/** spec 1 §1: some screens need the DedupeAccess group; migration 0001 creates it. */
async function addDemoAdminToDedupeAccess(database: Database, adminUserId: number): Promise<number> {
  const [group] = await database.db
    .select({ id: schema.groups.id })
    .from(schema.groups)
    .where(eq(schema.groups.name, DEDUPE_GROUP));
  if (!group) throw new Error('the DedupeAccess group is missing: apply the migrations before seeding');
  const inserted = await database.db
    .insert(schema.userGroups)
    .values({ userId: adminUserId, groupId: group.id })
    .onConflictDoNothing()
    .returning();
  return inserted.length;
}
