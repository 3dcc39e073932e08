// The two advanced searches (spec 2 §3): the Assignment and Company report types, their date
// filter types (labels and defaults) and their totals.
import type { AssignmentFilterType, CompanyFilterType, Metrics } from '@atrium/contracts';

export const ASSIGNMENT_FILTER_TYPES: readonly { value: AssignmentFilterType; label: string }[] = [
  { value: 'taken', label: 'Date Taken' },
  { value: 'activity', label: 'Activity' },
  { value: 'invoice', label: 'Invoice Date' },
  { value: 'status', label: 'Status Date' },
  { value: 'created', label: 'Created Date' },
  { value: 'markedfilled', label: 'Marked Filled' },
];

export const COMPANY_FILTER_TYPES: readonly { value: CompanyFilterType; label: string }[] = [
  { value: 'none', label: 'No date filter' },
  { value: 'activity', label: 'Activity' },
  { value: 'noActivity', label: 'No Activity' },
  { value: 'invoice', label: 'Invoice Date' },
  { value: 'taken', label: 'Date Taken' },
];

/** The totals boxes under the toolbar. */
export const TOTALS: readonly { key: keyof Metrics; label: string; isMoney: boolean }[] = [
  { key: 'totalBillings', label: 'Total Billings', isMoney: true },
  { key: 'assignmentsTaken', label: 'Assignments Taken', isMoney: false },
  { key: 'assignmentsFilled', label: 'Assignments Filled', isMoney: false },
  { key: 'teamingRevenue', label: 'Teaming Revenue', isMoney: true },
];
