// Search follows edits made elsewhere at once: a company's save, merge and removal, a profile's
// phone numbers and a long page's text, through the endpoints people use.
import { CompanySaveResultSchema, type SearchHit, type SearchResult } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssignment, seedCompany } from '../../db/seed/index.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  partner = t.client();
  partnerId = (await partner.login(DEMO.partner)).json().User.ID;
});
afterAll(() => t.close());

const query = <T>(statement: SQL) => queryRows<T>(t.database.db, statement);

async function search(q: string, type?: SearchHit['type']): Promise<SearchResult> {
  const response = await partner.get(
    `/api/v2/search?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsFound = async (q: string, type: SearchHit['type']) =>
  (await search(q, type)).groups[0].hits.map((h) => h.id);

async function wizard(name: string) {
  const [countries, industries] = await Promise.all([
    query<{ id: number }>(sql`select id from countries order by id limit 1`),
    query<{ id: number }>(sql`select id from industries order by id limit 1`),
  ]);
  return {
    Name: name,
    City: 'Lisbon',
    WebAddress: 'brightwater.example',
    GlobalRevenue: 2,
    isPrivateEquity: false,
    CompanyCountries: countries.map((c) => ({ CountryID: c.id })),
    CompanyIndustries: industries.map((i) => ({ IndustryID: i.id })),
    Relationship: 1,
    IsCertain: true,
  };
}

async function saveCompany(body: Record<string, unknown>) {
  const response = await admin.post('/api/v2/company', body);
  expect(response.statusCode, response.body).toBe(200);
  return CompanySaveResultSchema.parse(response.json()).company;
}

describe('search after company edits', () => {
  it('finds a new company at once, and a renamed one by its new name only, with its assignments', async () => {
    const created = await saveCompany(await wizard('Zyqoravale Analytics'));
    expect(await idsFound('zyqoravale', 'company')).toEqual([created.ID]);

    const { assignment } = await seedAssignment(t.database.db, { companyId: created.ID });
    await saveCompany({ ...(await wizard('Quembrightly Holdings')), ID: created.ID });
    expect(await idsFound('quembrightly', 'company')).toEqual([created.ID]);
    expect((await search('zyqoravale')).counts.all).toBe(0);
    // The assignment shows its client's new name and is found by it.
    const [hit] = (await search('quembrightly', 'assignment')).groups[0].hits;
    expect(hit.id).toBe(assignment.id);
    expect(hit.subtitle).toContain('Quembrightly Holdings');
  });

  it('finds a merged company by the duplicate’s name as the survivor, and the duplicate no more', async () => {
    const survivor = await seedCompany(t.database.db, { name: 'Plovendry Partners' });
    const duplicate = await seedCompany(t.database.db, { name: 'Plovendry Partners Ltd Ostrakine' });
    await t.database.db.execute(
      sql`select search_index_companies(${`{${survivor.id},${duplicate.id}}`}::integer[])`,
    );
    expect(await idsFound('ostrakine', 'company')).toEqual([duplicate.id]);

    const merged = await admin.post('/api/v2/company/merge', {
      survivorId: survivor.id,
      duplicateId: duplicate.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const [hit] = (await search('ostrakine', 'company')).groups[0].hits;
    expect(hit.id).toBe(survivor.id);
    expect(hit.snippet.map((p) => p.text).join('')).toContain('Formerly Plovendry Partners Ltd Ostrakine');
    expect((await search('ostrakine', 'company')).counts.company).toBe(1);
  });

  it('leaves a removed company out', async () => {
    const saved = await saveCompany(await wizard('Vantorelle Removable'));
    expect(await idsFound('vantorelle', 'company')).toEqual([saved.ID]);
    const removed = await admin.delete(`/api/v2/company/remove/${saved.ID}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search('vantorelle')).counts.all).toBe(0);
  });
});

describe('search after a profile edit', () => {
  it('finds a colleague by the phone number they just entered, and no more by the old one', async () => {
    const patch = (body: Record<string, string>) =>
      partner.request({ method: 'PATCH', url: `/api/v2/user/${partnerId}/profile`, payload: body });
    const first = await patch({ officePhone: '+44 20 7946 0381' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await idsFound('442079460381', 'person')).toEqual([partnerId]);

    const second = await patch({ officePhone: '+1 646 555 0177' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await idsFound('16465550177', 'person')).toEqual([partnerId]);
    expect(await idsFound('646 555 0177', 'person')).toContain(partnerId);
    expect((await search('442079460381')).counts.person).toBe(0);
  });
});

describe('search after a long page is saved', () => {
  /** Paragraphs of filler, with `first` at the start and `last` at the end of the plain text. */
  const longText = (first: string, last: string) => {
    const paragraphs = Array.from(
      { length: 4000 },
      (_, i) =>
        `<p>Paragraph ${i} with <strong>bold</strong> filler&nbsp;text &amp; <a href="#p${i}">a link</a>.</p>`,
    );
    return `<p>${first} opens the page.</p>${paragraphs.join('')}<p>${last} closes it.</p>`;
  };
  const section = (uuid: string | number, text: string) => ({
    UUID: uuid,
    Title: 'Long read',
    Text: text,
    Width: 12,
    Type: { Identifier: 'RichText' },
  });

  it('finds the words of its first 100,000 characters of text right after each save, and not the words past them', async () => {
    const page = await createPage(admin, { Title: 'Handbook', MetaDescription: '' });
    const first = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [section('-1', longText('quillwortine', 'zymurgical'))],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await search('quillwortine', 'page')).counts.page).toBe(1);
    expect((await search('zymurgical', 'page')).counts.page).toBe(0);

    // The long section replaced by another: the old words are gone, the new ones found.
    const second = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [section('-2', longText('marrowbonite', 'xenolithic'))],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await search('quillwortine', 'page')).counts.page).toBe(0);
    expect((await search('marrowbonite', 'page')).counts.page).toBe(1);
  });

  it('indexes the same start of a long text as the whole text gives, whatever falls where it is read in pieces', async () => {
    // Tags, entities and runs of spaces at every offset around the pieces the text is read in.
    const html = Array.from(
      { length: 9000 },
      (_, i) =>
        `<p class="c${i % 7}">W${i}${' '.repeat(i % 4)}&amp;&nbsp;${'x'.repeat(i % 13)}</p>${i % 3 ? '\n ' : ''}`,
    ).join('');
    for (const enough of [10, 5000, 100_000, 1_000_000]) {
      const [row] = await query<{ whole: string; start: string }>(sql`
        select search_plain_text(${html}) as whole, search_plain_text_start(${html}, ${enough}::int) as start`);
      expect(row.whole.startsWith(row.start), `enough ${enough}`).toBe(true);
      expect(row.start.length === row.whole.length || row.start.length >= enough, `enough ${enough}`).toBe(
        true,
      );
    }
  });
});
