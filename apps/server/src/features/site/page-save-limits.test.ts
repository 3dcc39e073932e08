// Page save limits: a rich-text save at the limit is saved, sanitised, while other calls are
// answered; beyond the limits the answer says which limit. How long it takes and how much it delays
// others is measured by `npm run bench -- event-loop`, not here.
import { MAX_PAGE_TEXT, MAX_SECTION_TEXT } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  partner = await signIn(t, DEMO.partner);
});
afterAll(() => t.close());

const PARAGRAPH =
  '<p style="text-align: center">Lorem ipsum <strong>dolor</strong> sit <a href="https://example.org" target="_blank">amet</a>, ' +
  'consectetur <span style="color: #00aeef">adipiscing</span> elit <img src="/a.png" onerror="x()"><br></p>';
const richText = (length: number) => PARAGRAPH.repeat(Math.floor(length / PARAGRAPH.length));
const section = (n: number, text: string) => ({
  UUID: `-${n}`,
  Title: `Section ${n}`,
  Text: text,
  Width: 12,
  Type: { Identifier: 'RichText' },
});

describe('POST /api/v2/page rich-text limits', () => {
  it('saves a page at the limit, sanitised, while other calls are answered', async () => {
    const page = await createPage(admin);
    const sections = [1, 2].map((n) => section(n, richText(MAX_PAGE_TEXT / 2)));
    // The sanitising workers start on first use and stay: the first save starts them.
    expect((await admin.post('/api/v2/page', { UUID: page.UUID, Sections: sections })).statusCode).toBe(200);
    const saving = admin.post('/api/v2/page', { UUID: page.UUID, Sections: sections, Force: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = await partner.get('/api/v2/user/isLoggedIn');
    const saved = await saving;

    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(other.statusCode).toBe(200);
    const text = saved.json().Sections[0].Text as string;
    expect(text).not.toMatch(/onerror/);
    expect(text).toContain('<span style="color: #00aeef">adipiscing</span>');
    expect(other.json().IsLoggedIn).toBe(true);
  });

  it('refuses a section over the limit, naming the limit', async () => {
    const page = await createPage(admin);
    const response = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [section(1, 'x'.repeat(MAX_SECTION_TEXT + 1))],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('at most 500,000 characters');
  });

  it('refuses a page whose sections together exceed the page limit, naming it', async () => {
    const page = await createPage(admin);
    const sections = [1, 2, 3].map((n) => section(n, 'x'.repeat(MAX_SECTION_TEXT - 10)));
    const response = await admin.post('/api/v2/page', { UUID: page.UUID, Sections: sections });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('at most 1,000,000 characters');
  });

  it('refuses markup nested absurdly deep, naming the depth', async () => {
    const page = await createPage(admin);
    const response = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [section(1, '<div>'.repeat(90_000))],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('levels deep');
  });
});
