// The targets file: a good file sets every target it names (by id, name or e-mail); a file with a
// wrong line answers 400 naming each wrong line by its number, and saves nothing.
import { TargetSchema } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedReference, seedUser } from '../../db/seed/factories.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
const TAG = `Ti${process.pid}`;
let ref: Awaited<ReturnType<typeof seedReference>>;
let partner: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  ref = await seedReference(t.database.db, { location: { name: `${TAG} Office` } });
  partner = await seedUser(t.database.db, { firstName: 'Ida', lastName: TAG });
  admin = t.client();
  await admin.login(DEMO.admin);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const send = (csv: string) =>
  admin.request({
    method: 'POST',
    url: '/api/v2/admin/targets/import',
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
const targetsOf = async (year: number) =>
  z.array(TargetSchema).parse((await admin.get(`/api/v2/admin/targets?year=${year}`)).json());

describe('POST /api/v2/admin/targets/import', () => {
  it('answers 400 naming each wrong line, and saves nothing', async () => {
    const response = await send(
      [
        'year,kind,subject,amount_usd',
        `2031,partner,${partner.email},500000`,
        '2031,team,x,1',
        `2031,office,"${TAG} Nowhere",1`,
        `2031,office,${ref.location.id},12.345`,
      ].join('\n'),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().lines).toEqual([
      'Line 3: the kind "team" is not partner, office or practiceGroup.',
      `Line 4: no office is "${TAG} Nowhere".`,
      'Line 5: the amount "12.345" is not a sum in USD such as 250000 or 250000.50.',
    ]);
    expect(await targetsOf(2031)).toEqual([]);
    expect((await send('year,kind,who,amount\n2031,partner,1,1')).json().message).toContain('Line 1');
  });

  it('sets every target of a good file, by e-mail, full name, office name and id', async () => {
    const response = await send(
      [
        'year,kind,subject,amount_usd',
        `2031,partner,${partner.email},500000`,
        `2032,partner,Ida ${TAG},600000.50`,
        `2031,office,${TAG} Office,2000000`,
        `2031,practiceGroup,${ref.practiceGroup.id},750000`,
        '',
      ].join('\r\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ saved: 4 });
    const saved = (await targetsOf(2031)).map((x) => [x.kind, x.subjectId, x.amountUsd]);
    expect(saved).toEqual(
      expect.arrayContaining([
        ['partner', partner.id, 500000],
        ['office', ref.location.id, 2000000],
        ['practiceGroup', ref.practiceGroup.id, 750000],
      ]),
    );
    expect((await targetsOf(2032)).map((x) => [x.subjectId, x.amountUsd])).toEqual([[partner.id, 600000.5]]);
  });

  it('is the only route that takes a CSV body: another answers 415 and sets nothing', async () => {
    const response = await admin.request({
      method: 'PUT',
      url: '/api/v2/admin/targets',
      headers: { 'content-type': 'text/csv' },
      payload: `year,kind,subject,amount_usd\n2033,partner,${partner.id},1`,
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(await targetsOf(2033)).toEqual([]);
  });
});
