// Groups Admin: create, rename, delete, members in and out — each audited — and a membership
// change reaching the member's very next request on a DedupeAccess route; who may call what.
import { GroupSchema } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedUser } from '../../db/seed/factories.ts';
import { auditEntries, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
const TAG = `Gq${process.pid.toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
});

afterAll(async () => {
  await t?.close();
});

const listGroups = async () => z.array(GroupSchema).parse((await admin.get('/api/v2/admin/groups')).json());
const dedupeGroup = async () => {
  const found = (await listGroups()).find((g) => g.Name === 'DedupeAccess');
  if (!found) throw new Error('DedupeAccess is missing');
  return found;
};

describe('groups', () => {
  it('lists DedupeAccess with its members, marked as a group the portal checks', async () => {
    const group = await dedupeGroup();
    expect(group.IsSystem).toBe(true);
    expect(group.Members.map((m) => m.Email)).toContain(DEMO.admin);
  });

  it('creates, renames and deletes a group, auditing each change', async () => {
    const created = await admin.post('/api/v2/admin/groups', {
      Name: `${TAG} Editors`,
      Description: 'Page editors',
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = GroupSchema.parse(created.json());
    expect(group).toMatchObject({
      Name: `${TAG} Editors`,
      Description: 'Page editors',
      IsSystem: false,
      Members: [],
    });

    const taken = await admin.post('/api/v2/admin/groups', { Name: `${TAG} editors` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This group name has already been taken.');

    const renamed = await admin.post(`/api/v2/admin/groups/${group.ID}`, {
      Name: `${TAG} Authors`,
      Description: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listGroups()).map((g) => g.Name)).toContain(`${TAG} Authors`);

    expect((await admin.delete(`/api/v2/admin/groups/${group.ID}`)).statusCode).toBe(200);
    expect((await listGroups()).map((g) => g.ID)).not.toContain(group.ID);
    expect((await admin.delete(`/api/v2/admin/groups/${group.ID}`)).statusCode).toBe(404);

    const audit = await auditEntries(t, String(group.ID));
    expect(audit.filter((a) => a.entity === 'group').map((a) => a.action)).toEqual([
      'group.create',
      'group.rename',
      'group.delete',
    ]);
  });

  it('refuses to rename or delete DedupeAccess, and refuses empty names', async () => {
    const group = await dedupeGroup();
    expect((await admin.post(`/api/v2/admin/groups/${group.ID}`, { Name: 'Dedupe' })).statusCode).toBe(409);
    expect((await admin.delete(`/api/v2/admin/groups/${group.ID}`)).statusCode).toBe(409);
    expect((await admin.post('/api/v2/admin/groups', { Name: '  ' })).statusCode).toBe(400);
    expect((await admin.post('/api/v2/admin/groups', { Name: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('membership', () => {
  it("takes effect on the member's next request on a DedupeAccess route, both ways", async () => {
    const user = await seedUser(t.database.db, {
      firstName: 'Dora',
      lastName: `Member${TAG}`,
      password: 'pw-dora-1',
    });
    const member = t.client();
    await member.login(user.email, 'pw-dora-1');
    const dedupeRoute = '/api/v2/company/1/merges';
    // Warm the member's cached session first: the change must reach a cached session too.
    expect((await member.get(dedupeRoute)).statusCode).toBe(403);
    expect((await member.get(dedupeRoute)).statusCode).toBe(403);
    const groupsSeen = async () =>
      ((await member.get('/api/v2/user/isLoggedIn')).json() as { User: { Groups: string[] } }).User.Groups;
    expect(await groupsSeen()).not.toContain('DedupeAccess');

    const group = await dedupeGroup();
    const added = await admin.post(`/api/v2/admin/groups/${group.ID}/members`, { userId: user.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(GroupSchema.parse(added.json()).Members.map((m) => m.ID)).toContain(user.id);
    expect((await member.get(dedupeRoute)).statusCode).not.toBe(403);
    expect(await groupsSeen()).toContain('DedupeAccess');

    const removed = await admin.delete(`/api/v2/admin/groups/${group.ID}/members/${user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(GroupSchema.parse(removed.json()).Members.map((m) => m.ID)).not.toContain(user.id);
    expect((await member.get(dedupeRoute)).statusCode).toBe(403);
    expect(await groupsSeen()).not.toContain('DedupeAccess');

    const audit = await auditEntries(t, String(group.ID));
    expect(audit.map((a) => a.action).slice(-2)).toEqual(['group.addMember', 'group.removeMember']);
  });

  it('refuses an unknown person', async () => {
    const group = await dedupeGroup();
    expect(
      (await admin.post(`/api/v2/admin/groups/${group.ID}/members`, { userId: 99999999 })).statusCode,
    ).toBe(404);
  });
});

describe('who may call', () => {
  it('answers 401 without a session and 403 to staff', async () => {
    const anonymous = t.client();
    const partner = await signIn(t, DEMO.partner);
    const group = await dedupeGroup();
    for (const client of [anonymous, partner]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.get('/api/v2/admin/groups')).statusCode).toBe(expected);
      expect((await client.post('/api/v2/admin/groups', { Name: `${TAG} x` })).statusCode).toBe(expected);
      expect((await client.post(`/api/v2/admin/groups/${group.ID}`, { Name: `${TAG} y` })).statusCode).toBe(
        expected,
      );
      expect((await client.delete(`/api/v2/admin/groups/${group.ID}`)).statusCode).toBe(expected);
      expect((await client.post(`/api/v2/admin/groups/${group.ID}/members`, { userId: 1 })).statusCode).toBe(
        expected,
      );
      expect((await client.delete(`/api/v2/admin/groups/${group.ID}/members/1`)).statusCode).toBe(expected);
    }
  });
});
