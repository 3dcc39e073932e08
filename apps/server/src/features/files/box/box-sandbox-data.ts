// The Box sandbox's folders and files: a firm's shared drive, fixed in code so every process and
// every test sees the same tree. Content is made on first read (PDF text, CSV rows, PNG images).

export interface SandboxFolder {
  type: 'folder';
  id: string;
  parentId: string | null;
  name: string;
  modifiedAt: string;
  modifiedBy: string;
}

export interface SandboxFile {
  type: 'file';
  id: string;
  parentId: string;
  name: string;
  modifiedAt: string;
  modifiedBy: string;
  /** What the file holds: lines of a PDF or a CSV, or the caption of an image. */
  kind: 'pdf' | 'csv' | 'png';
  lines: string[];
}

export type SandboxItem = SandboxFolder | SandboxFile;

const folder = (id: string, parentId: string | null, name: string, modifiedAt: string, modifiedBy: string) =>
  ({ type: 'folder', id, parentId, name, modifiedAt, modifiedBy }) satisfies SandboxFolder;

const file = (
  id: string,
  parentId: string,
  name: string,
  modifiedAt: string,
  modifiedBy: string,
  lines: string[],
): SandboxFile => ({
  type: 'file',
  id,
  parentId,
  name,
  modifiedAt,
  modifiedBy,
  kind: name.endsWith('.csv') ? 'csv' : name.endsWith('.png') ? 'png' : 'pdf',
  lines,
});

export const SANDBOX_ITEMS: SandboxItem[] = [
  folder('0', null, 'All Files', '2026-01-05T09:00:00Z', 'Atrium Admin'),
  folder('152300000101', '0', 'Firm Policies', '2026-10-02T14:12:00Z', 'Claire Dubois'),
  folder('152300000102', '0', 'Client Templates', '2026-09-18T08:40:00Z', 'Marcus Webb'),
  folder('152300000103', '0', 'Research', '2026-11-09T16:05:00Z', 'Priya Natarajan'),
  folder('152300000104', '0', 'Brand Assets', '2026-06-30T11:20:00Z', 'Sofia Lindqvist'),
  folder('152300000105', '152300000101', 'Archive', '2025-12-15T10:00:00Z', 'Claire Dubois'),
  folder('152300000106', '152300000103', 'Sector Maps', '2026-11-02T13:30:00Z', 'Priya Natarajan'),
  file('162300000201', '0', 'Atrium Quick Start.pdf', '2026-08-11T09:30:00Z', 'Atrium Admin', [
    'Atrium Quick Start',
    'Sign in with your firm e-mail. Pages, people and reports are one click from the top bar.',
    'Documents on Box open from the Box Documents widget on any page.',
  ]),
  file('162300000202', '0', 'Office Directory.csv', '2026-11-16T07:45:00Z', 'Hannah Okafor', [
    'Office,City,Country,Phone',
    'London,London,United Kingdom,+44 20 7946 0000',
    'New York,New York,United States,+1 212 555 0100',
    'Frankfurt,Frankfurt am Main,Germany,+49 69 555 0100',
    'Singapore,Singapore,Singapore,+65 6555 0100',
  ]),
  file('162300000211', '152300000101', 'Code of Conduct 2026.pdf', '2026-10-02T14:12:00Z', 'Claire Dubois', [
    'Code of Conduct 2026',
    'We act with integrity towards clients, candidates and colleagues.',
    'Confidential information stays within the engagement team.',
  ]),
  file(
    '162300000212',
    '152300000101',
    'Travel and Expenses Policy.pdf',
    '2026-07-21T10:05:00Z',
    'Daniel Foster',
    [
      'Travel and Expenses Policy',
      'Book economy for flights under six hours; business class beyond.',
      'Submit receipts within 30 days of travel.',
    ],
  ),
  file(
    '162300000213',
    '152300000101',
    'Information Security Standard.pdf',
    '2026-09-03T15:50:00Z',
    'Tomasz Nowak',
    [
      'Information Security Standard',
      'Candidate data is stored only in approved systems.',
      'Report a lost device to the service desk within one hour.',
    ],
  ),
  file('162300000214', '152300000105', 'Code of Conduct 2024.pdf', '2024-02-01T09:00:00Z', 'Claire Dubois', [
    'Code of Conduct 2024 (superseded)',
  ]),
  file(
    '162300000221',
    '152300000102',
    'Engagement Letter - Executive Search.pdf',
    '2026-09-18T08:40:00Z',
    'Marcus Webb',
    [
      'Engagement Letter - Executive Search',
      'Scope, fees (one third of first-year cash compensation) and the guarantee period.',
    ],
  ),
  file(
    '162300000222',
    '152300000102',
    'Position Specification Template.pdf',
    '2026-05-27T12:15:00Z',
    'Marcus Webb',
    [
      'Position Specification',
      'The company, the role, key responsibilities, the ideal candidate, compensation.',
    ],
  ),
  file(
    '162300000223',
    '152300000102',
    'Candidate Report Template.pdf',
    '2026-04-14T17:25:00Z',
    'Elena Rossi',
    ['Candidate Report', 'Career summary, assessment against the specification, motivation, references.'],
  ),
  file(
    '162300000231',
    '152300000103',
    'Board Composition Benchmark 2026.csv',
    '2026-11-09T16:05:00Z',
    'Priya Natarajan',
    [
      'Sector,Average board size,Independent directors %,Women on boards %',
      'Financial Services,11.4,72,38',
      'Technology,9.1,68,31',
      'Industrials,10.2,70,29',
      'Consumer,9.8,66,41',
    ],
  ),
  file(
    '162300000232',
    '152300000103',
    'Compensation Survey Summary.pdf',
    '2026-10-22T09:10:00Z',
    'Priya Natarajan',
    [
      'Compensation Survey Summary 2026',
      'Median CFO base salary rose 4.8% year on year; long-term incentives 160% of base.',
    ],
  ),
  file(
    '162300000241',
    '152300000106',
    'Financial Services Map.png',
    '2026-11-02T13:30:00Z',
    'Priya Natarajan',
    ['Financial Services'],
  ),
  file(
    '162300000242',
    '152300000106',
    'Technology Leaders Map.png',
    '2026-10-28T10:00:00Z',
    'Priya Natarajan',
    ['Technology Leaders'],
  ),
  file('162300000251', '152300000104', 'Logo Primary.png', '2026-06-30T11:20:00Z', 'Sofia Lindqvist', [
    'Atrium',
  ]),
  file(
    '162300000252',
    '152300000104',
    'Presentation Guidelines.pdf',
    '2026-06-12T14:00:00Z',
    'Sofia Lindqvist',
    [
      'Presentation Guidelines',
      'Use the brand palette; one message per slide; cite sources for every figure.',
    ],
  ),
];
