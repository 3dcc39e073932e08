// An uploaded file comes back with the type its uploader declared only when that type cannot run in
// the browser (documents, office formats, text, CSV, decodable images); HTML, scripts, SVG and
// anything unknown come back as application/octet-stream — always as an attachment, never sniffed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uploadPortalFile } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { multipartBody } from '../assets/test-images.ts';

let t: TestApp;
let admin: TestClient;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  const event = await admin.post('/api/v2/calendar/events', {
    subject: 'Served types',
    startsAt: '2031-05-04T10:00:00Z',
    endsAt: '2031-05-04T11:00:00Z',
  });
  eventId = event.json().id;
}, 120_000);
afterAll(() => t.close());

async function uploadLocal(name: string, type: string, bytes: Buffer): Promise<string> {
  const response = await uploadPortalFile(admin, { name, bytes, type });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

const SCRIPT = Buffer.from('<script>alert(document.cookie)</script>');

const CASES = [
  ['page.html', 'text/html', 'application/octet-stream'],
  ['app.js', 'text/javascript', 'application/octet-stream'],
  ['logo.svg', 'image/svg+xml', 'application/octet-stream'],
  ['feed.xml', 'application/xml', 'application/octet-stream'],
  ['page.xhtml', 'application/xhtml+xml', 'application/octet-stream'],
  ['odd.bin', 'not a type', 'application/octet-stream'],
  ['minutes.pdf', 'application/pdf', 'application/pdf'],
  ['notes.txt', 'text/plain; charset=utf-8', 'text/plain'],
  ['list.csv', 'text/csv', 'text/csv'],
  ['photo.PNG', 'IMAGE/PNG', 'image/png'],
  [
    'report.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
] as const;

describe('a local file downloads with a type the browser cannot run', () => {
  it.each(CASES)('%s declared as %s is served as %s', async (name, declared, served) => {
    const id = await uploadLocal(name, declared, SCRIPT);
    const response = await admin.get(`/api/v2/box/file/${id}/download`);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type']).split(';')[0]).toBe(served);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(SCRIPT)).toBe(true);
  });
});

describe('a calendar attachment downloads with a type the browser cannot run', () => {
  it.each([
    ['invite.html', 'text/html', 'application/octet-stream'],
    ['agenda.svg', 'image/svg+xml', 'application/octet-stream'],
    ['agenda.pdf', 'application/pdf', 'application/pdf'],
  ] as const)('%s declared as %s is served as %s', async (name, declared, served) => {
    const uploaded = await admin.request({
      method: 'POST',
      url: `/api/v2/calendar/events/${eventId}/attachments`,
      ...multipartBody([{ name: 'file', value: SCRIPT, filename: name, type: declared }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const attachment = (uploaded.json().attachments as { Id: number; Name: string }[]).find(
      (a) => a.Name === name,
    );
    const response = await admin.post(`/api/v2/widget/calendar/attachments/${attachment?.Id}/download`, {
      Id: `db:${eventId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['content-type']).split(';')[0]).toBe(served);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
