// Test factories: small builders with overrides that insert one thing and return the inserted
// rows. Tests state only what matters to them (`seedInvoice({ amount: 1000, splits })`) instead
// of hand-writing fixtures. Unique keys carry a counter so they never collide with the demo firm.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { hashPassword } from '../../platform/tokens.ts';
import * as t from '../schema/index.ts';
import { divideShares, formatMinor, formatPercent, minorPerMajor, splitByPercent } from './money.ts';

let counter = 0;
/** A per-process unique tag for source ids, e-mails and names. */
const nextTag = () => `${process.pid.toString(36)}${(++counter).toString(36)}`;

export interface ReferenceSet {
  region: typeof t.regions.$inferSelect;
  country: typeof t.countries.$inferSelect;
  license: typeof t.licenses.$inferSelect;
  location: typeof t.locations.$inferSelect;
  fn: typeof t.functions.$inferSelect;
  industry: typeof t.industries.$inferSelect;
  practiceGroup: typeof t.practiceGroups.$inferSelect;
  subsector: typeof t.subsectors.$inferSelect;
  directorSearch: typeof t.subsectors.$inferSelect;
  reportGroup: typeof t.reportGroups.$inferSelect;
  skill: typeof t.skills.$inferSelect;
}

/** One of each reference row, linked: region → license → location in a country, and the taxonomies. */
export async function seedReference(
  db: Executor,
  overrides: {
    country?: Partial<typeof t.countries.$inferInsert>;
    location?: Partial<typeof t.locations.$inferInsert>;
  } = {},
): Promise<ReferenceSet> {
  const tag = nextTag();
  const [region] = await db
    .insert(t.regions)
    .values({ sourceId: `test-region-${tag}`, name: `Test Region ${tag}` })
    .returning();
  const [country] = await db
    .insert(t.countries)
    .values({
      sourceId: `test-country-${tag}`,
      name: `Testland ${tag}`,
      isoCode: 'TL',
      currency: 'USD',
      ...overrides.country,
    })
    .returning();
  const [license] = await db
    .insert(t.licenses)
    .values({ sourceId: `test-license-${tag}`, regionId: region.id, name: `Test License ${tag}` })
    .returning();
  const [location] = await db
    .insert(t.locations)
    .values({
      sourceId: `test-location-${tag}`,
      licenseId: license.id,
      countryId: country.id,
      name: `Test Office ${tag}`,
      city: `Test City ${tag}`,
      ...overrides.location,
    })
    .returning();
  const [fn] = await db
    .insert(t.functions)
    .values({ sourceId: `test-function-${tag}`, code: `F${tag}`, name: `Test Function ${tag}` })
    .returning();
  const [industry] = await db
    .insert(t.industries)
    .values({ sourceId: `test-industry-${tag}`, code: `I${tag}`, name: `Test Industry ${tag}` })
    .returning();
  const [practiceGroup] = await db
    .insert(t.practiceGroups)
    .values({ sourceId: `test-practice-${tag}`, name: `Test Practice ${tag}` })
    .returning();
  const [subsector, directorSearch] = await db
    .insert(t.subsectors)
    .values([
      { sourceId: `test-subsector-${tag}`, practiceGroupId: practiceGroup.id, name: `Test Subsector ${tag}` },
      {
        sourceId: `test-director-${tag}`,
        practiceGroupId: practiceGroup.id,
        name: 'Director Search',
        isDirectorSearch: true,
      },
    ])
    .returning();
  const [reportGroup] = await db
    .insert(t.reportGroups)
    .values({ sourceId: `test-report-${tag}`, name: `Test Group ${tag}` })
    .returning();
  await db.insert(t.groupCodes).values([
    { groupKind: 'reportGroup', groupId: reportGroup.id, industryId: industry.id },
    { groupKind: 'practiceGroup', groupId: practiceGroup.id, industryId: industry.id },
    { groupKind: 'subsector', groupId: subsector.id, industryId: industry.id },
  ]);
  const [skill] = await db
    .insert(t.skills)
    .values({ sourceId: `test-skill-${tag}`, name: `Test Skill ${tag}` })
    .returning();
  return {
    region,
    country,
    license,
    location,
    fn,
    industry,
    practiceGroup,
    subsector,
    directorSearch,
    reportGroup,
    skill,
  };
}

/** A user; pass `password` to make them able to sign in (hashed like the real thing). */
export async function seedUser(
  db: Executor,
  overrides: Partial<typeof t.users.$inferInsert> & { password?: string } = {},
): Promise<typeof t.users.$inferSelect> {
  const { password, ...values } = overrides;
  const tag = nextTag();
  const [user] = await db
    .insert(t.users)
    .values({
      sourceId: `test-user-${tag}`,
      email: `user.${tag}@test.atrium`,
      firstName: 'Test',
      lastName: `User ${tag}`,
      title: 'Partner',
      role: 'Partner',
      currency: 'USD',
      hireDate: '2015-01-01',
      joinDate: '2015-01-01',
      roleChangedDate: '2015-01-01',
      ...values,
      passwordHash: password ? await hashPassword(password) : (values.passwordHash ?? null),
    })
    .returning();
  return user;
}

/** A company; without `parentId` it is a parent company (its parent_id is its own id, spec 3 §3). */
export async function seedCompany(
  db: Executor,
  overrides: Partial<typeof t.companies.$inferInsert> = {},
): Promise<typeof t.companies.$inferSelect> {
  const tag = nextTag();
  const [company] = await db
    .insert(t.companies)
    .values({
      sourceId: `test-company-${tag}`,
      name: `Test Company ${tag}`,
      city: 'Test City',
      globalRevenue: 1,
      ...overrides,
    })
    .returning();
  if (overrides.parentId !== undefined) return company;
  const [parent] = await db
    .update(t.companies)
    .set({ parentId: company.id })
    .where(eq(t.companies.id, company.id))
    .returning();
  return parent;
}

export interface TeamInput {
  userId: number;
  role?: 'D' | 'H';
  /** Percent as a number or numeric text; left out, the team shares 100% evenly. */
  percentage?: number | string;
}

/**
 * An assignment (taken, filled, Executive by default) with its team. Creates a company and a
 * reference set when `companyId` / `locationId` are not given.
 */
export async function seedAssignment(
  db: Executor,
  overrides: Partial<typeof t.assignments.$inferInsert> & { team?: TeamInput[] } = {},
): Promise<{
  assignment: typeof t.assignments.$inferSelect;
  team: (typeof t.assignmentUsers.$inferSelect)[];
}> {
  const { team = [], ...values } = overrides;
  const tag = nextTag();
  const companyId = values.companyId ?? (await seedCompany(db)).id;
  const locationId = values.locationId ?? (await seedReference(db)).location.id;
  const [assignment] = await db
    .insert(t.assignments)
    .values({
      sourceId: `test-assignment-${tag}`,
      displayId: `A-TEST-${tag}`,
      jobTitle: 'Chief Financial Officer',
      searchType: 'Executive',
      status: 'F',
      dateTaken: '2024-01-15',
      statusDate: '2024-05-15',
      createdDate: '2024-01-10',
      ...values,
      companyId,
      locationId,
    })
    .returning();
  const evenShares = divideShares(Math.max(team.length, 1), Math.ceil(10_000 / Math.max(team.length, 1)));
  const members = team.length
    ? await db
        .insert(t.assignmentUsers)
        .values(
          team.map((m, i) => ({
            assignmentId: assignment.id,
            userId: m.userId,
            role: m.role ?? (i === 0 ? 'D' : 'H'),
            percentage: m.percentage === undefined ? formatPercent(evenShares[i]) : String(m.percentage),
          })),
        )
        .returning()
    : [];
  return { assignment, team: members };
}

/** Major-unit amount (number or numeric text) → integer minor units, without float drift. */
function toMinor(amount: number | string, currency: string): number {
  const [whole, fraction = ''] = String(amount).split('.');
  const cents =
    Number(whole) * 100 + Math.sign(Number(`${whole}1`)) * Number(fraction.padEnd(2, '0').slice(0, 2));
  return Math.round(cents / (100 / minorPerMajor(currency)));
}

/**
 * An invoice and its splits. Splits default to the assignment's team percentages; each split's
 * amount is the invoice amount × percentage / 100 rounded to the minor unit, the remainder on the
 * first split, so the splits add up to the invoice exactly.
 */
export async function seedInvoice(
  db: Executor,
  options: {
    assignmentId: number;
    amount: number | string;
    currency?: string;
    date?: string;
    ordinal?: number;
    revision?: number;
    splits?: { userId: number; percentage: number | string }[];
  },
): Promise<{ invoice: typeof t.invoices.$inferSelect; splits: (typeof t.invoiceSplits.$inferSelect)[] }> {
  const currency = options.currency ?? 'USD';
  const tag = nextTag();
  const shares =
    options.splits ??
    (await db
      .select()
      .from(t.assignmentUsers)
      .where(eq(t.assignmentUsers.assignmentId, options.assignmentId)));
  const totalMinor = toMinor(options.amount, currency);
  const [invoice] = await db
    .insert(t.invoices)
    .values({
      sourceId: `test-invoice-${tag}`,
      assignmentId: options.assignmentId,
      invoiceDate: options.date ?? '2024-02-01',
      amount: formatMinor(totalMinor, currency),
      currency,
      ordinal: options.ordinal ?? 1,
      revision: options.revision ?? 0,
    })
    .returning();
  const hundredths = shares.map((s) => Math.round(Number(s.percentage) * 100));
  // Remainder on the first split only when the shares make a whole; partial shares stay partial.
  const isWhole = hundredths.reduce((sum, h) => sum + h, 0) === 10_000;
  const parts = isWhole
    ? splitByPercent(totalMinor, hundredths)
    : hundredths.map((h) => Math.round((totalMinor * h) / 10_000));
  const splits = shares.length
    ? await db
        .insert(t.invoiceSplits)
        .values(
          shares.map((s, i) => ({
            sourceId: `test-split-${tag}-${i + 1}`,
            invoiceId: invoice.id,
            userId: s.userId,
            percentage: formatPercent(hundredths[i]),
            amount: formatMinor(parts[i], currency),
          })),
        )
        .returning()
    : [];
  return { invoice, splits };
}

/** Sets the rate for a month (first day) and currency, replacing a seeded one. */
export async function seedFxRate(
  db: Executor,
  values: { month: string; currency: string; unitsPerUsd: number | string },
): Promise<typeof t.fxRates.$inferSelect> {
  const row = { month: values.month, currency: values.currency, unitsPerUsd: String(values.unitsPerUsd) };
  const [rate] = await db
    .insert(t.fxRates)
    .values(row)
    .onConflictDoUpdate({
      target: [t.fxRates.month, t.fxRates.currency],
      set: { unitsPerUsd: row.unitsPerUsd },
    })
    .returning();
  return rate;
}
