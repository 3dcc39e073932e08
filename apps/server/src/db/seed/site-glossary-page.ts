// The demo firm's glossary for staff: the words the portal uses that a newcomer cannot decode. The
// top bar's Glossary button opens this page by its internal name (`GLOSSARY_PAGE_NAME`).
import { brand, GLOSSARY_PAGE_NAME } from '@atrium/contracts';
import { heading, list, paragraphs, type SiteNode } from './site-types.ts';

const TERMS: [group: string, terms: [word: string, meaning: string][]][] = [
  [
    'The firm',
    [
      [brand.membersLabel, `Everyone at ${brand.firmName}: partners, researchers and administration staff.`],
      ['License', 'A legal entity of the firm in one or more countries; every office belongs to one.'],
      ['Region', 'A group of licenses, such as USA East or Europe.'],
      ['Practice group', 'An industry or function specialism, with its subsectors.'],
      ['Group', 'A named list of people kept in the firm directory, such as a committee.'],
    ],
  ],
  [
    'Client work',
    [
      ['MCL', 'The section for client work: assignments, client companies and the financial dashboard.'],
      ['Assignment', 'A search or consulting engagement for a client company.'],
      ['Developer, handler', 'The partner who won an assignment, and the one who runs it; each has a share.'],
      ['Billings', 'The firm’s invoiced fees, credited to partners by their share.'],
      ['Teaming', 'Work shared by more than one partner, across offices or licenses.'],
      ['Taken, filled', 'An assignment taken in the period, and one completed (status Filled) in it.'],
      ['Key account', 'A client the firm manages as a whole; a key icon marks it in company lists.'],
      [
        'Off limits',
        'A client whose people the firm does not approach until the off-limits date; the action date is six months before renewal.',
      ],
    ],
  ],
  [
    'Tools',
    [
      [brand.trackingLabel, 'The firm’s recruitment database; company records are linked to it.'],
      ['ZoomInfo', 'The company-data provider used to fill in company details.'],
      ['Box', 'The firm’s file-sharing service.'],
    ],
  ],
  [
    'Editing pages',
    [
      ['Internal name', 'A page’s unique name, by which links and redirects find it even when it moves.'],
      ['Do not link', 'The page’s breadcrumb is plain text, for a page that only groups others.'],
      ['Exclude from navigation', 'The page opens by its address but is not listed in the menus.'],
    ],
  ],
];

export function glossaryNode(): SiteNode {
  return {
    title: 'Glossary',
    path: 'glossary',
    name: GLOSSARY_PAGE_NAME,
    metaDescription: `The words used at ${brand.firmName} and in this portal, explained.`,
    sections: [
      {
        kind: 'text',
        title: 'Glossary',
        html:
          paragraphs('The words used around the firm and in this portal, in plain language.') +
          TERMS.map(
            ([group, terms]) => heading(group) + list(terms.map(([word, meaning]) => `${word} — ${meaning}`)),
          ).join(''),
        width: 12,
      },
    ],
  };
}
