// The firm's own words in one place: its name, what it calls its staff, its tracking system and
// the apps in the flyout. A deployment for another firm changes this file only.
export interface AppLink {
  label: string;
  href: string;
  description: string;
}

export const brand = {
  firmName: 'Meridian Partners',
  /** The firm-name node of the route tree (spec 1 §2.2). */
  firmNode: 'meridian',
  /** The firm's term for its staff, used in /directory/{members} and labels. */
  members: 'meridians',
  /** Singular label: '{member} Details', '{member} Report'. */
  memberSingular: 'Meridian',
  membersLabel: 'Meridians',
  /** The applicant-tracking system's name, used in {tracking} routes. */
  tracking: 'invenias',
  trackingLabel: 'Invenias',
  aiSearchPath: 'ai-search',
  /** What a top-level page of the firm's own words is, shown as the page's tooltip in the navigation. */
  navHints: {
    mcl: 'Client work: assignments, client companies and the financial dashboard',
    meridians: 'Everyone at the firm: partners, researchers and administration staff',
  } as Record<string, string>,
  demoEmailDomain: 'demo.atrium',
  appLinks: [
    { label: 'Invenias', href: 'https://app.invenias.example/', description: 'Recruitment database' },
    { label: 'Meridian AI', href: '/ai-search', description: 'AI assistant' },
    { label: 'Box', href: 'https://app.box.example/', description: 'File sharing' },
    { label: 'Mail', href: 'https://outlook.example/', description: 'Mail' },
    { label: 'Teams', href: 'https://teams.example/', description: 'Chat and meetings' },
    { label: 'Spam filter', href: 'https://quarantine.example/', description: 'Spam filter' },
    { label: 'LinkedIn', href: 'https://www.linkedin.example/', description: 'Professional network' },
    { label: 'ZoomInfo', href: 'https://app.zoominfo.example/', description: 'Contact data' },
    { label: 'Sourcing', href: 'https://sourcing.example/', description: 'Sourcing tool' },
    { label: 'DocuSign', href: 'https://account.docusign.example/', description: 'E-signature' },
    { label: 'Security', href: 'https://security.example/', description: 'Security console' },
    { label: 'Cloud services', href: 'https://cloud.example/', description: 'Cloud services' },
  ] satisfies AppLink[],
} as const;
