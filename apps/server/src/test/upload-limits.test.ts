// Uploads over a limit are refused with 413, never stored cut short, whatever the client: these
// tests send real HTTP with Node's fetch (which streams the multipart body) to a listening app.
import { deflateSync } from 'node:zlib';
import { MAX_IMAGE_SIDE_PX } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../features/assets/test-images.ts';
import { listeningOrigin } from '../features/integrations/connectors.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from './test-app.ts';

let t: TestApp;
let admin: TestClient;
let adminId: number;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = listeningOrigin(t.app.server);
  admin = t.client();
  adminId = (await admin.login(DEMO.admin)).json().User.ID;
});
afterAll(() => t.close());

const TWELVE_MB = 12 * 1024 * 1024;
const IMPORT_PATH = '/api/v2/admin/import';

/** A valid PNG header claiming the given size, followed by filler bytes up to `length`. */
function pngClaiming(width: number, height: number, length = 1024): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const body = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
  ]);
  return body.length >= length ? body : Buffer.concat([body, Buffer.alloc(length - body.length)]);
}

/** POST/PUT a FormData body with the signed-in client's cookies, as a browser script would. */
async function send(method: string, url: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${origin}${url}`, {
    method,
    body: form,
    headers: { cookie, 'x-csrf-token': admin.cookies.get('atrium_csrf') ?? '' },
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

async function newEventId(): Promise<number> {
  const response = await admin.post('/api/v2/calendar/events', {
    subject: 'Upload limits',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 90_000_000).toISOString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

describe('a 12 MB upload sent with fetch', () => {
  it('is refused with 413 by the image library', async () => {
    for (const url of ['/api/v2/webComand/assets', '/api/v2/cms/upload']) {
      const reply = await send('POST', url, 'big.png', pngClaiming(100, 100, TWELVE_MB), 'image/png');
      expect(reply.status, url).toBe(413);
      expect(reply.body.message).toBe('The image is larger than 10 MB.');
    }
    const list = await admin.get('/api/v2/webComand/assets?search=big');
    expect(JSON.stringify(list.json())).not.toContain('big.png');
  });

  it('is refused with 413 as a profile photo', async () => {
    const reply = await send(
      'PUT',
      `/api/v2/user/${adminId}/photo`,
      'me.png',
      pngClaiming(100, 100, TWELVE_MB),
      'image/png',
    );
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('The photo is larger than 5 MB.');
  });

  it('is refused with 413 as a file (30 MB) and as a calendar attachment (25 MB)', async () => {
    const file = await send(
      'POST',
      '/api/v2/box/local/folder/local/upload',
      'big.pdf',
      Buffer.alloc(30 * 1024 * 1024),
      'application/pdf',
    );
    expect(file.status).toBe(413);
    expect(file.body.message).toBe('Files may be at most 25 MB.');
    const id = await newEventId();
    const attachment = await send(
      'POST',
      `/api/v2/calendar/events/${id}/attachments`,
      'big.pdf',
      Buffer.alloc(25 * 1024 * 1024),
      'application/pdf',
    );
    expect(attachment.status).toBe(413);
    expect(attachment.body.message).toBe('An attachment is at most 20 MB.');
    const event = (await admin.get('/api/v2/calendar/events')).json() as {
      id: number;
      attachments: unknown[];
    }[];
    expect(event.find((e) => e.id === id)?.attachments).toEqual([]);
  });
});

describe('a CSV import over 50 MB sent with fetch', () => {
  it('is refused with 413, not imported cut short', async () => {
    const csv = Buffer.alloc(51 * 1024 * 1024, 'a');
    const reply = await send('POST', IMPORT_PATH, 'companies.csv', csv, 'text/csv');
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('Each CSV file may be at most 50 MB.');
  });
});

describe('an image whose header claims an absurd size', () => {
  it('is refused with 400 before it is decoded or stored', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    const reply = await send('POST', '/api/v2/webComand/assets', 'bomb.png', bomb, 'image/png');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(`${MAX_IMAGE_SIDE_PX}`);
    const photo = await send('PUT', `/api/v2/user/${adminId}/photo`, 'bomb.png', bomb, 'image/png');
    expect(photo.status).toBe(400);
  });

  it('still accepts an ordinary small image', async () => {
    const reply = await send('POST', '/api/v2/webComand/assets', 'ok.png', pngBytes(40, 30), 'image/png');
    expect(reply.status).toBe(200);
  });
});
