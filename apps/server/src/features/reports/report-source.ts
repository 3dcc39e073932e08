// The rows the report engine is built from: one plain list per table, as the repository loads them
// (one SQL statement each) and as unit tests write them by hand.
import type { AssignmentStatus, SearchType } from './metric-rules.ts';

export interface NamedRow {
  id: number;
  name: string;
}

export interface ReportSource {
  regions: NamedRow[];
  licenses: (NamedRow & { regionId: number })[];
  locations: (NamedRow & { licenseId: number })[];
  /** `email` tells apart two people of the same name in one office. */
  users: (NamedRow & { locationId: number | null; email?: string | null })[];
  /** parentId equal to the company's own id means it is a parent; null is read the same way. */
  companies: (NamedRow & { parentId: number | null })[];
  functions: NamedRow[];
  industries: NamedRow[];
  reportGroups: NamedRow[];
  practiceGroups: NamedRow[];
  subsectors: (NamedRow & { isDirectorSearch: boolean })[];
  /** Industry and function codes mapped to groups; one code may belong to several groups. */
  groupCodes: SourceGroupCode[];
  assignments: SourceAssignment[];
  assignmentUsers: SourceAssignmentUser[];
  invoices: SourceInvoice[];
  splits: SourceSplit[];
  fxRates: SourceFxRate[];
}

export interface SourceGroupCode {
  groupKind: 'reportGroup' | 'practiceGroup' | 'subsector';
  groupId: number;
  industryId: number | null;
  functionId: number | null;
}

export interface SourceAssignment {
  id: number;
  displayId: string;
  jobTitle: string;
  companyId: number;
  functionId: number | null;
  industryId: number | null;
  practiceGroupId: number | null;
  subsectorId: number | null;
  searchType: SearchType;
  status: AssignmentStatus;
  statusDate: string;
  /** When the assignment was marked filled; older records may lack it. */
  markedFilledDate: string | null;
  dateTaken: string | null;
  createdDate: string;
  onStrategy: boolean;
  excludeFromAverage: boolean;
  isSearchGuarantee: boolean;
  isAdditionalPlacement: boolean;
}

export interface SourceAssignmentUser {
  assignmentId: number;
  userId: number;
  role: 'D' | 'H';
}

export interface SourceInvoice {
  id: number;
  assignmentId: number;
  invoiceDate: string;
  /** The full invoice amount in `currency`. */
  amount: number;
  currency: string;
}

/** One team member's take of an invoice, in the invoice's currency. */
export interface SourceSplit {
  invoiceId: number;
  userId: number;
  amount: number;
}

/** One USD is worth `unitsPerUsd` of `currency` in `month` (YYYY-MM-DD, first of the month). */
export interface SourceFxRate {
  month: string;
  currency: string;
  unitsPerUsd: number;
}

/** An empty source: tests fill in only the tables a rule needs. */
export function emptySource(): ReportSource {
  return {
    regions: [],
    licenses: [],
    locations: [],
    users: [],
    companies: [],
    functions: [],
    industries: [],
    reportGroups: [],
    practiceGroups: [],
    subsectors: [],
    groupCodes: [],
    assignments: [],
    assignmentUsers: [],
    invoices: [],
    splits: [],
    fxRates: [],
  };
}
