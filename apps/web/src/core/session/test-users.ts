// A signed-in user for component tests: a researcher without any permission flag unless the test
// gives some, so that what a test shows depends only on what it sets.
import type { SessionUser } from '@atrium/contracts';

export function testUser(
  overrides: Omit<Partial<SessionUser>, 'Permissions'> & {
    Permissions?: Partial<SessionUser['Permissions']>;
  } = {},
): SessionUser {
  const { Permissions, ...rest } = overrides;
  return {
    ID: 9,
    UUID: '00000000-0000-4000-8000-000000000009',
    Email: 'researcher@demo.atrium',
    FirstName: 'Rae',
    LastName: 'Researcher',
    FullName: 'Rae Researcher',
    Title: 'Researcher',
    Role: 'Researcher',
    Currency: 'USD',
    Locale: 'en-GB',
    SiteAdmin: false,
    Groups: [],
    LocationID: null,
    ...rest,
    Permissions: {
      ViewFinancials: false,
      ExportReports: false,
      ManageCompanies: false,
      ViewAllAssignments: false,
      ...Permissions,
    },
  };
}
