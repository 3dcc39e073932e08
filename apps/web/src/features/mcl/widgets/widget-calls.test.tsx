// @vitest-environment jsdom
// The listing widgets as a reader sees them (spec 3 §2.7): each call carries the widget's own filter,
// else the page's, else the parent page's; a failed call shows the spec's words.
import type { Page, Section } from '@atrium/contracts';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  byText,
  type Rendered,
  renderInDom,
  serverError,
  stubApi,
  waitForElement,
} from '../../../core/test-dom.tsx';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { RecentCompaniesView } from './RecentListViews.tsx';
import { TeamingWinView, TopOfficesView, TopPartnersView, TopPracticeGroupsView } from './TopViews.tsx';

const row = (id: number, text: string) => ({
  key: { Id: 'CompanyId', Text: 'Company' },
  value: { Id: id, Text: text },
});
const london = [row(2, 'London Holdings')];
const paris = [row(3, 'Paris Partners')];
const ownFilter = [row(1, 'New York Trust')];

const section = (json?: unknown): Section =>
  ({
    Title: 'Widget',
    Attributes: json === undefined ? [] : [{ Name: 'json', Value: JSON.stringify(json) }],
  }) as Section;
const page = (filters: { own?: unknown; parent?: unknown }): Page =>
  ({
    AssignmentsFilter: filters.own ?? null,
    CompaniesFilter: filters.own ?? null,
    Parent: {
      AssignmentsFilter: filters.parent ?? null,
      CompaniesFilter: filters.parent ?? null,
      UUID: null,
    },
  }) as Page;

let rendered: Rendered | undefined;
async function showFailing(View: ComponentType<WidgetViewProps>, props: WidgetViewProps) {
  const sent = stubApi(serverError);
  rendered = await renderInDom(<View {...props} />);
  const alert = await waitForElement(rendered.container, (c) => c.querySelector('[role="alert"]'));
  await rendered.unmount();
  rendered = undefined;
  return { error: alert.textContent, sent };
}
afterEach(async () => {
  await rendered?.unmount();
  vi.unstubAllGlobals();
});

const TOP_WIDGETS = [
  {
    name: 'Top Offices',
    View: TopOfficesView,
    path: '/api/v2/widget/topOffices',
    error: 'Could not retrieve offices.',
  },
  {
    name: 'Top Partners',
    View: TopPartnersView,
    path: '/api/v2/widget/topPartners',
    error: 'Could not retrieve partner list.',
  },
  {
    name: 'Top Practice Groups',
    View: TopPracticeGroupsView,
    path: '/api/v2/widget/topPracticeGroups',
    error: 'Could not retrieve practice groups.',
  },
];

describe('a failed call', () => {
  it.each(TOP_WIDGETS)('$name shows the spec text', async ({ View, path, error }) => {
    const shown = await showFailing(View, { section: section(), page: page({}) });
    expect(shown.error).toBe(error);
    expect(shown.sent.map((s) => s.path)).toEqual([path]);
  });
});

describe('a call refused for a missing permission flag', () => {
  const refused = () =>
    Response.json(
      {
        code: 'forbidden',
        message: 'You do not have the ViewFinancials permission.',
        permission: 'ViewFinancials',
      },
      { status: 403 },
    );

  it.each(TOP_WIDGETS)(
    '$name says its figures are not shared, not that it failed',
    async ({ View, error }) => {
      stubApi(refused);
      rendered = await renderInDom(<View section={section()} page={page({})} />);
      await waitForElement(rendered.container, byText('Financial figures are not shared with you.'));
      expect(rendered.container.querySelector('[role="alert"]')).toBeNull();
      expect(rendered.container.textContent).not.toContain(error);
    },
  );
});

describe('which filter a call carries', () => {
  const widgets = [
    ...TOP_WIDGETS,
    { name: 'Recent Teaming Win', View: TeamingWinView },
    { name: 'Companies', View: RecentCompaniesView },
  ];

  it.each(widgets)(
    "$name: its own filter over the page's, the page's over its parent's",
    async ({ View }) => {
      const cases = [
        {
          props: { section: section(ownFilter), page: page({ own: london, parent: paris }) },
          filter: ownFilter,
        },
        {
          props: { section: section(), page: page({ own: JSON.stringify(london), parent: paris }) },
          filter: london,
        },
        { props: { section: section(), page: page({ parent: paris }) }, filter: paris },
        { props: { section: section(), page: page({}) }, filter: [] },
      ];
      for (const { props, filter } of cases) {
        const { sent } = await showFailing(View, props);
        expect(sent.map((s) => s.body.filter)).toEqual([filter]);
      }
    },
  );
});
