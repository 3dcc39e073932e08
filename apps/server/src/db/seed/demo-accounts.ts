// The sign-in accounts of the demo firm (password 'demo'), printed by the server at start.
// They are created only by the demo seed, never in a real deployment.
import { brand, type Permission } from '@atrium/contracts';

export interface DemoAccount {
  email: string;
  role: 'SiteAdmin' | 'Partner' | 'Researcher';
  description: string;
}

export const DEMO_PASSWORD = 'demo';

/** The admin comes first: startup and the test setup look it up as DEMO_ACCOUNTS[0]. */
export const DEMO_ACCOUNTS = [
  {
    email: `admin@${brand.demoEmailDomain}`,
    role: 'SiteAdmin',
    description: 'Site admin (DedupeAccess): edits pages, widgets and the route tree',
  },
  {
    email: `partner@${brand.demoEmailDomain}`,
    role: 'Partner',
    description: 'Partner in New York with assignments and billings',
  },
  {
    email: `researcher@${brand.demoEmailDomain}`,
    role: 'Researcher',
    description: 'Researcher in London: browses, no admin rights',
  },
  {
    email: `editor@${brand.demoEmailDomain}`,
    role: 'SiteAdmin',
    description: 'A second site admin, to edit the same pages as the first',
  },
] as const satisfies readonly DemoAccount[];

export interface DemoProfile {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  role: 'Partner' | 'Researcher' | 'Administrator';
  officeCity: string;
  isSiteAdmin: boolean;
  permissions: Permission[];
  /** Years at the firm, so the profile pages show a believable tenure. */
  tenureYears: number;
  practiceGroup: string | null;
}

export const DEMO_PROFILES: DemoProfile[] = [
  {
    email: DEMO_ACCOUNTS[0].email,
    firstName: 'Avery',
    lastName: 'Lindqvist',
    title: 'Intranet Administrator',
    role: 'Administrator',
    officeCity: 'London',
    isSiteAdmin: true,
    permissions: ['ViewFinancials', 'ExportReports', 'ManageCompanies', 'ViewAllAssignments'],
    tenureYears: 6,
    practiceGroup: null,
  },
  {
    email: DEMO_ACCOUNTS[1].email,
    firstName: 'Jordan',
    lastName: 'Ellison',
    title: 'Partner',
    role: 'Partner',
    officeCity: 'New York',
    isSiteAdmin: false,
    permissions: ['ViewFinancials', 'ExportReports', 'ManageCompanies', 'ViewAllAssignments'],
    tenureYears: 9,
    practiceGroup: 'Financial Services',
  },
  {
    email: DEMO_ACCOUNTS[2].email,
    firstName: 'Priya',
    lastName: 'Raman',
    title: 'Senior Research Associate',
    role: 'Researcher',
    officeCity: 'London',
    isSiteAdmin: false,
    permissions: ['ViewAllAssignments'],
    tenureYears: 3,
    practiceGroup: 'Technology, Media & Telecom',
  },
];

/**
 * The second site admin is one of the generated administrators, given the account afterwards, so
 * the rest of the firm is generated exactly as without it.
 */
export const SECOND_ADMIN_EMAIL = DEMO_ACCOUNTS[3].email;

/** The demo partner bills more than most, so their dashboard is full at any scale. */
export const DEMO_PARTNER_WEIGHT = 1.5;
