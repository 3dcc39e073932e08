// Pages that point at other pages, for the content-health and route-impact tests: a rich-text link,
// a quick link and a promo card each name their target the way an editor's widget stores it.
import type { RouteDetail } from '@atrium/contracts';
import { createPage } from '../../test/site-api.ts';
import type { TestClient } from '../../test/test-app.ts';

export const richTextSection = (text: string) => ({
  UUID: '-1',
  Title: 'Body',
  Text: text,
  Width: 12,
  Type: { Identifier: 'RichText' },
});

export const componentSection = (componentType: string, attributes: Record<string, string>) => ({
  UUID: '-1',
  Title: componentType,
  Width: 12,
  Type: { Identifier: 'Component' },
  ComponentType: componentType,
  Attributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
});

/** A Quick Links widget with one link to the page of that internal name. */
export const quickLinkSection = (options: { title: string; routeName: string }) =>
  componentSection('quick-links', {
    items: JSON.stringify([
      { id: '1', title: options.title, href: options.routeName, text: 'Open', target: '_self' },
    ]),
  });

/** A hand-picked Promos widget with one card of the page of that UUID. */
export const promoSection = (uuid: string) =>
  componentSection('promos', {
    kind: 'manual',
    content: JSON.stringify([
      {
        oid: 1,
        uuid,
        type: { Identifier: 'OlympusWebPage', Title: '', UUID: '' },
        VueRouterName: '',
        title: '',
      },
    ]),
  });

/** A new page holding the one section, saved through the API. */
export async function createPageWith(admin: TestClient, section: object): Promise<RouteDetail> {
  const page = await createPage(admin);
  const saved = await admin.post('/api/v2/page', { UUID: page.UUID, Sections: [section] });
  if (saved.statusCode !== 200) throw new Error(`save page: ${saved.body}`);
  return page;
}
