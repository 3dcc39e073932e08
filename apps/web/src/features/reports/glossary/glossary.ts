// The glossary the user reads (spec 2 §9 glossary). It must say what docs/metrics.md says: the
// server follows that page, so change both together.
export const GLOSSARY_TITLE = 'How are dashboard metrics calculated?';

export interface GlossaryEntry {
  term: string;
  text: string;
}

export const METRIC_GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Total Billings',
    text: 'The sum of invoices entered in the period: the takes (each person’s part) on the invoices the filter type counts.',
  },
  {
    term: 'Teaming Value',
    text: 'The full invoice value for teaming assignments (two or more partners), each invoice counted once.',
  },
  {
    term: 'Teaming Revenue',
    text: 'The partner’s share of it: the takes on invoices of teaming assignments.',
  },
  {
    term: 'Assignments Taken',
    text: 'Assignments with a date taken in the period and total billings not 0, each person counting their fractional share.',
  },
  {
    term: 'Assignments Filled',
    text: 'Assignments with status Filled (F), a status date in the period and total billings not 0, counted by the same shares.',
  },
  { term: 'Teaming Taken and Teaming Filled', text: 'The same counts for teaming assignments only.' },
  {
    term: 'Time to Fill',
    text: 'The average number of days from taken to filled, over the unique filled assignments; 0 if none.',
  },
  {
    term: 'Average Filled Job Value',
    text: 'The average total billings of the unique Executive Search assignments filled in the period, leaving out search guarantees, additional placements, the Director Search subsector and assignments excluded from the average.',
  },
  {
    term: 'Executive Search, Leadership Consulting, Interim Management',
    text: 'Total Billings split by search type; Leadership Consulting includes BLM.',
  },
  {
    term: 'Strategy Billings and Strategy Taken',
    text: 'Total Billings and Assignments Taken of assignments on strategy.',
  },
];

export const GLOSSARY_NOTES: readonly string[] = [
  'Teaming: an assignment whose developers plus handlers number more than 1 and whose total billings are not 0.',
  'Counts may be fractions: a person’s share of an assignment is their billings in USD divided by the assignment’s total billings in USD, counted once per assignment and person.',
  'Amounts are in your currency, converted at each invoice month’s exchange rate, and shown with no decimals.',
  'Each KPI is compared with the same period 12 months earlier: 0% when both are zero, +100% when the previous period is zero, −100% when the current one is zero; otherwise (current − previous) ÷ |previous|.',
];

/** docs/metrics.md "Which rows a report counts": the date-filter types. */
export const FILTER_TYPE_GLOSSARY: readonly { type: string; scope: string; invoices: string }[] = [
  { type: 'Activity (default)', scope: 'All assignments', invoices: 'Invoices dated in the period' },
  { type: 'Date Taken', scope: 'Assignments taken in the period', invoices: 'All their invoices, any date' },
  {
    type: 'Invoice Date',
    scope: 'Assignments with at least one invoice dated in the period',
    invoices: 'Invoices dated in the period',
  },
  {
    type: 'Status Date',
    scope: 'Assignments whose status date is in the period',
    invoices: 'All their invoices, any date',
  },
];

export const FILTER_TYPE_NOTE =
  'With every filter type, Taken counts assignments taken in the period and Filled counts assignments with status F and a status date in the period. The period includes both its first and last day.';
