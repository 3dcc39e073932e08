// Business files: people, companies, assignments with their teams, invoices with their splits.
import { toHundredths } from './import-cells.ts';
import {
  BOOL,
  CURRENCY,
  DATE,
  type FileSpec,
  optional,
  optionalRef,
  ref,
  refList,
  required,
  requiredRef,
  sourceId,
  TEXT,
} from './import-files.ts';

export const usersFile: FileSpec = {
  file: 'users.csv',
  table: 'users',
  key: ['source_id'],
  uniqueIgnoringCase: ['email'],
  // startup.ts creates the first site admin as `admin:<email>`; the HR export then names them
  claimableSourceId: (email) => `admin:${email}`,
  columns: [
    sourceId('person'),
    required(
      'email',
      { kind: 'email' },
      'Work e-mail address, used to sign in with SSO; unique ignoring case.',
    ),
    required('first_name', TEXT, 'First name.'),
    required('last_name', TEXT, 'Last name.'),
    optional('title', TEXT, 'Job title, e.g. "Managing Partner"; empty: none.'),
    required(
      'role',
      { kind: 'enum', values: ['Partner', 'Researcher', 'Administrator'] },
      'Partner, Researcher or Administrator.',
    ),
    optional(
      'status_id',
      { kind: 'int', min: 0, max: 32767 },
      'Employment status: 1 is Active, any other value is not; empty: 1.',
    ),
    optionalRef('location_id', 'locations.csv', 'Home office'),
    optionalRef('practice_group_id', 'practice_groups.csv', 'Practice group'),
    optional('office_phone', TEXT, 'Office phone; empty: none.'),
    optional('mobile_phone', TEXT, 'Mobile phone; empty: none.'),
    optional('ad_login', TEXT, 'Directory (Active Directory) login name; empty: none.'),
    optional('bio', TEXT, 'Short biography shown in the directory; empty: none.'),
    optional('currency', CURRENCY, 'Currency the person sees amounts in; empty: USD.'),
    optional('blf_certified', BOOL, 'Certified for the Board & Leadership Framework; empty: false.'),
    optional('hire_date', DATE, 'Date hired by the firm; empty: unknown.'),
    optional('join_date', DATE, 'Date joined the current office or role family; empty: unknown.'),
    optional(
      'role_changed_date',
      DATE,
      'Date the role last changed (e.g. promoted to Partner); empty: never.',
    ),
    optional('inactive_date', DATE, 'Date the person left or became inactive; empty: still active.'),
    refList('skill_ids', 'skills.csv', 100, "The person's skills"),
  ],
};

export const companiesFile: FileSpec = {
  file: 'companies.csv',
  table: 'companies',
  key: ['source_id'],
  columns: [
    sourceId('company'),
    required('name', TEXT, 'Company name.'),
    optional('city', TEXT, 'Headquarters city; empty: none.'),
    optional('web_address', TEXT, 'Web site; empty: none.'),
    optional(
      'global_revenue',
      { kind: 'int', min: 1, max: 3 },
      'Revenue band: 1 is < $1B, 2 is $1 - $5B, 3 is $5B +; empty: unknown.',
    ),
    optional('is_private_equity', BOOL, 'A private-equity or venture-capital firm; empty: false.'),
    optional(
      'parent_id',
      ref('companies.csv'),
      "The parent company (source id from companies.csv). Empty or the company's own source_id: it is a parent company itself.",
    ),
    optional('is_key_account', BOOL, 'A key account of the firm; empty: false.'),
    optionalRef('owner_user_id', 'users.csv', 'The partner who owns the relationship'),
    optional('is_client', BOOL, 'A client of the firm; empty: false.'),
    optional(
      'status',
      { kind: 'enum', values: ['Prospect', 'Current', 'Previous'] },
      'Client status: Prospect, Current or Previous; empty: Prospect.',
    ),
    optional('off_limits_date', DATE, 'Off limits for recruiting until this date; empty: not off limits.'),
    optional(
      'off_limits_apart',
      BOOL,
      "Apart from its family's off-limits: it neither shares its parent's or subsidiaries' nor passes its own to them; empty: false.",
    ),
    optional('invenias_id', TEXT, "The company's id in Invenias; empty: not linked."),
    optional('zoominfo_id', TEXT, "The company's id in ZoomInfo; empty: not linked."),
    optional('external_id2', TEXT, "Another system's id for the company; empty: none."),
    refList('country_ids', 'countries.csv', 10, 'Countries the company operates in'),
    refList('industry_ids', 'industries.csv', 15, 'Industries of the company'),
  ],
};

export const assignmentsFile: FileSpec = {
  file: 'assignments.csv',
  table: 'assignments',
  key: ['source_id'],
  columns: [
    sourceId('assignment'),
    required('display_id', TEXT, 'The assignment number people quote, e.g. "NY-2026-014".'),
    required('job_title', TEXT, 'The position searched for, e.g. "Chief Financial Officer".'),
    requiredRef('company_id', 'companies.csv', 'The client company'),
    optionalRef('function_id', 'functions.csv', 'Function'),
    optionalRef('industry_id', 'industries.csv', 'Industry'),
    requiredRef('location_id', 'locations.csv', 'The office that runs it'),
    optionalRef('practice_group_id', 'practice_groups.csv', 'Practice group'),
    optionalRef('subsector_id', 'subsectors.csv', 'Subsector'),
    required(
      'search_type',
      { kind: 'enum', values: ['Executive', 'Consulting', 'BLM', 'IM'] },
      'Executive (Executive Search), Consulting or BLM (Leadership Consulting), IM (Interim Management).',
    ),
    optional('assignment_type', TEXT, "The source system's assignment type; empty: none."),
    required(
      'status',
      { kind: 'enum', values: ['C', 'E', 'F', 'H', 'O', 'S'] },
      'C Cancelled, E Ended, F Filled, H Held, O Open, S Staffed.',
    ),
    required('status_date', DATE, 'The date the status was set.'),
    optional('date_taken', DATE, 'The date the firm took the assignment; empty: not taken.'),
    required('created_date', DATE, 'The date the assignment was created.'),
    optional('marked_filled_date', DATE, 'The date it was marked filled; empty: not filled.'),
    optional('on_strategy', BOOL, 'Counts as strategy work; empty: false.'),
    optional('exclude_from_average', BOOL, 'Left out of the average filled job value; empty: false.'),
    optional('is_search_guarantee', BOOL, 'A search guarantee (re-run of a failed search); empty: false.'),
    optional(
      'is_additional_placement',
      BOOL,
      'An additional placement from an earlier search; empty: false.',
    ),
  ],
};

export const assignmentUsersFile: FileSpec = {
  file: 'assignment_users.csv',
  table: 'assignment_users',
  key: ['assignment_id', 'user_id', 'role'],
  columns: [
    requiredRef('assignment_id', 'assignments.csv', 'The assignment'),
    requiredRef('user_id', 'users.csv', 'The team member'),
    required(
      'role',
      { kind: 'enum', values: ['D', 'H'] },
      'D Developer (won the work) or H Handler (runs the search).',
    ),
    required('percentage', { kind: 'percent' }, "The member's share of the assignment, 0 to 100."),
  ],
  // spec 2 §3: developers and handlers share the assignment; the file holds each team whole
  checkFile: (rows, report) => {
    const teams = new Map<string, { line: number; hundredths: number }>();
    for (const row of rows) {
      const assignment = String(row.values.assignment_id);
      const team = teams.get(assignment) ?? { line: row.line, hundredths: 0 };
      team.hundredths += toHundredths(String(row.values.percentage));
      teams.set(assignment, team);
    }
    for (const [assignment, team] of teams) {
      if (team.hundredths !== 10000) {
        const total = (team.hundredths / 100).toString();
        report(
          team.line,
          'percentage',
          `the team of assignment ${JSON.stringify(assignment)} adds up to ${total}, not 100`,
        );
      }
    }
  },
};

export const invoicesFile: FileSpec = {
  file: 'invoices.csv',
  table: 'invoices',
  key: ['source_id'],
  columns: [
    sourceId('invoice'),
    requiredRef('assignment_id', 'assignments.csv', 'The assignment invoiced'),
    required('invoice_date', DATE, 'Invoice date.'),
    required(
      'amount',
      { kind: 'amount' },
      'Invoice amount in its currency, up to 2 decimals; negative for a credit.',
    ),
    required('currency', CURRENCY, '3-letter ISO currency code of the amount.'),
    optional('ordinal', { kind: 'int', min: 1 }, '1 for the initial invoice, then 2, 3…; empty: 1.'),
    optional(
      'revision',
      { kind: 'int', min: 0 },
      '0 for the original amount, then 1 for the 1st revision…; empty: 0.',
    ),
  ],
};

export const invoiceSplitsFile: FileSpec = {
  file: 'invoice_splits.csv',
  table: 'invoice_splits',
  key: ['source_id'],
  columns: [
    sourceId('invoice split'),
    requiredRef('invoice_id', 'invoices.csv', 'The invoice'),
    requiredRef('user_id', 'users.csv', 'The team member credited'),
    required('percentage', { kind: 'percent' }, "The member's share of the invoice, 0 to 100."),
    required('amount', { kind: 'amount' }, "The member's take in the invoice's currency, up to 2 decimals."),
  ],
};
