// The demo site's other top-level sections (spec 1 §2.2): practices (one page per practice group
// and subsector, from the taxonomy), guides and initiatives.

import { brand } from '@atrium/contracts';
import { toUrlSlug } from './firm.ts';
import { glossaryNode } from './site-glossary-page.ts';
import { list, paragraphs, type SiteNode, textPage } from './site-types.ts';
import { PRACTICE_GROUPS } from './taxonomy-data.ts';

/** The practice group's row as a page's people filter, when the firm has that practice group. */
function practiceMembersFilter(practice: { slug: string; name: string }, ids: ReadonlyMap<string, number>) {
  const id = ids.get(`PG-${practice.slug}`);
  return id === undefined
    ? undefined
    : [{ key: { Id: 'PracticeGroupId', Text: 'Practice group' }, value: { Id: id, Text: practice.name } }];
}

function practicesNode(practiceGroupIds: ReadonlyMap<string, number>): SiteNode {
  return {
    title: 'Practices',
    path: 'practices',
    metaDescription: 'Industry and functional practices.',
    sections: textPage(
      'Our practices bring together the partners and researchers who know an industry best. Every assignment is booked to a practice and, where it applies, a subsector.',
      'Practice leaders run a monthly call and keep the practice pages up to date.',
    ),
    children: PRACTICE_GROUPS.map((practice) => ({
      title: practice.name,
      path: practice.slug,
      usersFilter: practiceMembersFilter(practice, practiceGroupIds),
      sections: [
        {
          kind: 'text' as const,
          html: paragraphs(
            `The ${practice.name} practice advises clients on board and executive appointments across ${practice.subsectors
              .map((s) => s.name)
              .join(', ')}.`,
            'Ask the practice leader before approaching a key account of the practice.',
          ),
          width: 12 as const,
        },
        {
          kind: 'component' as const,
          title: 'Practice members',
          componentType: 'member-list',
          width: 12 as const,
          attributes: [{ Name: 'take', Value: '10' }],
        },
      ],
      children: practice.subsectors.map((subsector) => ({
        title: subsector.name,
        path: toUrlSlug(subsector.name),
        sections: subsector.isDirectorSearch
          ? textPage(
              'Director Search covers non-executive appointments: chairs, independent directors and committee chairs.',
              'Director searches are excluded from the average filled job value on the dashboard, because their fees follow a different scale.',
            )
          : textPage(
              `Recent work, key clients and market notes of the ${subsector.name} team within ${practice.name}.`,
            ),
      })),
    })),
  };
}

function guidesNode(): SiteNode {
  return {
    title: 'Guides',
    path: 'guides',
    isOpen: true,
    metaDescription: 'How-to guides for IT, HR, finance and the intranet.',
    sections: [
      {
        kind: 'text',
        html: paragraphs('Step-by-step guides for the questions colleagues ask most often.'),
        width: 12,
      },
      {
        kind: 'promotion',
        title: 'Working remotely?',
        html: paragraphs('Set up the VPN in five minutes.'),
        toRouteName: 'guides-it-vpn',
        width: 6,
      },
      {
        kind: 'promotion',
        title: 'New here?',
        html: paragraphs('Your first weeks at the firm, step by step.'),
        toRouteName: 'guides-hr-onboarding',
        width: 6,
      },
    ],
    children: [
      {
        title: 'IT guides',
        path: 'it',
        isOpen: true,
        sections: textPage(
          'Guides from the IT service desk. For anything urgent, call the service desk in your region.',
        ),
        children: [
          {
            title: 'VPN',
            path: 'vpn',
            sections: [
              {
                kind: 'text',
                title: 'Connecting from outside the office',
                html:
                  paragraphs(
                    'The VPN is required for Invenias and the file shares when you are not in an office. It starts automatically on firm laptops.',
                  ) +
                  list([
                    'Open the VPN client from the system tray.',
                    'Choose the gateway nearest to you.',
                    'Sign in with your firm account and approve the prompt on your phone.',
                  ]),
                width: 6,
              },
              {
                kind: 'text',
                title: 'If it does not connect',
                html: paragraphs(
                  'Restart the laptop, check that the clock is correct and try another gateway. Hotel networks sometimes block VPNs; use your phone’s hotspot instead.',
                ),
                width: 6,
              },
            ],
          },
          {
            title: 'Mail',
            path: 'mail',
            sections: textPage(
              'Mail runs in the cloud: use the desktop app, the web app or the phone app with your firm account.',
              'Shared mailboxes for searches are created by the office manager. Large attachments belong in Box, not in mail.',
            ),
          },
          {
            title: 'Printing',
            path: 'printing',
            sections: textPage(
              'Print to “FollowMe” and release the job at any printer in any office with your badge.',
            ),
          },
          {
            title: 'Password reset',
            path: 'password-reset',
            sections: textPage(
              'Reset your password from the sign-in page with the code sent to your phone. Passwords expire every 180 days.',
            ),
          },
          {
            title: 'Legacy VPN client',
            path: 'legacy-vpn',
            isDisabled: true,
            sections: textPage(
              'The old VPN client was retired. This page is kept for reference and is hidden from staff.',
            ),
          },
        ],
      },
      {
        title: 'HR guides',
        path: 'hr',
        sections: textPage('Guides from People & Culture.'),
        children: [
          {
            title: 'Onboarding',
            path: 'onboarding',
            sections: textPage(
              'Your first weeks: systems access on day one, compliance training in week one, and an orientation session with colleagues who joined the same month.',
            ),
          },
          {
            title: 'Leave & holidays',
            path: 'leave',
            sections: textPage(
              'Request leave in the HR system; your office manager approves it. Public holidays follow your office’s calendar.',
            ),
          },
          {
            title: 'Travel & expenses',
            path: 'travel-expenses',
            sections: textPage(
              'Book travel through the travel desk. Submit expenses within 30 days with receipts; client-rechargeable expenses need the assignment number.',
            ),
          },
        ],
      },
      {
        title: 'Finance guides',
        path: 'finance',
        sections: textPage('How billing works and how the dashboard counts it.'),
        children: [
          {
            title: 'Invoicing & billing splits',
            path: 'billing-splits',
            sections: textPage(
              'Every invoice is split between the assignment’s developers and handlers by their agreed percentages, which always add up to 100%.',
              'Teaming — more than one partner on an assignment — is credited to each partner for their share.',
            ),
          },
          {
            title: 'Currencies & FX rates',
            path: 'currencies',
            sections: textPage(
              'Invoices are raised in the office’s currency. The dashboard converts every amount with the monthly rate of the invoice month into the currency on your profile.',
            ),
          },
          {
            title: 'Reading the dashboard',
            path: 'reading-the-dashboard',
            sections: textPage(
              'Every figure compares the chosen period with the same period a year earlier. Taken and filled counts can be fractions: they follow your share of the billings.',
            ),
          },
        ],
      },
      {
        title: 'Intranet help',
        path: 'intranet-help',
        sections: textPage('How to find things on the intranet — and, for editors, how to change them.'),
        children: [
          {
            title: 'Editing pages',
            path: 'editing-pages',
            sections: textPage(
              'Editors switch editing on from the admin tray, then add, move or change widgets and save. Every save keeps a version you can go back to.',
            ),
          },
          {
            title: 'Search tips',
            path: 'search-tips',
            excludeFromNav: true,
            sections: textPage(
              'Search matches titles first. Put a phrase in quotes, and use the filters to narrow to people, pages or companies.',
            ),
          },
        ],
      },
      {
        title: 'Documents',
        path: 'documents',
        metaDescription: 'Firm policies, client templates and research on Box.',
        sections: [
          {
            kind: 'text',
            html: paragraphs(
              'The firm’s shared documents on Box: policies, client templates, research and brand assets. Click a file to download it, or a folder to browse it.',
            ),
            width: 12,
          },
          {
            kind: 'component',
            title: 'Shared drive',
            componentType: 'box-files',
            width: 12,
            attributes: [
              { Name: 'folder', Value: JSON.stringify({ id: '0', path: '/All Files' }) },
              { Name: 'display', Value: 'Promo' },
              { Name: 'sort', Value: 'name' },
              { Name: 'direction', Value: '0' },
            ],
          },
          {
            kind: 'component',
            title: 'Firm policies',
            componentType: 'box-files',
            width: 12,
            attributes: [
              {
                Name: 'folder',
                Value: JSON.stringify({ id: '152300000101', path: '/All Files/Firm Policies' }),
              },
              { Name: 'display', Value: 'Table' },
              { Name: 'sort', Value: 'modified_at' },
              { Name: 'direction', Value: '1' },
            ],
          },
        ],
      },
      glossaryNode(),
    ],
  };
}

function initiativesNode(): SiteNode {
  return {
    title: 'Initiatives',
    path: 'initiatives',
    metaDescription: 'Firm-wide programmes.',
    sections: textPage(
      `Programmes that run across every office of ${brand.firmName}. Each has a sponsor on the Executive Committee.`,
    ),
    children: [
      {
        title: 'Diversity & Inclusion',
        path: 'diversity',
        sections: textPage(
          'Diverse shortlists on every search, and a partnership that looks like the leadership teams we help build.',
        ),
        children: [
          {
            title: 'Women in Leadership',
            path: 'women-in-leadership',
            sections: textPage(
              'A twelve-month programme for senior women consultants on the path to partner: coaching, sponsorship and a client-facing project.',
              'Nominations close at the end of the quarter.',
            ),
          },
          {
            title: 'Mentoring programme',
            path: 'mentoring',
            sections: textPage(
              'Every new researcher is paired with a mentor from another office for their first year.',
            ),
          },
        ],
      },
      {
        title: 'Sustainability',
        path: 'sustainability',
        sections: textPage('Our commitments on climate and community.'),
        children: [
          {
            title: 'Net zero by 2030',
            path: 'net-zero',
            sections: textPage(
              'We are halving travel emissions per partner, moving every office to renewable power and reporting progress each year.',
            ),
          },
          {
            title: 'Giving back',
            path: 'giving-back',
            sections: textPage(
              'Two volunteering days a year for everyone, and pro bono board searches for non-profits chosen by the offices.',
            ),
          },
        ],
      },
      {
        title: 'Learning',
        path: 'learning',
        sections: textPage('Learning paths for every role.'),
        children: [
          {
            title: 'Partner Academy',
            path: 'partner-academy',
            sections: textPage(
              'A programme for newly elected partners: business development, client leadership and running a profitable search.',
            ),
          },
          {
            title: 'Research Excellence Programme',
            path: 'research-excellence',
            sections: textPage(
              'Sourcing, market mapping and candidate assessment, taught by senior researchers.',
            ),
          },
        ],
      },
    ],
  };
}

export const guideSiteNodes = (practiceGroupIds: ReadonlyMap<string, number>): SiteNode[] => [
  practicesNode(practiceGroupIds),
  guidesNode(),
  initiativesNode(),
];
