// A Box file, or a portal file that is no page's, opens to staff only where the site shows it: in the
// folder of a Box Documents widget they may see (at any depth), or linked from a text they may see.
// Knowing an id opens nothing else.
import { FILES_MESSAGES, FileEntrySchema, type RouteNode } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBoxWidgetPage,
  createPage,
  flattenTree,
  setRouteStatus,
  signIn,
  uploadPortalFile,
} from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

const FIRM_POLICIES = '152300000101';
const CODE_OF_CONDUCT = '162300000211';
/** In Firm Policies / Archive. */
const ARCHIVED_CODE = '162300000214';
/** In Research, which no widget of the test shows. */
const COMPENSATION_SURVEY = '162300000232';
/** In Research / Sector Maps. */
const SECTOR_MAP = '162300000241';
/** In Brand Assets. */
const LOGO = '162300000251';
/** In Client Templates. */
const ENGAGEMENT_LETTER = '162300000221';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let linkPage: string;

const download = (client: TestClient, id: string) => client.get(`/api/v2/box/file/${id}/download`);
const thumbnail = (client: TestClient, id: string) => client.get(`/api/v2/box/thumbnail/${id}`);

/** Each file downloads whole: a PDF, as stored. */
async function expectPdfs(client: TestClient, ids: string[]) {
  for (const id of ids) {
    const response = await download(client, id);
    expect(response.statusCode, id).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // The Box client calls the sandbox at the address the server listens on.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, partner] = await Promise.all([signIn(t, DEMO.admin), signIn(t, DEMO.partner)]);
  // The demo firm's Documents page shows all of Box; take it down so the widgets below are all there is.
  const tree: RouteNode[] = (await admin.get('/api/v2/routes')).json();
  const documents = flattenTree(tree).find((n) => n.VueRouterPath === 'documents');
  expect(documents).toBeDefined();
  await setRouteStatus(admin, documents!.UUID, 'disabled');

  await createBoxWidgetPage(admin, [
    { id: FIRM_POLICIES, path: '/All Files/Firm Policies' },
    {
      id: '152300000104',
      path: '/All Files/Brand Assets',
      attributes: [
        {
          Name: 'audience',
          Value: JSON.stringify([{ key: { Id: 'Role' }, value: { Id: 'Administrator' } }]),
        },
      ],
    },
  ]);
  linkPage = (await createPage(admin)).UUID;
  const saved = await admin.post('/api/v2/page', {
    UUID: linkPage,
    Sections: [
      {
        UUID: '-1',
        Title: 'Reading',
        Type: { Identifier: 'RichText' },
        Text: `<p>See the <a href="/api/v2/box/file/${SECTOR_MAP}/download">sector map</a>.</p>`,
      },
      {
        UUID: '-2',
        Title: 'Templates',
        Type: { Identifier: 'Component' },
        ComponentType: 'quick-links',
        Attributes: [
          {
            Name: 'items',
            Value: JSON.stringify([
              {
                id: 'letter',
                title: 'Engagement letter',
                description: '',
                href: `/api/v2/box/file/${ENGAGEMENT_LETTER}/download`,
                text: 'Download',
                target: '_self',
              },
            ]),
          },
        ],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('staff download a Box file', () => {
  it("in a Box Documents widget's folder or beneath it", async () => {
    await expectPdfs(partner, [CODE_OF_CONDUCT, ARCHIVED_CODE]);
  });

  it('linked from a text on a page they may see, with its thumbnail', async () => {
    expect((await download(partner, SECTOR_MAP)).statusCode).toBe(200);
    expect((await thumbnail(partner, SECTOR_MAP)).headers['content-type']).toBe('image/png');
  });

  it("linked from a widget's settings, such as a quick link", async () => {
    expect((await download(partner, ENGAGEMENT_LETTER)).statusCode).toBe(200);
  });

  it('and not one that no widget they may see shows: not found, as a missing file', async () => {
    for (const id of [COMPENSATION_SURVEY, LOGO]) {
      for (const response of [await download(partner, id), await thumbnail(partner, id)]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json().message).toBe(FILES_MESSAGES.fileMissing);
      }
    }
  });

  it('no longer once the page that links it is disabled', async () => {
    await setRouteStatus(admin, linkPage, 'disabled');
    try {
      expect((await download(partner, SECTOR_MAP)).statusCode).toBe(404);
    } finally {
      await setRouteStatus(admin, linkPage, 'active');
    }
    expect((await download(partner, SECTOR_MAP)).statusCode).toBe(200);
  });
});

describe('site admins', () => {
  it('download any Box file, as the file pickers offer every one', async () => {
    for (const id of [COMPENSATION_SURVEY, LOGO, CODE_OF_CONDUCT]) {
      expect((await download(admin, id)).statusCode, id).toBe(200);
    }
  });
});

describe("staff download a portal file that is no page's", () => {
  const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
  let inWidgetFolder: string;
  let linked: string;
  let shownNowhere: string;

  async function createFolder(parentId: string, name: string): Promise<string> {
    const response = await admin.post('/api/v2/box/local/folder', { parentId, name });
    expect(response.statusCode, response.body).toBe(200);
    return FileEntrySchema.parse(response.json()).id;
  }
  async function upload(folderId: string, name: string): Promise<string> {
    const response = await uploadPortalFile(admin, { folderId, name, bytes: pdf(name) });
    expect(response.statusCode, response.body).toBe(200);
    return FileEntrySchema.parse(response.json()).id;
  }

  beforeAll(async () => {
    const handbooks = await createFolder('local', `Handbooks ${process.pid}`);
    const onboarding = await createFolder(handbooks, 'Onboarding');
    inWidgetFolder = await upload(onboarding, `welcome-${process.pid}.pdf`);
    linked = await upload('local', `travel-policy-${process.pid}.pdf`);
    shownNowhere = await upload('local', `salary-bands-${process.pid}.pdf`);
    await createBoxWidgetPage(admin, [{ id: handbooks, path: `/Portal files/Handbooks ${process.pid}` }]);
    const page = await createPage(admin);
    const saved = await admin.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [
        {
          UUID: '-1',
          Title: 'Travel',
          Type: { Identifier: 'RichText' },
          Text: `<p>Read the <a href="/api/v2/box/file/${linked}/download">travel policy</a>.</p>`,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("in a Box Documents widget's portal folder or beneath it, and linked from a text", async () => {
    await expectPdfs(partner, [inWidgetFolder, linked]);
  });

  it('and not one that no widget they may see shows: not found, as a missing file', async () => {
    const response = await download(partner, shownNowhere);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(FILES_MESSAGES.fileMissing);
  });

  it('while site admins open it, as Portal Files lists it to them', async () => {
    expect((await download(admin, shownNowhere)).statusCode).toBe(200);
  });
});
