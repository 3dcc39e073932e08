// A large JSON body (parsed away from the event loop) is answered exactly as a small one is: the
// same refusals, the same messages, the same result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';
import { IN_PLACE_BODY_LIMIT } from './json-body.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
});
afterAll(() => t.close());

/** Spaces JSON allows between tokens: the same body, as many characters as wanted. */
const padding = ' '.repeat(IN_PLACE_BODY_LIMIT);
const sendRaw = (text: string) =>
  admin.request({
    method: 'POST',
    url: '/api/v2/page',
    headers: { 'content-type': 'application/json' },
    payload: text,
  });

describe('a JSON body too large to parse in place', () => {
  it('is refused as invalid JSON with the message a small one gets', async () => {
    const small = await sendRaw('{"UUID": ');
    const large = await sendRaw(`{"UUID": ${padding}`);
    expect(small.statusCode).toBe(400);
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual(small.json());
  });

  it('is refused for a prototype key, a NUL character or a contract failure as a small one is', async () => {
    const page = await createPage(admin);
    const bodies = [
      `{"UUID": "${page.UUID}", "__proto__": {"x": 1}, "Sections": []}`,
      `{"UUID": "${page.UUID}", "Sections": [{"UUID": "-1", "Title": "a\\u0000b", "Text": "", "Width": 6, "Type": {"Identifier": "RichText"}}]}`,
      `{"UUID": "${page.UUID}", "Sections": [{"UUID": "-1", "Width": "wide"}]}`,
    ];
    for (const body of bodies) {
      const small = await sendRaw(body);
      const large = await sendRaw(`${padding}${body}`);
      expect(small.statusCode, body).toBe(400);
      expect(large.statusCode, body).toBe(small.statusCode);
      expect(large.json(), body).toEqual(small.json());
    }
  });

  it('saves a page as a small body does', async () => {
    const page = await createPage(admin);
    const text = `<p>${'Long text. '.repeat(IN_PLACE_BODY_LIMIT / 10)}<script>x()</script></p>`;
    const response = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [{ UUID: '-1', Title: 'Long', Text: text, Width: 12, Type: { Identifier: 'RichText' } }],
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const [saved] = response.json().Sections;
    expect(saved.Title).toBe('Long');
    expect(saved.Text).not.toContain('<script>');
    expect(saved.Text).toContain('Long text. Long text.');
  });

  it('is refused with 401 for a signed-out caller, as a small one is', async () => {
    const anonymous = t.client();
    const response = await anonymous.post('/api/v2/page', { UUID: 'x', Sections: [], Pad: padding });
    expect(response.statusCode).toBe(401);
  });
});
