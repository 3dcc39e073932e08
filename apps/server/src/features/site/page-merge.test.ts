import {
  ErrorBodySchema,
  type Page,
  PageVersionSummarySchema,
  type SavePageReply,
  STALE_COPY_MESSAGE,
} from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../db/seed/factories.ts';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let other: TestClient;
let otherName: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  const user = await seedUser(t.database.db, {
    firstName: 'Rosa',
    lastName: 'Merino',
    isSiteAdmin: true,
    password: 'demo',
  });
  otherName = `${user.firstName} ${user.lastName}`;
  other = await signIn(t, user.email);
});
afterAll(() => t.close());

const getPage = async (uuid: string): Promise<Page> => (await admin.get(`/api/v2/page/${uuid}`)).json();

const widget = (uuid: string, title: string, attributes: { Name: string; Value: string }[] = []) => ({
  UUID: uuid,
  Title: title,
  Text: `<p>${title}</p>`,
  Width: 12,
  Type: { Identifier: 'RichText' },
  Attributes: attributes,
});

/** Sends a page from a loaded copy, the way the editor does when it publishes. */
const publish = (client: TestClient, page: Page, sections: Page['Sections'], extra: object = {}) =>
  client.post('/api/v2/page', {
    UUID: page.UUID,
    Version: page.Version,
    Sections: sections,
    Merge: true,
    ...extra,
  });

/** A page with widgets A, B and C, saved once, as both editors load it. */
async function pageWithThreeWidgets(): Promise<Page> {
  const page = await createPage(admin);
  const saved = await admin.post('/api/v2/page', {
    UUID: page.UUID,
    Sections: [
      widget('-1', 'A', [{ Name: 'color', Value: 'blue' }]),
      widget('-2', 'B'),
      widget('-3', 'C', [{ Name: 'limit', Value: '5' }]),
    ],
  });
  expect(saved.statusCode).toBe(200);
  return saved.json();
}

const edit = (page: Page, title: string, changes: Partial<Page['Sections'][number]>) =>
  page.Sections.map((s) => (s.Title === title ? { ...s, ...changes } : s));

describe('publishing from an older copy with Merge', () => {
  it('publishes both when two admins changed different widgets, and says what was merged', async () => {
    const loaded = await pageWithThreeWidgets();
    expect((await publish(other, loaded, edit(loaded, 'A', { Width: 6 }))).statusCode).toBe(200);

    const mine = await publish(admin, loaded, edit(loaded, 'C', { Text: '<p>C, rewritten</p>' }));
    expect(mine.statusCode).toBe(200);
    const reply = mine.json() as SavePageReply;
    expect(reply.Merge?.MergedWith.map((a) => a.FullName)).toEqual([otherName]);
    expect(reply.Merge?.Kept).toContainEqual(
      expect.objectContaining({ SectionTitle: 'A', Setting: 'Width' }),
    );

    const now = await getPage(loaded.UUID);
    expect(now.Sections.map((s) => [s.Title, s.Width, s.Text])).toEqual([
      ['A', 6, '<p>A</p>'],
      ['B', 12, '<p>B</p>'],
      ['C', 12, '<p>C, rewritten</p>'],
    ]);
  });

  it('merges different settings of one widget, attributes one by one', async () => {
    const loaded = await pageWithThreeWidgets();
    const theirs = edit(loaded, 'A', { Attributes: [{ Name: 'color', Value: 'red' }] });
    expect((await publish(other, loaded, theirs)).statusCode).toBe(200);

    const mine = edit(loaded, 'A', {
      Title: 'A renamed',
      Attributes: [
        { Name: 'color', Value: 'blue' },
        { Name: 'size', Value: 'large' },
      ],
    });
    expect((await publish(admin, loaded, mine)).statusCode).toBe(200);

    const a = (await getPage(loaded.UUID)).Sections[0];
    expect(a.Title).toBe('A renamed');
    expect(a.Attributes).toEqual([
      { Name: 'color', Value: 'red' },
      { Name: 'size', Value: 'large' },
    ]);
  });

  it('keeps widgets the other admin added and removed, and widgets added here, in their places', async () => {
    const loaded = await pageWithThreeWidgets();
    const theirs = [...loaded.Sections.filter((s) => s.Title !== 'B'), widget('-7', 'D')];
    expect((await publish(other, loaded, theirs as Page['Sections'])).statusCode).toBe(200);

    const [a, b, c] = loaded.Sections;
    const mine = await publish(admin, loaded, [widget('-9', 'New first'), c, a, b] as Page['Sections']);
    expect(mine.statusCode).toBe(200);
    expect((await getPage(loaded.UUID)).Sections.map((s) => s.Title)).toEqual(['New first', 'C', 'D', 'A']);
    const kept = (mine.json() as SavePageReply).Merge?.Kept.map((k) => `${k.SectionTitle} ${k.Setting}`);
    expect(kept).toEqual(expect.arrayContaining(['B Removed', 'D Added']));
  });

  it('asks with both values when both changed the same setting, and writes nothing', async () => {
    const loaded = await pageWithThreeWidgets();
    expect((await publish(other, loaded, edit(loaded, 'B', { Title: 'B by Rosa' }))).statusCode).toBe(200);

    const refused = await publish(admin, loaded, edit(loaded, 'B', { Title: 'B by me' }));
    expect(refused.statusCode).toBe(409);
    const body = ErrorBodySchema.parse(refused.json());
    expect(body).toMatchObject({ code: 'stale_version', message: STALE_COPY_MESSAGE });
    expect(body.conflicts).toEqual([
      {
        SectionUUID: loaded.Sections[1].UUID,
        SectionTitle: 'B by me',
        Setting: 'Title',
        Yours: 'B by me',
        Theirs: 'B by Rosa',
      },
    ]);
    expect((await getPage(loaded.UUID)).Sections[1].Title).toBe('B by Rosa');

    const forced = await publish(admin, loaded, edit(loaded, 'B', { Title: 'B by me' }), { Force: true });
    expect(forced.statusCode).toBe(200);
    expect((await getPage(loaded.UUID)).Sections[1].Title).toBe('B by me');
  });

  it('asks when one side removed a widget the other changed', async () => {
    const loaded = await pageWithThreeWidgets();
    expect((await publish(other, loaded, edit(loaded, 'C', { Width: 4 }))).statusCode).toBe(200);
    const refused = await publish(
      admin,
      loaded,
      loaded.Sections.filter((s) => s.Title !== 'C'),
    );
    expect(refused.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(refused.json()).conflicts).toEqual([
      expect.objectContaining({ SectionTitle: 'C', Yours: 'Removed', Theirs: 'Changed: Width' }),
    ]);
  });

  it('without Merge, an older copy is still refused as before', async () => {
    const loaded = await pageWithThreeWidgets();
    expect((await publish(other, loaded, edit(loaded, 'A', { Width: 6 }))).statusCode).toBe(200);
    const refused = await publish(admin, loaded, edit(loaded, 'C', { Width: 6 }), { Merge: undefined });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'stale_version', message: STALE_COPY_MESSAGE });
  });

  it('records both authors in the page history', async () => {
    const loaded = await pageWithThreeWidgets();
    expect((await publish(other, loaded, edit(loaded, 'A', { Width: 6 }))).statusCode).toBe(200);
    const merged = (await publish(admin, loaded, edit(loaded, 'B', { Width: 6 }))).json() as SavePageReply;

    const history = (await admin.get(`/api/v2/page/${loaded.UUID}/versions`)).json();
    const entry = PageVersionSummarySchema.parse(history[0]);
    expect(entry.Version).toBe(merged.Version);
    expect(entry.CreatedBy?.FullName).not.toBe(otherName);
    expect(entry.MergedWith.map((a) => a.FullName)).toEqual([otherName]);
    const theirEntry = PageVersionSummarySchema.parse(history[1]);
    expect(theirEntry.CreatedBy?.FullName).toBe(otherName);
    expect(theirEntry.MergedWith).toEqual([]);
  });
});
