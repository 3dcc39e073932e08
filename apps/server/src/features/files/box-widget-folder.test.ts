// A Box Documents widget bounds its folder browser (spec 3 §2.10): staff browse the widget's own
// folder and what lies beneath it, never above; site admins may still browse everything.
import { FILES_MESSAGES, FolderListingSchema } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoxWidgetPage, setRouteStatus, signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

const FIRM_POLICIES = '152300000101';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let pageUuid: string;
/** A widget set to Firm Policies, and one set to Box's top folder. */
let policiesWidget: string;
let topWidget: string;
let archiveId: string;
let researchId: string;

beforeAll(async () => {
  t = await createTestApp();
  // The Box client calls the sandbox at the address the server listens on.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, partner] = await Promise.all([signIn(t, DEMO.admin), signIn(t, DEMO.partner)]);
  const made = await createBoxWidgetPage(admin, [
    { id: FIRM_POLICIES, path: '/All Files/Firm Policies' },
    { id: '0', path: '/All Files' },
  ]);
  pageUuid = made.pageUuid;
  [policiesWidget, topWidget] = made.sections;
  const entries = async (id: string) =>
    FolderListingSchema.parse((await admin.get(`/api/v2/box/folder/${id}`)).json()).entries;
  archiveId = (await entries(FIRM_POLICIES)).find((e) => e.name === 'Archive')!.id;
  researchId = (await entries('0')).find((e) => e.name === 'Research')!.id;
});
afterAll(() => t.close());

const browse = (client: TestClient, folderId: string, section?: string) =>
  client.get(`/api/v2/box/folder/${folderId}${section ? `?section=${section}` : ''}`);
const pathOf = async (client: TestClient, folderId: string, section?: string) => {
  const response = await browse(client, folderId, section);
  expect(response.statusCode, response.body).toBe(200);
  return FolderListingSchema.parse(response.json()).path.map((crumb) => crumb.name);
};

describe("staff browsing a Box Documents widget's folders", () => {
  it("start the path at the widget's folder, in it and beneath it", async () => {
    expect(await pathOf(partner, FIRM_POLICIES, policiesWidget)).toEqual(['Firm Policies']);
    expect(await pathOf(partner, archiveId, policiesWidget)).toEqual(['Firm Policies', 'Archive']);
    expect(await pathOf(partner, archiveId, topWidget)).toEqual(['All Files', 'Firm Policies', 'Archive']);
  });

  it("cannot open a folder above the widget's folder or beside it", async () => {
    for (const folderId of ['0', researchId]) {
      const response = await browse(partner, folderId, policiesWidget);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(FILES_MESSAGES.outsideWidgetFolder);
    }
  });

  it('cannot browse without naming the widget', async () => {
    const response = await browse(partner, archiveId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(FILES_MESSAGES.widgetNeeded);
  });

  it('get not found for a widget that does not exist, is of another type, or sits on a page they cannot see', async () => {
    expect((await browse(partner, '0', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const withText = await admin.post('/api/v2/page', {
      UUID: pageUuid,
      Sections: [
        {
          UUID: policiesWidget,
          Title: 'Documents 1',
          Type: { Identifier: 'RichText' },
          Text: '<p>Now text</p>',
        },
        {
          UUID: topWidget,
          Title: 'Documents 2',
          Type: { Identifier: 'Component' },
          ComponentType: 'box-files',
          Attributes: [{ Name: 'folder', Value: JSON.stringify({ id: '0', path: '/All Files' }) }],
        },
      ],
      Force: true,
    });
    expect(withText.statusCode, withText.body).toBe(200);
    expect((await browse(partner, FIRM_POLICIES, policiesWidget)).statusCode).toBe(404);

    await setRouteStatus(admin, pageUuid, 'disabled');
    expect((await browse(partner, '0', topWidget)).statusCode).toBe(404);
    expect(await pathOf(admin, '0', topWidget)).toEqual(['All Files']);
  });
});

describe('site admins', () => {
  it('browse everything without a widget, as the folder pickers do', async () => {
    expect(await pathOf(admin, archiveId)).toEqual(['All Files', 'Firm Policies', 'Archive']);
  });

  it("see a widget's path start at its folder, and may open a folder outside it (a folder not saved yet)", async () => {
    const fresh = await createBoxWidgetPage(admin, [{ id: FIRM_POLICIES, path: '/All Files/Firm Policies' }]);
    expect(await pathOf(admin, archiveId, fresh.sections[0])).toEqual(['Firm Policies', 'Archive']);
    expect(await pathOf(admin, researchId, fresh.sections[0])).toEqual(['All Files', 'Research']);
  });
});
