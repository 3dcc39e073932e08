// Pages and their sections for unit tests: every field filled, overrides for what the test is about.
import type { Page, Section } from '@atrium/contracts';

/** The n-th fixed UUID: `testUuid(1)` → `00000000-0000-4000-8000-000000000001`. */
export const testUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A saved rich-text card: OID n, UUID `testUuid(n)`, titled `Card n`. */
export function makeSection(n: number, overrides: Partial<Section> = {}): Section {
  return {
    OID: n,
    DOID: null,
    UUID: testUuid(n),
    Title: `Card ${n}`,
    Text: '<p>Hello</p>',
    Width: 6,
    Type: { UUID: null, Identifier: 'RichText' },
    IsDrawer: false,
    ComponentType: '',
    ToVueRouterName: '',
    Attributes: [],
    ...overrides,
  };
}

const noFilters = { ContentFilter: null, UsersFilter: null, AssignmentsFilter: null, CompaniesFilter: null };

/** An active page at `/page` (UUID `testUuid(99)`) with the given sections and version. */
export function makePage(overrides: Partial<Page> & Pick<Page, 'Sections' | 'Version'>): Page {
  return {
    UUID: testUuid(99),
    Title: 'Page',
    MetaTitle: 'Page',
    MetaDescription: '',
    VueRouterName: 'page',
    FullPath: '/page',
    RedirectLink: '',
    Status: 'active',
    IsHidden: false,
    HideDrawer: false,
    ...noFilters,
    Parent: { UUID: null, ...noFilters },
    ...overrides,
  };
}
