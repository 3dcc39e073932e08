// What the sanitiser and the route form refuse or clean: script-like links, odd paths, overlong fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { sanitizeRichText } from './rich-text.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
});
afterAll(() => t.close());

describe('rich text', () => {
  it('drops SVG data images and CSS expressions', () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">')).toBe('<img>');
    expect(sanitizeRichText('<img src=" data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
    expect(sanitizeRichText('<p style="width: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p style="color: rgb(1, 2, 3)">x</p>')).toBe(
      '<p style="color: rgb(1, 2, 3)">x</p>',
    );
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});

describe('route form', () => {
  const save = (fields: Record<string, unknown>) => {
    const n = Math.random().toString(36).slice(2, 8);
    return admin.post('/api/v2/routes', {
      Title: `Left ${n}`,
      VueRouterName: `left-${n}`,
      VueRouterPath: `left-${n}`,
      ...fields,
    });
  };

  it('refuses a path that is not one URL segment, saying why', async () => {
    for (const path of ['../../admin', 'a/b?c#d', '%2e%2e', 'javascript:alert(1)', '..']) {
      const response = await save({ VueRouterPath: path });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toContain('A path is one URL segment');
      expect(response.json().issues[0].path).toBe('VueRouterPath');
    }
    expect((await save({ VueRouterPath: 'interview guides' })).statusCode).toBe(200);
  });

  it('names every field that is too long, with its limit', async () => {
    const long = 'x'.repeat(600);
    const response = await save({ Title: long, VueRouterName: long, VueRouterPath: long });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'Title', message: 'A title may hold at most 300 characters.' },
      { path: 'VueRouterName', message: 'An internal name may hold at most 200 characters.' },
      { path: 'VueRouterPath', message: 'A path may hold at most 200 characters.' },
    ]);
    expect(response.json().message).toBe(
      'The request is not valid. Title: A title may hold at most 300 characters. (and 2 more)',
    );
  });

  it('refuses redirect links that are not an http(s) address, a /path or a page name', async () => {
    for (const link of [
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript:alert(1)',
      '//evil.example',
    ]) {
      const response = await save({ RedirectLink: link });
      expect(response.statusCode, JSON.stringify(link)).toBe(400);
      expect(response.json().issues[0]).toEqual({
        path: 'RedirectLink',
        message: 'Use a page name, a /path or an http(s) address.',
      });
    }
    const page = await createPage(admin);
    for (const link of ['https://example.org/a?b=c', '/guides/interviews', page.VueRouterName]) {
      expect((await save({ RedirectLink: link })).statusCode, link).toBe(200);
    }
  });
});
