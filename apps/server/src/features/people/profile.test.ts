// Your Profile: phones, currency (reflected in report figures), date format and photo; a person edits only their
// own record, a site admin anyone's.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES, PHONE_MESSAGE, ProfileSchema, ReportResponseSchema } from '@atrium/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssignment, seedFxRate, seedInvoice, seedUser } from '../../db/seed/factories.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { invalidateReportData } from '../reports/report-data.service.ts';
import { makeImage, replyOf, send, signedIn, uploadPhoto } from './people-test-helpers.ts';

let t: TestApp;
let dataDir: string;
let partner: TestClient;
let partnerId: number;
let researcherId: number;
let admin: TestClient;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-profile-'));
  t = await createTestApp({ ATRIUM_DATA_DIR: dataDir });
  partner = t.client();
  partnerId = (await partner.login(DEMO.partner)).json().User.ID;
  const researcher = t.client();
  researcherId = (await researcher.login(DEMO.researcher)).json().User.ID;
  admin = await signedIn(t, DEMO.admin);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const patch = (client: TestClient, id: number, body: unknown) =>
  send(client, 'PATCH', `/api/v2/user/${id}/profile`, body);

describe('Your Profile', () => {
  it('shows your own details, your currency and the currencies to choose from', async () => {
    const profile = replyOf(await partner.get('/api/v2/user/profile'), ProfileSchema);
    expect(profile.Id).toBe(partnerId);
    expect(profile.canEdit).toBe(true);
    expect(profile.currencies).toContain('USD');
    expect(profile.currencies).toContain(profile.Currency);
    expect(profile.currencies).toEqual([...profile.currencies].sort());
    expect((await t.client().get('/api/v2/user/profile')).statusCode).toBe(401);
  });

  it('changes your phones; the directory shows them', async () => {
    const profile = replyOf(
      await patch(partner, partnerId, {
        officePhone: ' +44 (0)20 7123-4567 ',
        mobilePhone: '+44 7700 900.123/4',
      }),
      ProfileSchema,
    );
    expect([profile.officePhone, profile.mobilePhone]).toEqual(['+44 (0)20 7123-4567', '+44 7700 900.123/4']);
    const seen = (await partner.get(`/api/v2/directory/members/${partnerId}`)).json();
    expect(seen.officePhone).toBe('+44 (0)20 7123-4567');
    const cleared = replyOf(await patch(partner, partnerId, { mobilePhone: '' }), ProfileSchema);
    expect(cleared.mobilePhone).toBe('');
  });

  it('refuses phones with other characters, unknown fields and empty changes', async () => {
    for (const body of [
      { officePhone: 'call me' },
      { mobilePhone: '+1 555 0100 ext. 7' },
      { officePhone: '1'.repeat(41) },
      { officePhone: '()' },
      { firstName: 'Someone' },
      {},
    ]) {
      const response = await patch(partner, partnerId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    const bad = (await patch(partner, partnerId, { officePhone: 'call me' })).json();
    expect(bad.issues.map((i: { message: string }) => i.message)).toContain(PHONE_MESSAGE);
  });

  it('accepts only currencies the firm has exchange rates for', async () => {
    const { currencies } = replyOf(await partner.get('/api/v2/user/profile'), ProfileSchema);
    const other = currencies.find((c) => c !== 'USD')!;
    const changed = replyOf(
      await patch(partner, partnerId, { Currency: other.toLowerCase() }),
      ProfileSchema,
    );
    expect(changed.Currency).toBe(other);
    const signedInUser = (await partner.get('/api/v2/user/isLoggedIn')).json().User;
    expect(signedInUser.Currency).toBe(other);
    const unknown = await patch(partner, partnerId, { Currency: 'XAU' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Choose one of the currencies the firm has exchange rates for: /);
    expect((await patch(partner, partnerId, { Currency: 'EURO' })).statusCode).toBe(400);
  });

  it('keeps the date format you choose and hands it to your session; refuses others', async () => {
    const before = replyOf(await partner.get('/api/v2/user/profile'), ProfileSchema);
    expect(before.Locale).toBe('en-US');
    expect(before.locales).toEqual([...LOCALES]);
    const changed = replyOf(await patch(partner, partnerId, { Locale: 'en-GB' }), ProfileSchema);
    expect(changed.Locale).toBe('en-GB');
    expect((await partner.get('/api/v2/user/isLoggedIn')).json().User.Locale).toBe('en-GB');
    for (const Locale of ['en-AU', 'english', '']) {
      const refused = await patch(partner, partnerId, { Locale });
      expect(refused.statusCode, Locale).toBe(400);
      expect(refused.json().message).toContain('Choose one of the date formats: en-US, en-GB, de-DE');
    }
    expect(replyOf(await partner.get('/api/v2/user/profile'), ProfileSchema).Locale).toBe('en-GB');
    replyOf(await patch(partner, partnerId, { Locale: 'en-US' }), ProfileSchema);
  });

  it("refuses to change someone else's profile (403), unless you are a site admin", async () => {
    const refused = await patch(partner, researcherId, { officePhone: '+1 555 0100' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const png = await makeImage({ width: 64, height: 64, format: 'png' });
    expect((await uploadPhoto(partner, researcherId, { name: 'me.png', bytes: png })).statusCode).toBe(403);
    expect((await partner.delete(`/api/v2/user/${researcherId}/photo`)).statusCode).toBe(403);

    const byAdmin = replyOf(await patch(admin, researcherId, { officePhone: '+1 555 0100' }), ProfileSchema);
    expect(byAdmin).toMatchObject({ Id: researcherId, officePhone: '+1 555 0100' });
    expect((await patch(admin, 99999999, { officePhone: '1' })).statusCode).toBe(404);
    expect((await patch(t.client(), partnerId, { officePhone: '1' })).statusCode).toBe(401);
  });
});

describe('a currency change in the figures', () => {
  it("shows a report's billings in the currency chosen on the profile", async () => {
    const db = t.database.db;
    const person = await seedUser(db, {
      password: 'secret-pass',
      currency: 'USD',
      permissions: ['ViewFinancials'],
    });
    const { assignment } = await seedAssignment(db, { team: [{ userId: person.id }] });
    await seedInvoice(db, { assignmentId: assignment.id, amount: 1000, date: '2024-02-10' });
    await seedFxRate(db, { month: '2024-02-01', currency: 'EUR', unitsPerUsd: 0.5 });
    // Written straight to the tables: the report data moves on, as after an import.
    await invalidateReportData(db);
    const client = await signedIn(t, person.email, 'secret-pass');
    const report = async () =>
      replyOf(
        await client.post('/api/v2/financial/report', {
          filter: {
            type: 'activity',
            date: { selection: 'Custom', startDate: '2024-01-01', endDate: '2024-12-31' },
            keys: [{ key: 'partner', value: person.id }],
          },
        }),
        ReportResponseSchema,
      );
    const before = await report();
    expect([before.currency, before.results.metrics.totalBillings]).toEqual(['USD', 1000]);
    replyOf(await patch(client, person.id, { Currency: 'EUR' }), ProfileSchema);
    const after = await report();
    expect([after.currency, after.results.metrics.totalBillings]).toEqual(['EUR', 500]);
  });
});

describe('the profile photo', () => {
  const photos = () =>
    existsSync(path.join(dataDir, 'files', 'photos'))
      ? readdirSync(path.join(dataDir, 'files', 'photos'))
      : [];

  it('stores an uploaded photo re-encoded, serves it, and replaces it cleanly', async () => {
    const withExif = await sharp(await makeImage({ width: 600, height: 800, format: 'jpeg' }))
      .withExif({ IFD0: { Copyright: 'Somebody', Artist: 'GPS here' } })
      .jpeg()
      .toBuffer();
    const profile = replyOf(
      await uploadPhoto(partner, partnerId, { name: 'Me.JPEG', bytes: withExif }),
      ProfileSchema,
    );
    expect(profile.pictureId).toBe(partnerId);
    expect(photos()).toHaveLength(1);
    const stored = await sharp(path.join(dataDir, 'files', 'photos', photos()[0])).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['jpeg', 600, 800, undefined]);
    const picture = await partner.get(
      `/api/v2/cms/image/SquarePhoto/${partnerId}/80/80?v=${profile.pictureVersion}`,
    );
    expect(picture.statusCode).toBe(200);

    const next = replyOf(
      await uploadPhoto(partner, partnerId, {
        name: 'me.png',
        bytes: await makeImage({ width: 2000, height: 2000, format: 'png', colour: '#aa3355' }),
      }),
      ProfileSchema,
    );
    expect(next.pictureVersion).not.toBe(profile.pictureVersion);
    expect(photos()).toHaveLength(1);
    expect((await sharp(path.join(dataDir, 'files', 'photos', photos()[0])).metadata()).width).toBe(1024);
    const cache = path.join(dataDir, 'image-cache', 'SquarePhoto', String(partnerId));
    expect(existsSync(cache)).toBe(false);
  });

  it('refuses what is not a .jpg or .png photo, over 5 MB or over 6000 pixels', async () => {
    const png = await makeImage({ width: 40, height: 40, format: 'png' });
    const cases: [string, Buffer, RegExp][] = [
      ['notes.png', Buffer.from('<script>alert(1)</script>'), /\.jpg or \.png/],
      ['renamed.jpg', png, /\.jpg or \.png/],
      ['photo.gif', await sharp(png).gif().toBuffer(), /\.jpg or \.png/],
      ['huge.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), /larger than 5 MB/],
      ['wide.png', await makeImage({ width: 6001, height: 10, format: 'png' }), /6000 × 6000/],
      ['empty.png', Buffer.alloc(0), /\.jpg or \.png/],
    ];
    for (const [name, bytes, message] of cases) {
      const response = await uploadPhoto(partner, partnerId, { name, bytes });
      expect(response.statusCode, name).toBe(name === 'huge.png' ? 413 : 400);
      expect(response.json().message, name).toMatch(message);
    }
    const notMultipart = await send(partner, 'PUT', `/api/v2/user/${partnerId}/photo`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('removes the photo, so initials show', async () => {
    const profile = replyOf(await partner.delete(`/api/v2/user/${partnerId}/photo`), ProfileSchema);
    expect([profile.pictureId, profile.pictureVersion]).toEqual([null, null]);
    expect(photos()).toHaveLength(0);
    expect((await partner.get(`/api/v2/cms/image/SquarePhoto/${partnerId}/80/80`)).statusCode).toBe(404);
  });
});
