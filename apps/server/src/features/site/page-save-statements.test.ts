import type { Page } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
});
afterAll(() => t.close());

const richText = (uuid: string, title: string) => ({
  UUID: uuid,
  Title: title,
  Text: `<p>${title}</p>`,
  Width: 6,
  Type: { Identifier: 'RichText' },
});

/** Every statement that reaches the database driver while the request runs, the session lookup included. */
async function recordSave(body: { Sections: unknown[] } & Record<string, unknown>) {
  // On the embedded database an earlier save's search entry is built after its reply; a search
  // waits for it, so that only this save's own statements are counted.
  expect((await admin.get('/api/v2/search?q=budget')).statusCode).toBe(200);
  const recording = t.database.recordStatements();
  const response = await admin.post('/api/v2/page', body);
  const statements = recording.stop();
  expect(response.statusCode, response.body).toBe(200);
  return { page: response.json() as Page, statements };
}

describe('POST /api/v2/page statement budget', () => {
  it('saves a page of three sections in at most 5 statements plus one per section', async () => {
    const parent = await createPage(admin);
    const page = await createPage(admin, { parent: { UUID: parent.UUID } });
    const budget = (sections: unknown[]) => 5 + sections.length;

    const firstSections = [richText('-1', 'One'), richText('-2', 'Two'), richText('-3', 'Three')];
    const first = await recordSave({ UUID: page.UUID, Version: 1, Sections: firstSections });
    expect(first.statements.length, first.statements.join('\n')).toBeLessThanOrEqual(budget(firstSections));

    // One section edited, one moved, one new, one removed, and a filter changed.
    const [one, two] = first.page.Sections;
    const sections = [{ ...two, Title: 'Two, edited' }, richText('-4', 'Four'), { ...one, Width: 12 }];
    const second = await recordSave({
      UUID: page.UUID,
      Version: first.page.Version,
      Sections: sections,
      ContentFilter: { tags: [], search: 'budget' },
    });
    expect(second.statements.length, second.statements.join('\n')).toBeLessThanOrEqual(budget(sections));

    // The answer is the page as stored, not a guess at it.
    expect(second.page.Sections.map((s) => s.Title)).toEqual(['Two, edited', 'Four', 'One']);
    expect(second.page).toEqual((await admin.get(`/api/v2/page/${page.UUID}`)).json());
    const versions = (await admin.get(`/api/v2/page/${page.UUID}/versions`)).json();
    expect(
      versions.map((v: { Version: number; SectionCount: number }) => [v.Version, v.SectionCount]),
    ).toEqual([
      [3, 3],
      [2, 3],
      [1, 0],
    ]);
  });

  it('writes only the sections that changed: a save of the page as loaded touches no section', async () => {
    const page = await createPage(admin);
    const sections = [richText('-1', 'One'), richText('-2', 'Two'), richText('-3', 'Three')];
    const first = await recordSave({ UUID: page.UUID, Version: 1, Sections: sections });

    const asLoaded = await recordSave({
      UUID: page.UUID,
      Version: first.page.Version,
      Sections: first.page.Sections,
    });
    const sectionWrites = (statements: string[]) =>
      statements.filter((s) => /^\s*(update|insert into) "sections"/i.test(s));
    expect(sectionWrites(asLoaded.statements)).toEqual([]);
    expect(asLoaded.page.Version).toBe(first.page.Version + 1);
    expect(asLoaded.page.Sections).toEqual(first.page.Sections);

    // One title edited: one section written.
    const [one, ...rest] = asLoaded.page.Sections;
    const edited = await recordSave({
      UUID: page.UUID,
      Version: asLoaded.page.Version,
      Sections: [{ ...one, Title: 'Kumquat orchard' }, ...rest],
    });
    expect(sectionWrites(edited.statements)).toHaveLength(1);
    expect(edited.page.Sections.map((s) => s.Title)).toEqual(['Kumquat orchard', 'Two', 'Three']);
  });
});
