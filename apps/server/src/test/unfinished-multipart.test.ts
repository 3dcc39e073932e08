// A multipart body that stops before its closing boundary (a dropped connection, a client that
// gives up) is a bad request: every upload endpoint answers 400 saying so and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from './test-app.ts';

let t: TestApp;
let admin: TestClient;
let adminId: number;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  adminId = (await admin.login(DEMO.admin)).json().User.ID;
  const event = await admin.post('/api/v2/calendar/events', {
    subject: 'Unfinished uploads',
    startsAt: '2031-05-04T10:00:00Z',
    endsAt: '2031-05-04T11:00:00Z',
  });
  eventId = event.json().id;
}, 120_000);
afterAll(() => t.close());

const BOUNDARY = 'atrium-test-boundary';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One file part whose body ends without `--boundary--`, as a cut connection leaves it. */
function unfinishedBody(fileName: string, type: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
  ]);
}

const send = (method: 'POST' | 'PUT', url: string, payload: Buffer) =>
  admin.request({
    method,
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

const UNFINISHED = 'The upload ended before the file was complete. Send it again.';

describe('a multipart upload without its closing boundary', () => {
  it.each([
    ['POST', '/api/v2/webComand/assets', 'cut.png', 'image/png', PNG],
    ['POST', '/api/v2/cms/upload', 'cut.png', 'image/png', PNG],
    ['POST', '/api/v2/box/local/folder/local/upload', 'cut.txt', 'text/plain', Buffer.from('minutes')],
  ] as const)('%s %s answers 400 and stores nothing', async (method, url, name, type, content) => {
    const response = await send(method, url, unfinishedBody(name, type, content));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(UNFINISHED);
  });

  it('answers 400 as a profile photo and as a calendar attachment', async () => {
    const photo = await send(
      'PUT',
      `/api/v2/user/${adminId}/photo`,
      unfinishedBody('me.png', 'image/png', PNG),
    );
    expect(photo.statusCode, photo.body).toBe(400);
    expect(photo.json().message).toBe(UNFINISHED);
    const attachment = await send(
      'POST',
      `/api/v2/calendar/events/${eventId}/attachments`,
      unfinishedBody('agenda.txt', 'text/plain', Buffer.from('agenda')),
    );
    expect(attachment.statusCode, attachment.body).toBe(400);
    expect(attachment.json().message).toBe(UNFINISHED);
  });

  it('answers 400 to a CSV import', async () => {
    const csv = unfinishedBody('companies.csv', 'text/csv', Buffer.from('Id,Name\n'));
    const response = await send('POST', '/api/v2/admin/import', csv);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(UNFINISHED);
  });

  it('leaves the image library and the folder without the cut files', async () => {
    const assets = await admin.get('/api/v2/webComand/assets?search=cut');
    expect(assets.statusCode).toBe(200);
    expect(assets.body).not.toContain('cut.png');
    const folder = await admin.get('/api/v2/box/folder/local');
    expect(folder.statusCode, folder.body).toBe(200);
    expect(folder.body).not.toContain('cut.txt');
  });
});
