// The demo site's first four top-level sections (spec 1 §2.2): apps, the firm-name node, mcl and
// directory. Nodes that mirror fixed screens (/mcl/dashboard, /directory/locations…) give those
// screens their place in the navigation.
import { brand } from '@atrium/contracts';
import { FIRM_WEBSITE, toUrlSlug } from './firm.ts';
import { LICENSES, OFFICES, REGIONS } from './geography-data.ts';
import { heading, list, paragraphs, type SiteNode, textPage } from './site-types.ts';

const APP_GROUPS: { title: string; path: string; labels: string[] }[] = [
  { title: 'Recruitment', path: 'recruitment', labels: ['Invenias', 'Sourcing', 'LinkedIn', 'ZoomInfo'] },
  { title: 'Productivity', path: 'productivity', labels: ['Mail', 'Teams', 'Box', 'DocuSign'] },
  { title: 'Security & IT', path: 'security-it', labels: ['Spam filter', 'Security', 'Cloud services'] },
];

function appsNode(): SiteNode {
  const link = (label: string) => brand.appLinks.find((a) => a.label === label);
  const assistant = brand.appLinks.find((a) => a.href.startsWith('/'));
  return {
    title: 'Apps',
    path: 'apps',
    metaDescription: 'Every tool the firm uses, one click away.',
    sections: textPage(
      'All the applications you use every day, grouped by what they are for. Links open in a new window and sign you in with your firm account.',
      'Missing an application? Ask the IT service desk to add it here.',
    ),
    children: [
      ...APP_GROUPS.map((group) => ({
        title: group.title,
        path: group.path,
        sections: textPage(`${group.title} applications available to everyone at ${brand.firmName}.`),
        children: group.labels.flatMap((label) => {
          const app = link(label);
          return app
            ? [
                {
                  title: app.label,
                  path: toUrlSlug(app.label),
                  redirectLink: app.href,
                  metaDescription: app.description,
                },
              ]
            : [];
        }),
      })),
      ...(assistant
        ? [
            {
              title: assistant.label,
              path: 'assistant',
              redirectLink: assistant.href,
              metaDescription: assistant.description,
            },
          ]
        : []),
    ],
  };
}

function officesHtml(): string {
  return REGIONS.map((region) => {
    const licenseKeys = new Set(LICENSES.filter((l) => l.region === region.key).map((l) => l.key as string));
    const offices = OFFICES.filter((o) => licenseKeys.has(o.license)).map((o) => `${o.city} — ${o.address}`);
    return heading(region.name) + list(offices);
  }).join('');
}

function firmNode(): SiteNode {
  const firm = brand.firmName;
  return {
    title: firm,
    path: brand.firmNode,
    isOpen: true,
    metaDescription: `News, people and policies of ${firm}.`,
    sections: [
      {
        kind: 'text',
        title: `Welcome to ${firm}`,
        html: paragraphs(
          `This is the home of everyone at ${firm}: firm news, our offices and leadership, and the policies we work by.`,
          'Use the navigation on the left to find your way, or search from the top bar.',
        ),
        width: 12,
      },
      {
        kind: 'component',
        title: 'New partners',
        componentType: 'new-partners',
        width: 6,
        attributes: [{ Name: 'limit', Value: '6' }],
      },
      {
        kind: 'component',
        title: 'Recent assignments',
        componentType: 'recent-assignments',
        width: 6,
        attributes: [{ Name: 'take', Value: '5' }],
      },
      {
        kind: 'promotion',
        title: 'Women in Leadership',
        html: paragraphs('Our programme for the next generation of women partners is open for nominations.'),
        toRouteName: 'initiatives-diversity-women-in-leadership',
        width: 12,
      },
    ],
    children: [
      {
        title: 'Our firm',
        path: 'our-firm',
        sections: textPage(
          `${firm} is a global executive-search and leadership-consulting firm. We help boards and chief executives find, assess and develop the leaders who shape their organisations.`,
          `We work as one firm: partners in ${OFFICES.length} offices share clients, knowledge and credit, and most of our largest searches are delivered by teams across offices and practices.`,
        ),
        children: [
          {
            title: 'Offices',
            path: 'offices',
            metaDescription: `Our ${OFFICES.length} offices by region.`,
            sections: [
              {
                kind: 'text',
                html:
                  paragraphs(
                    'Addresses of every office by region. Phone numbers and time zones are in the Locations directory.',
                  ) + officesHtml(),
                width: 12,
              },
            ],
          },
          {
            title: 'Leadership',
            path: 'leadership',
            sections: [
              {
                kind: 'text',
                title: 'Executive Committee',
                html:
                  paragraphs(
                    'The Executive Committee sets the firm’s strategy and oversees its operations. Its members are elected by the partners for three-year terms.',
                  ) +
                  list([
                    'Chief Executive Officer',
                    'Chief Operating Officer',
                    'Chief Financial Officer',
                    'Global Head of Practices',
                    'Global Head of Leadership Consulting',
                  ]),
                width: 6,
              },
              {
                kind: 'text',
                title: 'Board of Directors',
                html: paragraphs(
                  'The Board represents the partnership. It approves the budget, elects the Chief Executive and admits new partners on the recommendation of the Partner Admissions Committee.',
                ),
                width: 6,
              },
            ],
          },
          {
            title: 'History',
            path: 'history',
            sections: textPage(
              `${firm} was founded in London in 1978 by three partners who believed that a search firm should be owned by the people who do the work.`,
              'The firm opened in New York in 1983, in Frankfurt and Paris in the late 1980s and across Asia Pacific in the 1990s. Leadership consulting became a practice of its own in 2009; interim management followed in 2015.',
              'Today the firm remains a partnership, with one profit pool shared across offices — the reason teaming is part of how we measure success.',
            ),
          },
        ],
      },
      {
        title: 'News',
        path: 'news',
        sections: textPage('Announcements from the Executive Committee and the offices.'),
        children: [
          {
            title: 'A record year for Leadership Consulting',
            path: 'record-year-leadership-consulting',
            sections: textPage(
              'Leadership Consulting grew its billings by a fifth last year, with board effectiveness reviews and top-team assessments leading the way.',
              'Thank you to every team that combined search and consulting for the same client.',
            ),
          },
          {
            title: 'Welcome to our new partners',
            path: 'new-partners',
            sections: textPage(
              'This year’s partner class joins from eleven offices and six practices. Their profiles are in the directory.',
            ),
          },
          {
            title: 'Opening of the Riyadh office',
            path: 'riyadh-office',
            sections: textPage(
              'Our second office in the Gulf opened in King Fahd Road, serving clients across Saudi Arabia.',
            ),
          },
        ],
      },
      {
        title: 'Policies',
        path: 'policies',
        sections: textPage(
          'The policies that apply to everyone at the firm. Local variations are published by each office.',
        ),
        children: [
          {
            title: 'Code of conduct',
            path: 'code-of-conduct',
            sections: textPage(
              'We act with integrity towards clients, candidates and each other. The code covers confidentiality, conflicts of interest, off-limits commitments and fair treatment of candidates.',
            ),
          },
          {
            title: 'Employee handbook',
            path: 'employee-handbook',
            metaDescription: 'The employee handbook as a PDF.',
            downloadBtn: 'Download file',
            file: {
              name: 'Employee-Handbook.pdf',
              lines: [
                `${firm} — Employee handbook`,
                '',
                '1. Working hours and flexible working',
                '2. Leave and holidays',
                '3. Travel and expenses',
                '4. Confidentiality and data protection',
                '5. Speaking up',
              ],
            },
            sections: textPage(
              'Download the current edition of the employee handbook. It is updated every January.',
            ),
          },
          {
            title: 'Data protection',
            path: 'data-protection',
            sections: textPage(
              'Candidate data is personal data. Store it only in Invenias, share it only with the client team, and delete it when the retention period ends.',
            ),
          },
        ],
      },
      {
        title: 'Brand toolkit',
        path: 'brand-toolkit',
        excludeFromNav: true,
        sections: textPage(
          'Logos, templates and the tone-of-voice guide. This page is linked from the templates library and is not shown in the navigation.',
        ),
      },
      {
        title: 'Public website',
        path: 'public-website',
        redirectLink: FIRM_WEBSITE,
        metaDescription: 'Our public website, opened in a new window.',
      },
    ],
  };
}

function mclNode(): SiteNode {
  const listing = (kind: 'Assignments' | 'Companies', reportName: string): SiteNode => ({
    title: kind,
    path: kind.toLowerCase(),
    doNotOpen: true,
    children: [
      { title: `My ${kind}`, path: 'my', hideDrawer: true },
      { title: `My Location ${kind}`, path: 'location', hideDrawer: true },
      { title: `All ${kind}`, path: 'all', hideDrawer: true },
      {
        title: `Advanced ${kind === 'Assignments' ? 'Assignment' : 'Company'} Search`,
        path: 'report',
        redirectLink: reportName,
        hideDrawer: true,
      },
    ],
  });
  return {
    title: 'MCL',
    path: 'mcl',
    metaDescription: 'Assignments, companies and the financial dashboard.',
    sections: [
      {
        kind: 'text',
        html: paragraphs(
          'MCL brings together our assignments, client companies and the financial dashboard. Figures are refreshed every night from the billing system.',
        ),
        width: 12,
      },
      { kind: 'component', title: 'Last four quarters', componentType: 'dashboard-promo', width: 12 },
      { kind: 'component', title: 'Recent teaming win', componentType: 'recent-teaming-win', width: 4 },
      {
        kind: 'component',
        title: 'Top offices',
        componentType: 'top-offices',
        width: 8,
        attributes: [{ Name: 'take', Value: '3' }],
      },
      {
        kind: 'component',
        title: 'Top partners',
        componentType: 'top-partners',
        width: 6,
        attributes: [{ Name: 'take', Value: '4' }],
      },
      {
        kind: 'component',
        title: 'Top practice groups',
        componentType: 'top-practice-groups',
        width: 6,
        attributes: [{ Name: 'take', Value: '4' }],
      },
      {
        kind: 'component',
        title: 'Recent assignments',
        componentType: 'recent-assignments',
        width: 6,
        attributes: [{ Name: 'take', Value: '5' }],
      },
      {
        kind: 'component',
        title: 'Recent companies',
        componentType: 'recent-companies',
        width: 6,
        attributes: [{ Name: 'take', Value: '5' }],
      },
    ],
    children: [
      {
        title: 'Dashboard',
        path: 'dashboard',
        redirectLink: '_Dashboard',
        metaDescription: 'Billings, teaming, taken and filled.',
      },
      listing('Assignments', '_ReportsAssignments'),
      listing('Companies', '_ReportsCompanies'),
    ],
  };
}

function directoryNode(): SiteNode {
  return {
    title: 'Directory',
    path: 'directory',
    metaDescription: 'People, offices and licenses.',
    sections: [
      {
        kind: 'text',
        html: paragraphs(
          'Find colleagues, offices and licenses. Profiles show practices, skills and contact details.',
        ),
        width: 12,
      },
      {
        kind: 'component',
        title: 'Colleagues',
        componentType: 'member-list-promo',
        width: 12,
        attributes: [
          { Name: 'take', Value: '8' },
          { Name: 'sort', Value: 'lastName' },
        ],
      },
    ],
    children: [
      {
        title: brand.membersLabel,
        path: brand.members,
        children: [
          { title: 'Your Profile', path: 'profile' },
          {
            title: `${brand.memberSingular} Report`,
            path: 'report',
            redirectLink: '_ReportsUsers',
            hideDrawer: true,
          },
        ],
      },
      {
        title: 'Locations',
        path: 'locations',
        children: [{ title: 'Location Report', path: 'report', hideDrawer: true }],
      },
      {
        title: 'Licenses',
        path: 'licenses',
        children: [{ title: 'License Report', path: 'report', hideDrawer: true }],
      },
    ],
  };
}

export const firmSiteNodes = (): SiteNode[] => [appsNode(), firmNode(), mclNode(), directoryNode()];
