// The executive brief intake form: the sanitised form, a submission stored with who and when,
// bounds and required answers, the admins' list; who may call what.
import { IntakeFormSchema, IntakeSubmissionSchema } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
const FORM = '/api/v2/widget/forms/intake-form';
const brief = {
  clientCompany: 'Harbour Logistics plc',
  roleTitle: 'Chief Financial Officer',
  searchType: 'Executive Search',
  mandate: 'The CFO retires in March; the board wants a listed-company CFO with M&A experience.',
  confidential: 'yes',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  partner = await signIn(t, DEMO.partner);
});

afterAll(async () => {
  await t?.close();
});

describe('the intake form', () => {
  it('is server-supplied HTML with labelled fields and no script', async () => {
    const response = await partner.get(FORM);
    expect(response.statusCode).toBe(200);
    const { Html } = IntakeFormSchema.parse(response.json());
    expect(Html).toContain('<form');
    expect(Html).toContain('name="clientCompany"');
    expect(Html).toContain('<label for="intake-roleTitle">Role title');
    expect(Html).not.toMatch(/<script|on\w+=/i);
  });

  it('stores a submitted brief with who sent it and when, and admins see it first in the list', async () => {
    const before = Date.now();
    const response = await partner.post(FORM, { Fields: brief });
    expect(response.statusCode, response.body).toBe(200);
    const stored = IntakeSubmissionSchema.parse(response.json());
    expect(stored.SubmittedBy?.Email).toBe(DEMO.partner);
    expect(new Date(stored.SubmittedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.Fields).toContainEqual({
      Name: 'roleTitle',
      Label: 'Role title',
      Value: 'Chief Financial Officer',
    });

    const list = z
      .array(IntakeSubmissionSchema)
      .parse((await admin.get('/api/v2/admin/intake-submissions')).json());
    expect(list[0]).toMatchObject({ ID: stored.ID, SubmittedBy: { Email: DEMO.partner } });
    expect(list[0].Fields.find((f) => f.Name === 'clientCompany')?.Value).toBe('Harbour Logistics plc');
  });

  it('refuses missing required answers, unknown fields and answers over the bound', async () => {
    const missing = await partner.post(FORM, { Fields: { ...brief, roleTitle: '  ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Role title is required.');
    expect((await partner.post(FORM, { Fields: { ...brief, salaryOfMe: '1' } })).statusCode).toBe(400);
    expect((await partner.post(FORM, { Fields: { ...brief, mandate: 'x'.repeat(4001) } })).statusCode).toBe(
      400,
    );
    expect(
      (await partner.post(FORM, { Fields: { ...brief, clientCompany: 'x'.repeat(201) } })).statusCode,
    ).toBe(400);
    expect((await partner.post(FORM, { Fields: { ...brief, searchType: 'Headhunting' } })).statusCode).toBe(
      400,
    );
  });
});

describe('who may call', () => {
  it('answers 401 without a session and 403 to staff on the list', async () => {
    const anonymous = t.client();
    expect((await anonymous.get(FORM)).statusCode).toBe(401);
    expect((await anonymous.post(FORM, { Fields: brief })).statusCode).toBe(401);
    expect((await anonymous.get('/api/v2/admin/intake-submissions')).statusCode).toBe(401);
    expect((await partner.get('/api/v2/admin/intake-submissions')).statusCode).toBe(403);
  });
});
