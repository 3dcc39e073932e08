// A page's search entry built after the save, a step at a time, is the very entry its commit would
// have written: the same plain text, the same words at the same positions, ranked alike.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/sql-rows.ts';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { startPageSearchEntries } from './page-entries.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

const query = <T>(statement: SQL) => queryRows<T>(t.database.db, statement);

const richText = (uuid: string, title: string, text: string) => ({
  UUID: uuid,
  Title: title,
  Text: text,
  Width: 12,
  Type: { Identifier: 'RichText' },
});

/** Editor-like HTML of about `length` characters: the same few words thousands of times over. */
function longText(length: number): string {
  const parts: string[] = [];
  for (let i = 0, total = 0; total < length; i++) {
    const part =
      i % 5 === 4
        ? `<ul><li>Item ${i} of the list</li><li><em>Second</em>   item</li></ul>\n`
        : `<p>Paragraph ${i} with <strong>bold</strong> text&nbsp;and <a href="https://example.com/${i}">a link</a>.</p>`;
    parts.push(part);
    total += part.length;
  }
  return parts.join('');
}

const entryOf = async (routeId: number) => {
  const [row] = await query<Record<string, string>>(
    sql`select title, subtitle, body, name_fold, document::text as document from search_documents
        where kind = 'page' and ref_id = ${routeId}`,
  );
  return row;
};

describe('page search entries built after the save', () => {
  it('are the entries the commit would have written, for long, accented and short texts', async () => {
    const page = await createPage(admin, { MetaDescription: 'Étude de cas' });
    const sections = [
      richText('-1', 'Long <b>read</b>', longText(390_000)),
      richText(
        '-2',
        'Zürich',
        '<p>Genève &amp; Zürich — “quoted” O’Brien, e-mail a.b@c.de, 3.14 😀 naïve</p>',
      ),
      { ...richText('-3', 'Not indexed', '<p>hidden words</p>'), Type: { Identifier: 'Image' } },
      richText('-4', '', `${longText(20_000)}<p>Closing  words &lt;here&gt;</p>`),
    ];
    const saved = await admin.post('/api/v2/page', { UUID: page.UUID, Sections: sections, Force: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const [{ id }] = await query<{ id: number }>(sql`select id from routes where uuid = ${page.UUID}`);

    // Built here, as after a save or at a start, whichever database the tests run on.
    await query(sql`insert into search_pages_pending (route_id) values (${id}) on conflict do nothing`);
    const entries = startPageSearchEntries({ db: t.database.db, log: t.app.log });
    await entries.settled();
    const built = await entryOf(id);
    expect(await query(sql`select route_id from search_pages_pending where route_id = ${id}`)).toEqual([]);

    await query(sql`select search_index_pages(array[${id}::int])`);
    const atCommit = await entryOf(id);
    expect(built.body.length).toBe(20_000);
    expect(built.document.length).toBeGreaterThan(1000);
    expect(built).toEqual(atCommit);
    await entries.close();
  });

  it('find a page by the text saved a moment ago', async () => {
    const page = await createPage(admin);
    const text = `<p>Quokkaberry opens.</p>${longText(200_000)}`;
    const saved = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [richText('-1', 'Read', text)],
      Force: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const found = (await admin.get('/api/v2/search?q=quokkaberry&type=page')).json();
    const titles = found.groups[0].hits.map((hit: { title: { text: string }[] }) =>
      hit.title.map((part) => part.text).join(''),
    );
    expect(titles).toEqual([page.Title]);
  });
});
