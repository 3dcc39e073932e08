// The top-N widgets' figures are asked for as their page arrives only for readers who may see them:
// to the others the card says they are not shared, and no call is made (docs/permissions.md).
import type { SessionUser } from '@atrium/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../core/session/test-users.ts';
import { askPageWidgetsData } from '../../../core/widgets/page-widgets-data.ts';
import { componentSection, pageWithSections } from '../../../core/widgets/test-pages.ts';
import { createWidgetRegistry } from '../../../core/widgets/widget-registry.ts';
import { recentAssignmentsWidget, topPartnersWidget } from './mcl-widgets.ts';

const reader = (permissions: Partial<SessionUser['Permissions']>) => testUser({ Permissions: permissions });

const page = pageWithSections([
  componentSection(1, 'top-partners', [{ Name: 'take', Value: '4' }]),
  componentSection(2, 'recent-assignments', [{ Name: 'take', Value: '5' }]),
  // The same widget twice asks the same, once: both cards share one query.
  componentSection(3, 'recent-assignments', [{ Name: 'take', Value: '5' }]),
]);
const registry = createWidgetRegistry([topPartnersWidget, recentAssignmentsWidget]);
const sources = { loadAll: async () => registry, loadFor: async () => registry };

/** The widget calls the page asked for early (the client's own session call aside). */
async function earlyCalls(viewer: SessionUser): Promise<string[]> {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url), 'http://portal').pathname;
      if (path.startsWith('/api/v2/widget/')) calls.push(path);
      return Response.json([]);
    }),
  );
  askPageWidgetsData({ sources, page, viewer });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return calls.sort();
}

afterEach(() => vi.unstubAllGlobals());

describe("a page's top partners and assignments, asked for as the page arrives", () => {
  it('asks for the figures of a reader who may see them, and each widget call once', async () => {
    expect(await earlyCalls(reader({ ViewFinancials: true }))).toEqual([
      '/api/v2/widget/recentAssignments',
      '/api/v2/widget/topPartners',
    ]);
  });

  it('does not ask for figures the reader may not see', async () => {
    expect(await earlyCalls(reader({}))).toEqual(['/api/v2/widget/recentAssignments']);
  });
});
