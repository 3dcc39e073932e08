// Pages for widget tests: Component sections of a given kind on a page without filters, as much of
// them as the page grid and the widgets' first-data calls read.
import type { Page, Section } from '@atrium/contracts';

/** A Component section of the given kind; the page grid reads no more of it. */
export const componentSection = (n: number, kind: string, attributes: Section['Attributes'] = []): Section =>
  ({
    UUID: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    Title: `Card ${n}`,
    Type: { UUID: null, Identifier: 'Component' },
    ComponentType: kind,
    Attributes: attributes,
  }) as Section;

/** A page with no filters of its own or from its parent. */
export const pageWithSections = (sections: Section[]): Page =>
  ({
    UUID: '00000000-0000-4000-8000-000000000099',
    Sections: sections,
    ContentFilter: null,
    UsersFilter: null,
    AssignmentsFilter: null,
    CompaniesFilter: null,
    Parent: {
      UUID: null,
      ContentFilter: null,
      UsersFilter: null,
      AssignmentsFilter: null,
      CompaniesFilter: null,
    },
  }) as Page;
