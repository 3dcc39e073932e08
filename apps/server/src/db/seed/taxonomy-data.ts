// The taxonomies reports group by: functions and industries (each with a code), practice groups
// with their subsectors, report groups, and skills. Codes are listed on each group; a few codes
// are listed on two groups of the same kind on purpose (spec 2 §2: shared codes are counted in
// every group they belong to, and reports must not double-count the firm total).

export interface FunctionData {
  code: string;
  name: string;
  /** Typical job titles of searches in this function. */
  titles: readonly string[];
  /** Relative frequency among assignments. */
  weight: number;
}

// biome-ignore format: table
export const FUNCTIONS: FunctionData[] = [
  { code: 'CEO', name: 'CEO & General Management', weight: 14, titles: ['Chief Executive Officer', 'President', 'Managing Director', 'General Manager, EMEA', 'Divisional President', 'Country Manager'] },
  { code: 'BRD', name: 'Board Directors', weight: 7, titles: ['Non-Executive Director', 'Independent Board Member', 'Chair of the Board', 'Audit Committee Chair', 'Senior Independent Director'] },
  { code: 'CFO', name: 'Finance', weight: 13, titles: ['Chief Financial Officer', 'Group Financial Controller', 'VP Finance', 'Head of Investor Relations', 'Group Treasurer', 'Finance Director'] },
  { code: 'HR', name: 'Human Resources', weight: 7, titles: ['Chief Human Resources Officer', 'Chief People Officer', 'HR Director', 'Head of Talent', 'VP Total Rewards'] },
  { code: 'TEC', name: 'Technology', weight: 10, titles: ['Chief Information Officer', 'Chief Technology Officer', 'Chief Information Security Officer', 'VP Engineering', 'Chief Data Officer'] },
  { code: 'MKT', name: 'Marketing', weight: 6, titles: ['Chief Marketing Officer', 'Chief Customer Officer', 'VP Brand', 'Head of Marketing'] },
  { code: 'SAL', name: 'Sales & Commercial', weight: 7, titles: ['Chief Commercial Officer', 'Chief Revenue Officer', 'VP Sales', 'Head of Business Development'] },
  { code: 'OPS', name: 'Operations', weight: 6, titles: ['Chief Operating Officer', 'VP Manufacturing', 'Head of Operations', 'Plant Director'] },
  { code: 'LGL', name: 'Legal', weight: 5, titles: ['General Counsel', 'Chief Legal Officer', 'Company Secretary', 'Deputy General Counsel'] },
  { code: 'SCM', name: 'Supply Chain & Procurement', weight: 3, titles: ['Chief Supply Chain Officer', 'VP Procurement', 'Head of Logistics'] },
  { code: 'STR', name: 'Strategy & Corporate Development', weight: 4, titles: ['Chief Strategy Officer', 'Head of M&A', 'Head of Corporate Development', 'Chief Transformation Officer'] },
  { code: 'RSK', name: 'Risk & Compliance', weight: 4, titles: ['Chief Risk Officer', 'Chief Compliance Officer', 'Head of Internal Audit'] },
  { code: 'RND', name: 'Research & Development', weight: 4, titles: ['Chief Scientific Officer', 'Head of R&D', 'Chief Medical Officer', 'VP Product'] },
  { code: 'INV', name: 'Investment', weight: 5, titles: ['Chief Investment Officer', 'Portfolio Manager', 'Operating Partner', 'Investment Director'] },
  { code: 'ESG', name: 'Sustainability', weight: 2, titles: ['Chief Sustainability Officer', 'Head of ESG'] },
  { code: 'DIG', name: 'Digital & Product', weight: 3, titles: ['Chief Digital Officer', 'Chief Product Officer', 'Head of E-commerce'] },
];

export interface IndustryData {
  code: string;
  name: string;
  weight: number;
  /** Words that make a company in this industry sound like one ('Bank', 'Pharma'). */
  companyWords: readonly string[];
}

// biome-ignore format: table
export const INDUSTRIES: IndustryData[] = [
  { code: 'BNK', name: 'Banking & Capital Markets', weight: 8, companyWords: ['Bank', 'Bancorp', 'Capital Markets', 'Financial Group'] },
  { code: 'INS', name: 'Insurance', weight: 5, companyWords: ['Insurance', 'Assurance', 'Re', 'Mutual'] },
  { code: 'AWM', name: 'Asset & Wealth Management', weight: 5, companyWords: ['Asset Management', 'Investors', 'Wealth Partners', 'Capital'] },
  { code: 'PEQ', name: 'Private Equity & Venture Capital', weight: 6, companyWords: ['Capital Partners', 'Equity Partners', 'Ventures', 'Investments'] },
  { code: 'FTP', name: 'Fintech & Payments', weight: 3, companyWords: ['Pay', 'Payments', 'Fintech', 'Ledger'] },
  { code: 'RET', name: 'Retail', weight: 5, companyWords: ['Retail', 'Stores', 'Market', 'Brands'] },
  { code: 'CPG', name: 'Consumer Packaged Goods', weight: 5, companyWords: ['Foods', 'Beverages', 'Consumer Products', 'Home Care'] },
  { code: 'LUX', name: 'Luxury & Fashion', weight: 2, companyWords: ['Maison', 'Atelier', 'Fashion Group', 'Luxe'] },
  { code: 'HOS', name: 'Hospitality & Leisure', weight: 2, companyWords: ['Hotels', 'Resorts', 'Leisure', 'Hospitality'] },
  { code: 'AUT', name: 'Automotive & Mobility', weight: 4, companyWords: ['Motors', 'Automotive', 'Mobility', 'Components'] },
  { code: 'ADF', name: 'Aerospace & Defence', weight: 2, companyWords: ['Aerospace', 'Defence Systems', 'Aviation', 'Dynamics'] },
  { code: 'ITE', name: 'Industrial Technology', weight: 5, companyWords: ['Industries', 'Engineering', 'Automation', 'Machinery'] },
  { code: 'CHM', name: 'Chemicals & Materials', weight: 3, companyWords: ['Chemicals', 'Materials', 'Polymers', 'Specialty Chemicals'] },
  { code: 'ONG', name: 'Oil & Gas', weight: 3, companyWords: ['Energy', 'Petroleum', 'Resources', 'Offshore'] },
  { code: 'PWR', name: 'Power & Utilities', weight: 3, companyWords: ['Power', 'Utilities', 'Electric', 'Grid'] },
  { code: 'REN', name: 'Renewable Energy', weight: 3, companyWords: ['Renewables', 'Solar', 'Wind', 'Clean Energy'] },
  { code: 'MIN', name: 'Mining & Metals', weight: 2, companyWords: ['Mining', 'Metals', 'Minerals', 'Steel'] },
  { code: 'PHA', name: 'Biopharma', weight: 6, companyWords: ['Pharma', 'Therapeutics', 'Biosciences', 'Biologics'] },
  { code: 'MDT', name: 'Medical Technology', weight: 3, companyWords: ['Medical', 'Diagnostics', 'MedTech', 'Surgical'] },
  { code: 'HCS', name: 'Healthcare Services', weight: 3, companyWords: ['Health', 'Healthcare', 'Care Group', 'Clinics'] },
  { code: 'SFT', name: 'Software & Internet', weight: 7, companyWords: ['Software', 'Systems', 'Cloud', 'Labs'] },
  { code: 'TEL', name: 'Telecommunications', weight: 3, companyWords: ['Telecom', 'Networks', 'Communications', 'Mobile'] },
  { code: 'MED', name: 'Media & Entertainment', weight: 2, companyWords: ['Media', 'Entertainment', 'Studios', 'Publishing'] },
  { code: 'RES', name: 'Real Estate & Infrastructure', weight: 3, companyWords: ['Properties', 'Real Estate', 'Infrastructure', 'Land'] },
  { code: 'TRL', name: 'Transport & Logistics', weight: 3, companyWords: ['Logistics', 'Shipping', 'Freight', 'Airlines'] },
  { code: 'PRS', name: 'Professional Services', weight: 3, companyWords: ['Consulting', 'Advisory', 'Partners', 'Services'] },
  { code: 'EDU', name: 'Education & Non-profit', weight: 2, companyWords: ['University', 'Foundation', 'Institute', 'Trust'] },
];

export interface SubsectorData {
  name: string;
  industryCodes: readonly string[];
  functionCodes?: readonly string[];
  isDirectorSearch?: boolean;
}

export interface PracticeGroupData {
  name: string;
  slug: string;
  industryCodes: readonly string[];
  functionCodes: readonly string[];
  subsectors: readonly SubsectorData[];
}

// biome-ignore format: table
export const PRACTICE_GROUPS: PracticeGroupData[] = [
  { name: 'Financial Services', slug: 'financial-services', industryCodes: ['BNK', 'INS', 'AWM', 'FTP', 'PEQ'], functionCodes: ['RSK'], subsectors: [
    { name: 'Banking & Capital Markets', industryCodes: ['BNK'] },
    { name: 'Insurance', industryCodes: ['INS'] },
    { name: 'Asset & Wealth Management', industryCodes: ['AWM', 'PEQ'] },
    { name: 'Fintech & Payments', industryCodes: ['FTP'] },
  ] },
  { name: 'Consumer', slug: 'consumer', industryCodes: ['RET', 'CPG', 'LUX', 'HOS'], functionCodes: ['MKT'], subsectors: [
    { name: 'Retail', industryCodes: ['RET'] },
    { name: 'Consumer Products', industryCodes: ['CPG'] },
    { name: 'Luxury & Fashion', industryCodes: ['LUX'] },
    { name: 'Hospitality & Leisure', industryCodes: ['HOS'] },
  ] },
  { name: 'Industrial', slug: 'industrial', industryCodes: ['AUT', 'ADF', 'ITE', 'CHM', 'TRL', 'REN'], functionCodes: ['OPS', 'SCM'], subsectors: [
    { name: 'Automotive & Mobility', industryCodes: ['AUT'] },
    { name: 'Aerospace & Defence', industryCodes: ['ADF'] },
    { name: 'Industrial Technology', industryCodes: ['ITE', 'CHM'] },
    { name: 'Transport & Logistics', industryCodes: ['TRL'] },
  ] },
  { name: 'Energy & Natural Resources', slug: 'energy', industryCodes: ['ONG', 'PWR', 'REN', 'MIN'], functionCodes: ['ESG'], subsectors: [
    { name: 'Oil & Gas', industryCodes: ['ONG'] },
    { name: 'Power & Utilities', industryCodes: ['PWR'] },
    { name: 'Renewables & Energy Transition', industryCodes: ['REN', 'PWR'] },
    { name: 'Mining & Metals', industryCodes: ['MIN'] },
  ] },
  { name: 'Healthcare & Life Sciences', slug: 'healthcare', industryCodes: ['PHA', 'MDT', 'HCS'], functionCodes: ['RND'], subsectors: [
    { name: 'Biopharma', industryCodes: ['PHA'] },
    { name: 'Medical Technology', industryCodes: ['MDT'] },
    { name: 'Healthcare Services', industryCodes: ['HCS'] },
    { name: 'Digital Health', industryCodes: ['HCS', 'MDT', 'SFT'] },
  ] },
  { name: 'Technology, Media & Telecom', slug: 'technology', industryCodes: ['SFT', 'TEL', 'MED', 'FTP'], functionCodes: ['TEC', 'DIG'], subsectors: [
    { name: 'Software & Internet', industryCodes: ['SFT', 'FTP'] },
    { name: 'Telecommunications', industryCodes: ['TEL'] },
    { name: 'Media & Entertainment', industryCodes: ['MED'] },
    { name: 'Digital Infrastructure', industryCodes: ['TEL', 'RES'] },
  ] },
  { name: 'Private Capital', slug: 'private-capital', industryCodes: ['PEQ', 'AWM', 'RES'], functionCodes: ['INV'], subsectors: [
    { name: 'Buyout', industryCodes: ['PEQ'] },
    { name: 'Growth & Venture', industryCodes: ['PEQ', 'SFT'] },
    { name: 'Portfolio Leadership', industryCodes: ['PEQ'], functionCodes: ['INV'] },
    { name: 'Real Assets', industryCodes: ['RES'] },
  ] },
  { name: 'Board & CEO Advisory', slug: 'board', industryCodes: ['PRS', 'EDU'], functionCodes: ['BRD', 'CEO'], subsectors: [
    // spec 2 §9: Director Search assignments are left out of the average filled job value
    { name: 'Director Search', industryCodes: [], functionCodes: ['BRD'], isDirectorSearch: true },
    { name: 'CEO Succession', industryCodes: [], functionCodes: ['CEO'] },
    { name: 'Professional Services', industryCodes: ['PRS'] },
    { name: 'Education & Social Impact', industryCodes: ['EDU'] },
  ] },
];

// biome-ignore format: table
export const REPORT_GROUPS: { name: string; industryCodes: readonly string[]; functionCodes: readonly string[] }[] = [
  { name: 'Financial Institutions', industryCodes: ['BNK', 'INS', 'AWM', 'FTP'], functionCodes: [] },
  { name: 'Private Capital', industryCodes: ['PEQ', 'AWM'], functionCodes: ['INV'] },
  { name: 'Consumer & Retail', industryCodes: ['RET', 'CPG', 'LUX', 'HOS'], functionCodes: [] },
  { name: 'Industrial & Mobility', industryCodes: ['AUT', 'ADF', 'ITE', 'CHM', 'TRL'], functionCodes: [] },
  { name: 'Energy & Resources', industryCodes: ['ONG', 'PWR', 'REN', 'MIN'], functionCodes: [] },
  { name: 'Life Sciences & Health', industryCodes: ['PHA', 'MDT', 'HCS'], functionCodes: [] },
  { name: 'TMT', industryCodes: ['SFT', 'TEL', 'MED', 'FTP'], functionCodes: [] },
  { name: 'Board Services', industryCodes: [], functionCodes: ['BRD', 'CEO'] },
  { name: 'Finance & Risk Officers', industryCodes: [], functionCodes: ['CFO', 'RSK', 'LGL'] },
  { name: 'Technology & Digital Officers', industryCodes: [], functionCodes: ['TEC', 'DIG', 'CEO'] },
  { name: 'People & Culture', industryCodes: [], functionCodes: ['HR', 'ESG'] },
];

// biome-ignore format: word list
export const SKILLS = [
  'Board advisory', 'CEO succession', 'Digital transformation', 'Private equity', 'Mergers & acquisitions',
  'Diversity, equity & inclusion', 'Leadership assessment', 'Team effectiveness', 'Culture transformation',
  'ESG & sustainability', 'Family business', 'Turnarounds & restructuring', 'IPO readiness', 'Cybersecurity',
  'AI & data', 'Supply chain', 'Cross-border searches', 'Start-ups & scale-ups', 'Public sector',
  'Regulatory affairs', 'Investor relations', 'Interim management', 'Executive coaching', 'Onboarding',
  'Compensation benchmarking', 'Market mapping', 'Succession planning', 'Women on boards', 'Emerging markets',
  'Healthcare policy', 'Fintech', 'Energy transition', 'Mandarin', 'Spanish', 'German', 'French', 'Japanese',
  'Arabic', 'Portuguese', 'Italian',
] as const;
