// The content-managed pages behind two fixed routes (spec 1 §2.1): /assessment, the firm's
// leadership assessment offer, and the AI-search landing. Kept out of the sidebar: the fixed
// routes show them.
import { brand } from '@atrium/contracts';
import { heading, list, paragraphs, type SiteNode } from './site-types.ts';

function assessmentNode(): SiteNode {
  return {
    title: 'Leadership Assessment',
    path: 'assessment',
    name: 'assessment',
    excludeFromNav: true,
    metaDescription:
      'What our leadership assessment offers clients, when to propose it, how an assessment runs and how to staff it.',
    sections: [
      {
        kind: 'text',
        title: 'What we offer',
        html:
          paragraphs(
            'Leadership assessment tells a client how a leader is likely to perform in a specific role, in their organisation, over the next three to five years. We assess against the role’s real demands — the strategy, the team and the culture it sits in — not against a generic competency list.',
            'Clients buy it in three situations: choosing between finalists on a search, appraising an incumbent team after a change of ownership or strategy, and planning the succession of the CEO and the executive committee.',
          ) +
          list([
            'Candidate assessment: finalists on an executive search, reported before the client decides.',
            'Executive team assessment: every member of a leadership team, with a view of the team as a whole.',
            'Succession assessment: internal candidates for critical roles, their readiness and their development gaps.',
            'Board assessment: the board’s composition, dynamics and effectiveness, usually for the chair.',
          ]),
        width: 8,
      },
      {
        kind: 'text',
        title: 'When to propose it',
        html:
          paragraphs('Raise assessment with the client early, ideally in the pitch, when:') +
          list([
            'a private-equity owner is reviewing the management team after an acquisition;',
            'the client has two strong finalists and no clear way to separate them;',
            'an internal candidate is competing with external ones;',
            'the board is planning CEO succession over the next two years.',
          ]),
        width: 4,
      },
      {
        kind: 'text',
        title: 'How an assessment runs',
        html:
          heading('1. Scope the role') +
          paragraphs(
            'Agree with the client what success looks like in the role: the outcomes expected in the first 18 months, the hardest decisions the leader will face and the relationships that matter.',
          ) +
          heading('2. Gather evidence') +
          paragraphs(
            'A structured, two-hour interview with one of our accredited assessors, validated psychometrics (personality and reasoning), and up to eight referee conversations for incumbents. Candidates get a clear explanation of how their data is used and kept.',
          ) +
          heading('3. Report and feed back') +
          paragraphs(
            'A written report within ten working days, a debrief with the client sponsor, and a feedback session with every person assessed. Reports rate readiness (ready now, ready in 12–24 months, not a fit for this role) and name the development priorities.',
          ),
        width: 12,
      },
      {
        kind: 'text',
        title: 'Staffing and pricing',
        html: paragraphs(
          'Every assessment is led by an accredited assessor from the Leadership Consulting practice, working with the search partner who owns the client. Book assessors through the practice’s coordinator at least two weeks ahead.',
          'Candidate assessment on a search is priced per finalist; team and succession work is scoped and quoted per engagement. Record the work as a Leadership Consulting assignment so it appears under the practice’s figures.',
        ),
        width: 6,
      },
      {
        kind: 'text',
        title: 'Good practice',
        html: list([
          'Never share a report beyond the client sponsor named in the engagement letter.',
          'Keep assessment and search decisions separate: the assessor does not vote on the hire.',
          'Reports are kept for two years, then deleted unless the person assessed agrees otherwise.',
          'Questions: ask the Leadership Consulting practice leader in your region.',
        ]),
        width: 6,
      },
    ],
  };
}

function aiSearchNode(): SiteNode {
  return {
    title: 'AI Search',
    path: brand.aiSearchPath,
    name: 'ai-search',
    excludeFromNav: true,
    metaDescription: 'Ask the portal: find colleagues, clients, assignments and guides in one place.',
    sections: [
      {
        kind: 'text',
        title: 'Ask the portal',
        html: paragraphs(
          'Type a question or a few words and the portal searches everything you may open: colleagues by name, title, office, skill or practice group; clients by name, former name, web domain or city; assignments by title, client or number; and every page and guide.',
          'Misspelt a name? The search still finds close matches. Press Ctrl+K (⌘K on a Mac) on any screen to search without leaving it.',
        ),
        width: 8,
      },
      {
        kind: 'text',
        title: 'Good to know',
        html: list([
          'Results only include what you are allowed to open.',
          'No question you type is sent outside the firm.',
          'Use quotes for an exact phrase, and a minus sign to leave a word out.',
        ]),
        width: 4,
      },
    ],
  };
}

export const searchSiteNodes = (): SiteNode[] => [assessmentNode(), aiSearchNode()];
