import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_FILE_NAMES } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { type ImportFileInput, runImport } from './import.service.ts';
import { FILE_SPECS } from './import-registry.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const EXAMPLE_DIR = path.join(repoRoot, 'docs/data-import-example');
const IMPORT_URL = '/api/v2/admin/import';

const COUNTED_TABLES = [
  ...IMPORT_FILE_NAMES.map((name) => name.replace('.csv', '')),
  'user_skills',
  'company_countries',
  'company_industries',
];

const exampleFiles = (): ImportFileInput[] =>
  readdirSync(EXAMPLE_DIR)
    .filter((name) => name.endsWith('.csv'))
    .map((name) => ({ name, content: readFileSync(path.join(EXAMPLE_DIR, name)) }));

const csv = (name: string, text: string): ImportFileInput => ({
  name,
  content: new TextEncoder().encode(text),
});

let t: TestApp;
let admin: TestClient;

async function query<T>(statement: SQL): Promise<T[]> {
  return rows<T>(await t.database.db.execute(statement));
}

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

const dataVersion = async () =>
  Number((await query<{ v: number }>(sql`select version as v from data_version`))[0].v);

/** Posts files the way a browser form does: one multipart part per file. */
async function upload(client: TestClient, files: ImportFileInput[]) {
  const form = new FormData();
  for (const file of files)
    form.append(file.name, new Blob([new Uint8Array(file.content)], { type: 'text/csv' }), file.name);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type') ?? '' };
  return client.request({ method: 'POST', url: IMPORT_URL, payload, headers });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(DEMO.admin);
});
afterAll(() => t.close());

describe('data import', () => {
  it('imports the example folder through the API, linking rows by their source ids', async () => {
    const before = await tableCounts();
    const response = await upload(admin, exampleFiles());
    expect(response.statusCode, response.body).toBe(200);
    const { imported } = response.json();
    for (const file of exampleFiles()) {
      const lines = new TextDecoder().decode(file.content).trim().split('\n');
      expect(imported[file.name], file.name).toBe(lines.length - 1);
    }
    const after = await tableCounts();
    for (const table of [
      'regions',
      'licenses',
      'locations',
      'users',
      'companies',
      'assignments',
      'invoices',
    ]) {
      expect(after[table] - before[table], table).toBe(imported[`${table}.csv`]);
    }

    const [london] = await query<{ license: string; country: string; region: string; zone: string }>(sql`
      select li.source_id as license, c.source_id as country, r.source_id as region, l.time_zone as zone
      from locations l join licenses li on li.id = l.license_id join regions r on r.id = li.region_id
      join countries c on c.id = l.country_id where l.source_id = 'lon'`);
    expect(london).toEqual({ license: 'lic-uk', country: 'gb', region: 'emea', zone: 'Europe/London' });

    const [maria] = await query<{ password_hash: string | null; is_site_admin: boolean; skills: string }>(sql`
      select u.password_hash, u.is_site_admin,
        (select string_agg(s.source_id, ';' order by s.source_id) from user_skills us
         join skills s on s.id = us.skill_id where us.user_id = u.id) as skills
      from users u where u.source_id = 'u-1001'`);
    expect(maria).toEqual({ password_hash: null, is_site_admin: false, skills: 'sk-board;sk-mna' });

    const parents = await query<{ source_id: string; parent: string | null }>(sql`
      select c.source_id, p.source_id as parent from companies c left join companies p on p.id = c.parent_id
      where c.source_id in ('co-northbridge', 'co-northbridge-uk', 'co-cobalt') order by c.source_id`);
    expect(parents).toEqual([
      { source_id: 'co-cobalt', parent: null },
      { source_id: 'co-northbridge', parent: 'co-northbridge' },
      { source_id: 'co-northbridge-uk', parent: 'co-northbridge' },
    ]);

    const [team] = await query<{ members: number; total: string }>(sql`
      select count(*)::int as members, sum(au.percentage)::text as total from assignment_users au
      join assignments a on a.id = au.assignment_id where a.source_id = 'a-2026-005'`);
    expect(team).toEqual({ members: 3, total: '100.00' });

    const offices = (await admin.get('/api/v2/location/filter?query=Frankfurt')).json();
    expect(offices.map((o: { Name: string }) => o.Name)).toContain('Frankfurt');
  });

  it('re-imports the same folder idempotently: same counts, no duplicates (the command-line path)', async () => {
    const before = await tableCounts();
    const first = await runImport({ db: t.database.db, user: null }, { files: exampleFiles(), via: 'cli' });
    const second = await runImport({ db: t.database.db, user: null }, { files: exampleFiles(), via: 'cli' });
    expect(second).toEqual(first);
    expect(await tableCounts()).toEqual(before);
    const duplicates = await query<{ n: number }>(sql`
      select count(*)::int as n from (select assignment_id, user_id, role from assignment_users
      group by 1, 2, 3 having count(*) > 1) d`);
    expect(duplicates[0].n).toBe(0);
  });

  it('bumps the data version, empties the report cache and records who imported what', async () => {
    await t.database.db.execute(sql`insert into report_cache (key, report_type, currency, result, data_version)
      values ('import-test', 'Financial', 'USD', '{}'::jsonb, 1)`);
    const version = await dataVersion();
    const response = await upload(admin, [csv('regions.csv', 'source_id,name\namer,The Americas\n')]);
    expect(response.json()).toEqual({ imported: { 'regions.csv': 1 } });
    expect(await dataVersion()).toBe(version + 1);
    expect(await query(sql`select key from report_cache`)).toEqual([]);
    const [audit] = await query<{
      email: string;
      detail: { files: string[]; imported: Record<string, number> };
    }>(sql`
      select u.email, a.detail from audit_log a join users u on u.id = a.user_id
      where a.action = 'import' order by a.id desc limit 1`);
    expect(audit.email).toBe(DEMO.admin);
    expect(audit.detail).toMatchObject({ files: ['regions.csv'], imported: { 'regions.csv': 1 } });
  });

  it('refuses a folder with problems, writes nothing, and names each as file:line: column: reason', async () => {
    const [company] = await query<{ source_id: string }>(
      sql`select source_id from companies order by id limit 1`,
    );
    const [office] = await query<{ source_id: string }>(
      sql`select source_id from locations order by id limit 1`,
    );
    const [country] = await query<{ source_id: string }>(
      sql`select source_id from countries order by id limit 1`,
    );
    const files = [
      csv('regions.csv', 'source_id,name\r\nbad-r1,One\r\nbad-r1,Again\r\n'),
      csv(
        'locations.csv',
        `source_id,license_id,country_id,name,city,time_zone\nbad-l1,lic-nowhere,${country.source_id},"Multi\nline office",Springfield,Mars/Olympus\nbad-l2,lic-gone,${country.source_id},Shelbyville,Shelbyville,UTC\n`,
      ),
      csv(
        'users.csv',
        'source_id,email,first_name,last_name,role,hire_date,colour\nbad-u1,bad.one@harbourline.example,Ann,Bad,Partnr,2024-02-30,red\nbad-u2,BAD.ONE@harbourline.example,Ben,Bad,Partner,,blue\n',
      ),
      csv(
        'assignments.csv',
        `source_id,display_id,job_title,company_id,location_id,search_type,status,status_date,created_date\nbad-a1,X-1,CFO,${company.source_id},${office.source_id},Executive Search,X,2025-01-01,2025-01-01\n`,
      ),
      csv(
        'assignment_users.csv',
        'assignment_id,user_id,role,percentage\nbad-a1,bad-u1,D,50\nbad-a1,bad-u2,H,40\n',
      ),
      csv('invoices.csv', 'source_id,assignment_id,invoice_date,amount\nbad-i1,bad-a1,2025-01-01,12.345\n'),
      csv(
        'invoice_splits.csv',
        'source_id,invoice_id,user_id,percentage,amount\nbad-s1,bad-i1,nobody,120,10\n',
      ),
      csv('fx_rates.csv', 'month,currency,units_per_usd\n2025-03-15,GBP,0\n'),
    ];
    const before = await tableCounts();
    const version = await dataVersion();

    const response = await upload(admin, files);

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('import_failed');
    const userColumns = FILE_SPECS['users.csv'].columns.map((c) => c.name).join(', ');
    expect(body.problems).toEqual([
      'regions.csv:3: source_id: duplicate of line 2 (same source_id)',
      'locations.csv:2: time_zone: "Mars/Olympus" is not a time zone such as Europe/London',
      'locations.csv:2: license_id: "lic-nowhere" is not a source id in the database (licenses.csv is not part of this import)',
      'locations.csv:4: license_id: "lic-gone" is not a source id in the database (licenses.csv is not part of this import)',
      `users.csv:1: colour: unknown column (expected: ${userColumns})`,
      'users.csv:2: role: "Partnr" is not one of Partner, Researcher, Administrator',
      'users.csv:2: hire_date: "2024-02-30" is not a date (YYYY-MM-DD)',
      'users.csv:3: email: "BAD.ONE@harbourline.example" is also on line 2',
      'assignments.csv:2: search_type: "Executive Search" is not one of Executive, Consulting, BLM, IM',
      'assignments.csv:2: status: "X" is not one of C, E, F, H, O, S',
      'assignment_users.csv:2: percentage: the team of assignment "bad-a1" adds up to 90, not 100',
      'invoices.csv:1: currency: required column is missing',
      'invoices.csv:2: amount: "12.345" is not an amount (digits, optional minus, up to 2 decimals, e.g. 1250.50)',
      'invoice_splits.csv:2: percentage: "120" is not a percentage from 0 to 100 with up to 2 decimals',
      'invoice_splits.csv:2: user_id: "nobody" is not a source id in users.csv or the database',
      'fx_rates.csv:2: month: 2025-03-15 is not the first day of a month',
      'fx_rates.csv:2: units_per_usd: "0" is not a positive rate with up to 8 decimals',
    ]);
    expect(body.message).toBe('The import found 17 problems; nothing was imported.');
    expect(await tableCounts()).toEqual(before);
    expect(await dataVersion()).toBe(version);
  });

  it('names the line of each problem deep in a file of 60,000 companies, and writes nothing', async () => {
    const before = await tableCounts();
    const lines = Array.from(
      { length: 60_000 },
      (_, i) =>
        `big-${i},Big company ${i},London,https://big-${i}.example,true,Current,${i === 30_000 ? 'co-ghost' : ''}`,
    );
    lines[41_999] = 'big-7,A second company under one key,Paris,,false,Prospect,';
    lines[59_999] = 'big-59999,Last company,Zurich,,true,Bogus,';
    const file = csv(
      'companies.csv',
      ['source_id,name,city,web_address,is_client,status,parent_id', ...lines].join('\n'),
    );
    const response = await upload(admin, [file]);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      'companies.csv:30002: parent_id: "co-ghost" is not a source id in companies.csv or the database',
      'companies.csv:42001: source_id: duplicate of line 9 (same source_id)',
      'companies.csv:60001: status: "Bogus" is not one of Prospect, Current, Previous',
    ]);
    expect(await tableCounts()).toEqual(before);
  });

  it('writes every row of a file large enough to be read in the worker pool, parents included', async () => {
    const before = await tableCounts();
    const count = 2_500;
    const name = (i: number) => `Many company ${i} of a group whose members all carry long names`;
    const lines = Array.from(
      { length: count },
      (_, i) =>
        `many-${i},${name(i)},London,https://many-${i}.example/about-the-company,true,Current,${i > 0 ? `many-${i - 1}` : ''}`,
    );
    const file = csv(
      'companies.csv',
      ['source_id,name,city,web_address,is_client,status,parent_id', ...lines].join('\n'),
    );
    expect(file.content.byteLength).toBeGreaterThan(256 * 1024);
    const response = await upload(admin, [file]);
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toEqual({ 'companies.csv': count });
    expect((await tableCounts()).companies).toBe(before.companies + count);
    const [last] = await query<{ name: string; parent: string }>(sql`
      select c.name, p.source_id as parent from companies c join companies p on p.id = c.parent_id
      where c.source_id = ${`many-${count - 1}`}`);
    expect(last).toEqual({ name: name(count - 1), parent: `many-${count - 2}` });
  });

  it('rolls every file back when the database refuses a row, and says which file', async () => {
    await t.database.exec(`
      create function import_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'invoices are frozen'; end $$;
      create trigger import_test_refuse before insert or update on invoices
        for each row execute function import_test_refuse();`);
    const files = exampleFiles().map((file) =>
      file.name === 'regions.csv' ? csv('regions.csv', 'source_id,name\namer,Renamed\nemea,Renamed\n') : file,
    );
    const before = await tableCounts();
    try {
      const response = await upload(admin, files);
      expect(response.statusCode).toBe(400);
      expect(response.json().problems).toEqual([
        expect.stringMatching(/^invoices\.csv: the database refused the rows: .*invoices are frozen/),
      ]);
    } finally {
      await t.database.exec(
        'drop trigger import_test_refuse on invoices; drop function import_test_refuse();',
      );
    }
    expect(await tableCounts()).toEqual(before);
    const names = await query<{ name: string }>(
      sql`select name from regions where source_id in ('amer', 'emea')`,
    );
    expect(names.map((r) => r.name)).not.toContain('Renamed');
  });

  it('never overwrites a password or the site-admin flag, and lets the HR export name the first admin', async () => {
    const [demoAdmin] = await query<{ source_id: string; password_hash: string }>(
      sql`select source_id, password_hash from users where lower(email) = ${DEMO.admin}`,
    );
    await t.database.db.execute(sql`insert into users (source_id, email, password_hash, first_name, last_name, role, is_site_admin)
      values ('admin:first.admin@harbourline.example', 'first.admin@harbourline.example', ${demoAdmin.password_hash},
              'First', 'Admin', 'Administrator', true)`);
    const users = csv(
      'users.csv',
      `source_id,email,first_name,last_name,role\n${demoAdmin.source_id},${DEMO.admin},Ada,Renamed,Partner\nhr-9001,First.Admin@harbourline.example,Fiona,Admin,Administrator\n`,
    );
    const response = await upload(admin, [users]);
    expect(response.statusCode, response.body).toBe(200);

    const stored = await query<{
      source_id: string;
      first_name: string;
      is_site_admin: boolean;
      password_hash: string;
    }>(
      sql`select source_id, first_name, is_site_admin, password_hash from users
          where source_id in (${demoAdmin.source_id}, 'hr-9001') order by first_name`,
    );
    expect(stored).toEqual([
      {
        source_id: demoAdmin.source_id,
        first_name: 'Ada',
        is_site_admin: true,
        password_hash: demoAdmin.password_hash,
      },
      {
        source_id: 'hr-9001',
        first_name: 'Fiona',
        is_site_admin: true,
        password_hash: demoAdmin.password_hash,
      },
    ]);
    const again = t.client();
    await again.login('first.admin@harbourline.example');
    expect((await again.get('/api/v2/user/isLoggedIn')).json().User.SiteAdmin).toBe(true);
  });

  it('imports a file a spreadsheet saved with semicolons as it imports one with commas', async () => {
    const files = [
      csv('regions.csv', 'source_id;name\r\nsemi-1;"Nordics; Baltics"\r\nsemi-2;Iberia, Portugal\r\n'),
    ];
    const response = await upload(admin, files);
    expect(response.statusCode, response.body).toBe(200);
    const imported = await query<{ name: string }>(
      sql`select name from regions where source_id like 'semi-%' order by source_id`,
    );
    expect(imported.map((r) => r.name)).toEqual(['Nordics; Baltics', 'Iberia, Portugal']);
  });

  it('refuses partners (403) and anyone signed out (401)', async () => {
    const partner = t.client();
    await partner.login(DEMO.partner);
    const files = [csv('regions.csv', 'source_id,name\namer,Partner was here\n')];
    expect((await upload(partner, files)).statusCode).toBe(403);
    expect((await upload(t.client(), files)).statusCode).toBe(401);
    const [amer] = await query<{ name: string }>(sql`select name from regions where source_id = 'amer'`);
    expect(amer.name).not.toBe('Partner was here');
  });

  it('explains a request without CSV files or with a file it does not know', async () => {
    const json = await admin.post(IMPORT_URL, { regions: [] });
    expect(json.statusCode).toBe(400);
    expect(json.json().problems).toEqual(['upload: send the CSV files as multipart/form-data']);
    const unknown = await upload(admin, [csv('offices.csv', 'source_id,name\n')]);
    expect(unknown.json().problems).toEqual([
      expect.stringMatching(/^offices\.csv: not an import file; expected/),
    ]);
  });
});

describe('docs/data-import.md', () => {
  it('documents every file and every column', () => {
    const doc = readFileSync(path.join(repoRoot, 'docs/data-import.md'), 'utf8');
    for (const spec of Object.values(FILE_SPECS)) {
      const section = doc.split(`### ${spec.file}`)[1]?.split('\n### ')[0];
      expect(section, spec.file).toBeDefined();
      for (const column of spec.columns)
        expect(section, `${spec.file} ${column.name}`).toContain(`\`${column.name}\``);
    }
  });
});
