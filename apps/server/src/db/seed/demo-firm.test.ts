// The demo firm is what everyone sees on first start and what report tests run against: it must
// be reproducible, internally consistent (shares and splits add up) and complete (site tree and
// demo accounts).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brand } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import { verifyPassword } from '../../platform/tokens.ts';
import { IdAllocator } from './bulk-insert.ts';
import { checksumDemoFirm } from './checksum.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { generateDemoFirm, type SeedSummary, seedDemoFirm } from './demo-firm.ts';
import { seedDemoSite } from './demo-site.ts';
import { PROMO_IMAGE_PAGES } from './site-promos.ts';

const OPTIONS = { scale: 0.05, seed: 7, today: '2026-03-31' } as const;

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  return database;
}

async function query<T>(database: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rows<T>(await database.db.execute(statement));
}

// The generator runs on PGlite only; the PostgreSQL test project would repeat it for nothing.
describe.skipIf(process.env.ATRIUM_TEST_DB === 'postgres')('demo firm', () => {
  let first: Database;
  let second: Database;
  let summary: SeedSummary;
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-seed-test-'));

  beforeAll(async () => {
    [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    summary = await seedDemoFirm(first, OPTIONS);
    await seedDemoFirm(second, OPTIONS);
    await seedDemoSite(first, { adminUserId: summary.demoUserIds.admin, filesDir });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('gives identical rows for the same seed on two fresh databases', async () => {
    const [a, b] = await Promise.all([checksumDemoFirm(first), checksumDemoFirm(second)]);
    expect(a.assignments).toBe(b.assignments);
    expect(a.invoices).toBe(b.invoices);
    expect(a.invoice_splits).toBe(b.invoice_splits);
    expect(a.all).toBe(b.all);
  });

  it('sizes the firm by scale and keeps reference data whole', () => {
    expect(summary.rows.assignments).toBe(1250);
    expect(summary.rows.users).toBe(75);
    expect(summary.rows.companies).toBe(200);
    expect(summary.rows.locations).toBeGreaterThanOrEqual(60);
    expect(summary.rows.invoice_splits).toBeGreaterThan(summary.rows.invoices);
  });

  it("sets this year's targets for partners, offices and practice groups, some above and some below last year's billings", async () => {
    const targets = await query<{ kind: string; count: number; varied: number }>(
      first,
      sql`select kind, count(*)::int as count, count(distinct subject_id % 5)::int as varied
          from targets where year = ${Number(OPTIONS.today.slice(0, 4))} group by kind order by kind`,
    );
    expect(targets.map((t) => t.kind)).toEqual(['office', 'partner', 'practiceGroup']);
    for (const target of targets) expect(target.varied, target.kind).toBeGreaterThan(1);
    expect(summary.rows.targets).toBe(targets.reduce((sum, t) => sum + t.count, 0));
  });

  it('gives every assignment team shares that sum to exactly 100', async () => {
    const [result] = await query<{ teams: number; off: number; assignments: number }>(
      first,
      sql`select count(*)::int as teams,
                 count(*) filter (where total <> 100)::int as off,
                 (select count(*)::int from assignments) as assignments
          from (select assignment_id, sum(percentage) as total from assignment_users group by assignment_id) t`,
    );
    expect(result.teams).toBe(result.assignments);
    expect(result.off).toBe(0);
  });

  it('splits every invoice so the splits add up to the invoice amount to the cent', async () => {
    const [result] = await query<{ invoices: number; off: number; unsplit: number }>(
      first,
      sql`select count(*)::int as invoices,
                 count(*) filter (where i.amount <> s.total)::int as off,
                 count(*) filter (where s.total is null)::int as unsplit
          from invoices i
          left join (select invoice_id, sum(amount) as total from invoice_splits group by invoice_id) s
            on s.invoice_id = i.id`,
    );
    expect(result.invoices).toBeGreaterThan(0);
    expect(result.off).toBe(0);
    expect(result.unsplit).toBe(0);
  });

  it('keeps dates in order: created ≤ taken ≤ status, invoices after taken and not after today', async () => {
    const [result] = await query<Record<string, number>>(
      first,
      sql`select
            (select count(*)::int from assignments where created_date > date_taken or status_date < date_taken) as assignments,
            (select count(*)::int from invoices i join assignments a on a.id = i.assignment_id
              where i.invoice_date <= a.date_taken or i.invoice_date > ${OPTIONS.today}::date or a.date_taken is null) as invoices,
            (select count(*)::int from invoices i join assignments a on a.id = i.assignment_id
              join locations l on l.id = a.location_id join countries c on c.id = l.country_id
              where c.currency <> i.currency) as currencies`,
    );
    expect(result).toEqual({ assignments: 0, invoices: 0, currencies: 0 });
  });

  it('satisfies every foreign key (the embedded load skips the checks, so verify them here)', async () => {
    const keys = await query<{ child: string; column: string; parent: string; target: string }>(
      first,
      sql`select c.conrelid::regclass::text as child, ca.attname as column,
                 c.confrelid::regclass::text as parent, pa.attname as target
          from pg_constraint c
          join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
          join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    expect(keys.length).toBeGreaterThan(20);
    const orphans: string[] = [];
    for (const key of keys) {
      const [result] = await query<{ n: number }>(
        first,
        sql.raw(`select count(*)::int as n from ${key.child} c where c."${key.column}" is not null
                 and not exists (select 1 from ${key.parent} p where p."${key.target}" = c."${key.column}")`),
      );
      if (result.n > 0) orphans.push(`${key.child}.${key.column}: ${result.n}`);
    }
    expect(orphans).toEqual([]);
  });

  it('has an FX rate for every invoice month and currency', async () => {
    const [result] = await query<{ missing: number }>(
      first,
      sql`select count(*)::int as missing from invoices i
          where not exists (select 1 from fx_rates f
                            where f.currency = i.currency and f.month = date_trunc('month', i.invoice_date)::date)`,
    );
    expect(result.missing).toBe(0);
  });

  it('creates the site tree with every top-level node of spec 1 §2.2', async () => {
    const topLevel = await query<{ path: string; title: string }>(
      first,
      sql`select path, title from routes where parent_id is null and not exclude_from_nav order by position`,
    );
    expect(topLevel.map((r) => r.path)).toEqual([
      'apps',
      brand.firmNode,
      'mcl',
      'directory',
      'practices',
      'guides',
      'initiatives',
    ]);
    expect(topLevel.find((r) => r.path === brand.firmNode)?.title).toBe(brand.firmName);
    expect(topLevel.find((r) => r.path === 'mcl')?.title).toBe('MCL');
  });

  it('gives each practice page a people filter of its own practice group, which has members', async () => {
    const practices = await query<{
      title: string;
      users_filter_json: string;
      name: string;
      members: number;
    }>(
      first,
      sql`select r.title, r.users_filter_json, pg.name,
                 (select count(*)::int from users u where u.practice_group_id = pg.id) as members
          from routes r
          join routes parent on parent.id = r.parent_id and parent.path = 'practices' and parent.parent_id is null
          left join practice_groups pg on pg.id = (r.users_filter_json::jsonb -> 0 -> 'value' ->> 'Id')::int`,
    );
    expect(practices.length).toBeGreaterThan(3);
    for (const practice of practices) {
      expect(practice.name).toBe(practice.title);
      expect(JSON.parse(practice.users_filter_json)).toEqual([
        {
          key: { Id: 'PracticeGroupId', Text: 'Practice group' },
          value: { Id: expect.any(Number), Text: practice.title },
        },
      ]);
      expect(practice.members).toBeGreaterThan(0);
    }
  });

  it('exercises the route flags and stores the downloadable file', async () => {
    const [flags] = await query<Record<string, number>>(
      first,
      sql`select count(*) filter (where exclude_from_nav)::int as excluded,
                 count(*) filter (where do_not_open and exists (select 1 from routes c where c.parent_id = r.id))::int as do_not_open,
                 count(*) filter (where redirect_link like 'http%')::int as external,
                 count(*) filter (where status = 'disabled')::int as disabled,
                 count(*) filter (where is_open)::int as open,
                 count(*) filter (where redirect_link = '_Dashboard')::int as dashboard
          from routes r`,
    );
    for (const count of Object.values(flags)) expect(count).toBeGreaterThan(0);
    const [file] = await query<{
      file_name: string;
      download_btn: string;
      storage_path: string;
      size_bytes: number;
    }>(
      first,
      sql`select r.file_name, r.download_btn, f.storage_path, f.size_bytes from routes r join files f on f.public_id = r.file_id`,
    );
    expect(file.download_btn).toBe('Download file');
    const bytes = readFileSync(path.join(filesDir, file.storage_path));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(file.size_bytes);
  });

  it('shows a credited photograph, not drawn art, on each promoted page', async () => {
    const images = await query<{ name: string; storage_path: string; size_bytes: number; width: number }>(
      first,
      sql`select r.name, a.storage_path, a.size_bytes, a.width from routes r join assets a on a.id = r.meta_image_oid
          order by r.name`,
    );
    expect(images.map((image) => image.name)).toEqual(Object.keys(PROMO_IMAGE_PAGES).sort());
    const credits = readFileSync(path.join(import.meta.dirname, 'promo-photos', 'ATTRIBUTION.md'), 'utf8');
    for (const image of images) {
      // asset paths are relative to the data folder, whose files/ folder is filesDir here
      const bytes = readFileSync(path.join(filesDir, path.relative('files', image.storage_path)));
      expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      expect(bytes.length).toBe(image.size_bytes);
      expect(image.width).toBe(800);
      expect(credits).toContain(`\`${PROMO_IMAGE_PAGES[image.name]}\``);
    }
  });

  it('creates the demo accounts with password "demo" and the admin in DedupeAccess', async () => {
    const accounts = await query<{
      email: string;
      role: string;
      password_hash: string;
      is_site_admin: boolean;
      groups: string[];
    }>(
      first,
      sql`select u.email, u.role, u.password_hash, u.is_site_admin,
                 coalesce(array_agg(g.name) filter (where g.name is not null), '{}') as groups
          from users u left join user_groups ug on ug.user_id = u.id left join groups g on g.id = ug.group_id
          where u.password_hash is not null group by u.id order by u.email`,
    );
    expect(accounts.map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const account of accounts)
      expect(await verifyPassword(DEMO_PASSWORD, account.password_hash)).toBe(true);
    const admin = accounts.find((a) => a.email === DEMO_ACCOUNTS[0].email)!;
    expect(admin.is_site_admin).toBe(true);
    expect(admin.groups).toContain('DedupeAccess');
  });

  it('gives the demo partner assignments and billings for their dashboard', async () => {
    const [partner] = await query<{ assignments: number; billings: number }>(
      first,
      sql`select (select count(distinct au.assignment_id)::int from assignment_users au where au.user_id = u.id) as assignments,
                 (select count(*)::int from invoice_splits s where s.user_id = u.id) as billings
          from users u where u.email = ${DEMO_ACCOUNTS[1].email}`,
    );
    expect(partner.assignments).toBeGreaterThan(10);
    expect(partner.billings).toBeGreaterThan(10);
  });

  it("lists off-limits ending in the next 90 days on the demo partner's profile", async () => {
    const [partner] = await query<{ id: number }>(
      first,
      sql`select id from users where email = ${DEMO_ACCOUNTS[1].email}`,
    );
    const ending = await query<{ until: string }>(
      first,
      sql`with latest as (
            select distinct on (a.company_id) a.company_id, a.id
            from assignments a order by a.company_id, a.date_taken desc nulls last, a.id desc)
          select c.off_limits_date::text as until
          from companies c join latest on latest.company_id = c.id
          where c.off_limits_date between ${OPTIONS.today}::date and ${OPTIONS.today}::date + 90
            and exists (select 1 from assignment_users au
                        where au.assignment_id = latest.id and au.user_id = ${partner.id})
          order by 1`,
    );
    expect(ending.map((row) => row.until)).toEqual(expect.arrayContaining(['2026-04-24', '2026-06-06']));
  });

  it('gives a different firm for a different seed', () => {
    const generate = (seed: number) =>
      generateDemoFirm({ ...OPTIONS, seed, ids: IdAllocator.fresh(), demoPasswordHash: 'x' }).work
        .assignments;
    const [a, b] = [generate(OPTIONS.seed), generate(OPTIONS.seed + 1)];
    expect(a.length).toBe(b.length);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });
});
