import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_TOO_LONG_MESSAGE, type SearchHit, type SearchResult } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { toSearchTerms, toSearchText } from './search.service.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  partner = await signIn(t, DEMO.partner);
});
afterAll(() => t.close());

async function query<T>(statement: SQL): Promise<T[]> {
  return rows<T>(await t.database.db.execute(statement));
}

async function search(client: TestClient, q: string, extra = ''): Promise<SearchResult> {
  const response = await client.get(`/api/v2/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const hitsOf = (result: SearchResult, type: SearchHit['type']) =>
  result.groups.find((g) => g.type === type)?.hits ?? [];
const plain = (text: SearchHit['title']) => text.map((p) => p.text).join('');

async function aPerson() {
  const [person] = await query<{ id: number; first_name: string; last_name: string }>(sql`
    select id, first_name, last_name from users
    where status_id = 1 and length(last_name) >= 7 and last_name ~ '^[A-Za-z]+$' order by id limit 1`);
  return person;
}

describe('GET /api/v2/search', () => {
  it('finds a person by surname, ranked first, linked to the partner profile with the name highlighted', async () => {
    const person = await aPerson();
    const result = await search(partner, `${person.first_name} ${person.last_name}`);
    const [first] = hitsOf(result, 'person');
    expect(first.id).toBe(person.id);
    expect(first.route).toEqual({ name: '_partnerProfile', params: { Id: String(person.id) } });
    expect(first.title.filter((p) => p.isMatch).map((p) => p.text)).toEqual([
      person.first_name,
      person.last_name,
    ]);
    expect(result.counts.person).toBeGreaterThanOrEqual(1);
  });

  it('lists and counts a person once when the name matches both as words and as a near name', async () => {
    const person = await aPerson();
    const result = await search(partner, `${person.first_name} ${person.last_name}`, '&type=person');
    const ids = result.groups[0].hits.map((h) => h.id);
    expect(ids.filter((id) => id === person.id)).toHaveLength(1);
    expect(ids.length).toBeLessThan(20);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.counts.person).toBe(ids.length);
  });

  it('finds a person as you type: the first letters of first and last name', async () => {
    const person = await aPerson();
    const result = await search(partner, `${person.first_name.slice(0, 2)} ${person.last_name.slice(0, 4)}`);
    expect(hitsOf(result, 'person').map((h) => h.id)).toContain(person.id);
  });

  it('finds a misspelt surname', async () => {
    const person = await aPerson();
    const name = person.last_name;
    const misspelt = name.slice(0, 3) + name.slice(4);
    const result = await search(partner, misspelt, '&type=person');
    expect(result.groups[0].hits.map((h) => h.id)).toContain(person.id);
  });

  it('finds a company by a word of its name and by its web domain', async () => {
    const [company] = await query<{ id: number; name: string }>(sql`
      select id, name from companies where name ~ '^[A-Za-z]{5,} ' order by id limit 1`);
    const word = company.name.split(' ')[0];
    const byName = await search(partner, word, '&type=company');
    expect(byName.groups[0].hits.map((h) => h.id)).toContain(company.id);
    const hit = byName.groups[0].hits.find((h) => h.id === company.id)!;
    expect(hit.route).toEqual({ name: '_companyDetail', params: { Id: String(company.id) } });

    await t.database.db.execute(
      sql`update companies set web_address = 'https://www.quillfeather-demo.example/about' where id = ${company.id}`,
    );
    await t.database.db.execute(sql`select search_index_companies(array[${company.id}]::integer[])`);
    const byDomain = await search(partner, 'quillfeather-demo.example');
    expect(hitsOf(byDomain, 'company').map((h) => h.id)).toEqual([company.id]);
  });

  it('finds an assignment by its number and by its client', async () => {
    const [assignment] = await query<{ id: number; display_id: string; client: string }>(sql`
      select a.id, a.display_id, c.name as client from assignments a join companies c on c.id = a.company_id
      order by a.id limit 1`);
    const byNumber = await search(partner, assignment.display_id);
    const hit = hitsOf(byNumber, 'assignment').find((h) => h.id === assignment.id);
    expect(hit?.route).toEqual({ name: '_assignmentDetail', params: { Id: String(assignment.id) } });
    expect(hit?.subtitle).toContain(assignment.client);
    const byClient = await search(partner, assignment.client, '&type=assignment');
    expect(byClient.counts.assignment).toBeGreaterThanOrEqual(1);
  });

  it('marks a snippet cut from a longer text with an ellipsis at each cut end, and a whole one with none', async () => {
    const words = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `filler${String.fromCharCode(97 + ((from + i) % 26))}`).join(
        ' ',
      );
    const page = await createPage(admin, { Title: 'Travel desk', MetaDescription: '' });
    const saved = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [
        {
          UUID: '-1',
          Title: 'Booking',
          Text: `<p>${words(0, 40)} the quetzalcoatlite desk books trains ${words(5, 40)}</p>`,
          Width: 12,
          Type: { Identifier: 'RichText' },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [cut] = hitsOf(await search(partner, 'quetzalcoatlite'), 'page');
    expect(plain(cut.snippet)).toMatch(/^… .*quetzalcoatlite desk books trains.* …$/);

    const short = await createPage(admin, { Title: 'Parking', MetaDescription: '' });
    await admin.post('/api/v2/page', {
      UUID: short.UUID,
      Sections: [
        {
          UUID: '-1',
          Title: '',
          Text: '<p>Ask the xylophonist desk.</p>',
          Width: 12,
          Type: { Identifier: 'RichText' },
        },
      ],
    });
    const [whole] = hitsOf(await search(partner, 'xylophonist'), 'page');
    expect(plain(whole.snippet)).not.toContain('…');
    expect(plain(whole.snippet)).toContain('Ask the xylophonist desk.');
  });

  it("says a page's description once when its text opens with it, and under the title when it does not", async () => {
    const savePage = async (title: string, description: string, text: string) => {
      const page = await createPage(admin, { Title: title, MetaDescription: description });
      const saved = await admin.post('/api/v2/page', {
        UUID: page.UUID,
        Sections: [{ UUID: '-1', Title: '', Text: text, Width: 12, Type: { Identifier: 'RichText' } }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await savePage(
      'Reading room',
      'The zorbonite room opens at nine.',
      '<p>The zorbonite room opens at nine. Bring a badge.</p>',
    );
    await savePage(
      'Post room',
      'Parcels for the whole office.',
      '<p>The zorbonite scales weigh every parcel.</p>',
    );
    const hits = hitsOf(await search(partner, 'zorbonite', '&type=page'), 'page');
    const reading = hits.find((h) => plain(h.title) === 'Reading room');
    const post = hits.find((h) => plain(h.title) === 'Post room');
    expect(reading?.subtitle).toBe('');
    expect(plain(reading?.snippet ?? []).trim()).toBe('The zorbonite room opens at nine. Bring a badge.');
    expect(post?.subtitle).toBe('Parcels for the whole office.');
  });

  it('finds a page by a word of its text right after the save, with the word highlighted in the snippet', async () => {
    const page = await createPage(admin, { Title: 'Onboarding notes', MetaDescription: 'For new joiners' });
    expect((await search(partner, 'zanzibarite')).counts.all).toBe(0);
    const saved = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [
        {
          UUID: '-1',
          Title: 'Welcome',
          Text: '<p>Ask the <b>zanzibarite</b> desk for a laptop &amp; a badge.</p><script>alert(1)</script>',
          Width: 12,
          Type: { Identifier: 'RichText' },
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const result = await search(partner, 'zanzibar');
    const [hit] = hitsOf(result, 'page');
    expect(hit.route).toEqual({ name: page.VueRouterName, params: {} });
    expect(plain(hit.title)).toBe('Onboarding notes');
    expect(hit.snippet.find((p) => p.isMatch)?.text).toBe('zanzibarite');
    expect(plain(hit.snippet)).toContain('laptop & a badge');
    expect(plain(hit.snippet)).not.toContain('<');

    // Saved again without the word: gone from the results.
    const current = (await admin.get(`/api/v2/page/${page.UUID}`)).json();
    await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [{ ...current.Sections[0], Text: '<p>Ask the front desk.</p>' }],
    });
    expect((await search(partner, 'zanzibarite')).counts.page).toBe(0);
  });

  it('shows disabled, unpublished and expired pages to site admins only', async () => {
    await createPage(admin, { Title: 'Quarantined tundraplan', Status: 'disabled' });
    await createPage(admin, { Title: 'Expired tundraplan', ExpirationDate: '2008-01-02' });
    await createPage(admin, { Title: 'Published tundraplan' });
    const forPartner = await search(partner, 'tundraplan');
    expect(hitsOf(forPartner, 'page').map((h) => plain(h.title))).toEqual(['Published tundraplan']);
    expect(forPartner.counts.page).toBe(1);
    const forAdmin = await search(admin, 'tundraplan');
    expect(forAdmin.counts.page).toBe(3);
  });

  it('finds the page of a learn-more link by its oid, hidden pages for admins only', async () => {
    const visible = await createPage(admin, { Title: 'Learn about oids' });
    const hidden = await createPage(admin, { Title: 'Hidden oid page', Status: 'disabled' });
    const oidOf = async (uuid: string) =>
      (await query<{ id: number }>(sql`select id from routes where uuid = ${uuid}`))[0].id;
    const visibleOid = await oidOf(visible.UUID);
    const hiddenOid = await oidOf(hidden.UUID);
    expect((await partner.get(`/api/v2/search/page/${visibleOid}`)).json()).toEqual({ UUID: visible.UUID });
    expect((await partner.get(`/api/v2/search/page/${hiddenOid}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v2/search/page/${hiddenOid}`)).json()).toEqual({ UUID: hidden.UUID });
    expect((await partner.get('/api/v2/search/page/99999999')).statusCode).toBe(404);
  });

  it('leaves trashed pages out', async () => {
    const page = await createPage(admin, { Title: 'Binned marmalade' });
    expect((await search(admin, 'marmalade')).counts.page).toBe(1);
    expect((await admin.delete('/api/v2/routes', [page.UUID])).statusCode).toBe(200);
    expect((await search(admin, 'marmalade')).counts.page).toBe(0);
  });

  it('finds what an import brought in', async () => {
    const before = hitsOf(await search(admin, 'Northbridge'), 'company');
    expect(before.map((h) => plain(h.title))).not.toContain('Northbridge Bank Group');
    const dir = path.resolve(import.meta.dirname, '../../../../../docs/data-import-example');
    const form = new FormData();
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.csv')))
      form.append(name, new Blob([readFileSync(path.join(dir, name))], { type: 'text/csv' }), name);
    const encoded = new Response(form);
    const imported = await admin.request({
      method: 'POST',
      url: '/api/v2/admin/import',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const result = await search(partner, 'Northbridge');
    expect(hitsOf(result, 'company').map((h) => plain(h.title))).toContain('Northbridge Bank Group');
    expect(hitsOf(result, 'company')[0].subtitle).toContain('northbridge.example');
    expect(hitsOf(await search(partner, 'Maria Alvarez'), 'person')[0].subtitle).toContain(
      'Managing Partner',
    );
  });

  it('pages through one type and counts every type', async () => {
    const all = await search(partner, 'a');
    expect(all.type).toBeNull();
    expect(all.groups.every((g) => g.hits.length <= 5)).toBe(true);
    const people = await search(partner, 'a', '&type=person&page=2');
    expect(people.counts).toEqual(all.counts);
    expect(people.groups.map((g) => g.type)).toEqual(['person']);
    const firstPage = await search(partner, 'a', '&type=person');
    const seen = new Set(firstPage.groups[0].hits.map((h) => h.id));
    expect(people.groups[0].hits.some((h) => seen.has(h.id))).toBe(false);
  });

  it('finds names and titles by one or two letters, and words of the text from three', async () => {
    await createPage(admin, { Title: 'Qwixel rota', MetaDescription: 'Who minds the qwombat desk' });
    const byTitle = await search(admin, 'qw', '&type=page');
    expect(byTitle.groups[0].hits.map((h) => plain(h.title))).toContain('Qwixel rota');
    expect(hitsOf(await search(admin, 'r'), 'page').length).toBeGreaterThan(0);
    // The description's word is not a name: two letters leave it out, three find it.
    await createPage(admin, { Title: 'Front desk', MetaDescription: 'Ask about the qxombat badge' });
    expect((await search(admin, 'qx')).counts.page).toBe(0);
    expect(hitsOf(await search(admin, 'qxo'), 'page').map((h) => plain(h.title))).toEqual(['Front desk']);
  });

  it('answers an empty result to an empty query and 400 with a clear message to an over-long one', async () => {
    const empty = await search(partner, '   ');
    expect(empty.counts.all).toBe(0);
    expect(empty.groups).toEqual([]);
    expect((await search(partner, '%&!')).counts.all).toBe(0);
    const long = await partner.get(`/api/v2/search?q=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SEARCH_TOO_LONG_MESSAGE);
    expect((await partner.get('/api/v2/search?q=x&type=planet')).statusCode).toBe(400);
    expect((await t.client().get('/api/v2/search?q=x')).statusCode).toBe(401);
  });

  it('takes web-search syntax: quoted phrases and -words', async () => {
    await createPage(admin, { Title: 'Glacier walking policy' });
    await createPage(admin, { Title: 'Glacier parking policy' });
    expect((await search(admin, '"glacier walking"')).counts.page).toBe(1);
    expect((await search(admin, 'glacier -parking')).counts.page).toBe(1);
  });
});

describe('search terms', () => {
  it('makes every word a prefix and keeps quotes out of the query text', () => {
    expect(toSearchTerms("O'Brien sm")?.query).toBe("'O':* & 'Brien':* & 'sm':*");
    expect(toSearchTerms('  ')).toBeUndefined();
    expect(toSearchTerms('"exact phrase"')?.isWebSearch).toBe(true);
  });

  it('splits marked text into pieces', () => {
    expect(toSearchText('a \uE000b\uE001 c')).toEqual([
      { text: 'a ', isMatch: false },
      { text: 'b', isMatch: true },
      { text: ' c', isMatch: false },
    ]);
  });
});
