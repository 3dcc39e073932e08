// A tiny firm for the rule tests: two regions, three partners, two companies, and helpers that add
// assignments, team members, invoices and FX rates by hand. Used by tests only.
import type { SearchType } from './metric-rules.ts';
import type { EngineQuery } from './report-selection.ts';
import { emptySource, type ReportSource, type SourceAssignment } from './report-source.ts';
import type { ReportStore } from './report-store.ts';
import { buildReportStore } from './report-store-build.ts';

export const ANN = 1; // Americas / New York office
export const BEN = 2; // Americas / New York office
export const CAT = 3; // Europe / London office
export const AMERICAS = 1;
export const EUROPE = 2;
export const PARENT_CO = 1000;
export const SUB_CO = 1001;

export function tinyFirm(): FirmBuilder {
  const source = emptySource();
  source.regions = [
    { id: AMERICAS, name: 'Americas' },
    { id: EUROPE, name: 'Europe' },
  ];
  source.licenses = [
    { id: 10, name: 'US License', regionId: AMERICAS },
    { id: 20, name: 'UK License', regionId: EUROPE },
  ];
  source.locations = [
    { id: 100, name: 'New York', licenseId: 10 },
    { id: 200, name: 'London', licenseId: 20 },
  ];
  source.users = [
    { id: ANN, name: 'Ann Archer', locationId: 100 },
    { id: BEN, name: 'Ben Brook', locationId: 100 },
    { id: CAT, name: 'Cat Cole', locationId: 200 },
  ];
  source.companies = [
    { id: PARENT_CO, name: 'Parent Co', parentId: PARENT_CO },
    { id: SUB_CO, name: 'Sub Co', parentId: PARENT_CO },
  ];
  return new FirmBuilder(source);
}

export class FirmBuilder {
  private nextInvoice = 1;
  constructor(readonly source: ReportSource) {}

  /** An open executive search taken 2025-02-01, with no team and no invoices yet. */
  assignment(id: number, overrides: Partial<SourceAssignment> & { searchType?: SearchType } = {}): this {
    this.source.assignments.push({
      id,
      displayId: `A-${id}`,
      jobTitle: 'Chief Financial Officer',
      companyId: SUB_CO,
      functionId: null,
      industryId: null,
      practiceGroupId: null,
      subsectorId: null,
      searchType: 'Executive',
      status: 'O',
      statusDate: '2025-02-01',
      markedFilledDate: null,
      dateTaken: '2025-02-01',
      createdDate: '2025-01-15',
      onStrategy: false,
      excludeFromAverage: false,
      isSearchGuarantee: false,
      isAdditionalPlacement: false,
      ...overrides,
    });
    return this;
  }

  team(assignmentId: number, userId: number, role: 'D' | 'H'): this {
    this.source.assignmentUsers.push({ assignmentId, userId, role });
    return this;
  }

  /** An invoice with its splits: [userId, take] pairs, in the invoice's currency. */
  invoice(
    assignmentId: number,
    invoiceDate: string,
    amount: number,
    splits: [number, number][],
    currency = 'USD',
  ): this {
    const id = this.nextInvoice++;
    this.source.invoices.push({ id, assignmentId, invoiceDate, amount, currency });
    for (const [userId, take] of splits) this.source.splits.push({ invoiceId: id, userId, amount: take });
    return this;
  }

  rate(month: string, currency: string, unitsPerUsd: number): this {
    this.source.fxRates.push({ month, currency, unitsPerUsd });
    return this;
  }

  build(): ReportStore {
    return buildReportStore(this.source);
  }
}

/** Calendar 2025, activity filter, no keys, amounts in USD. */
export function query2025(overrides: Partial<EngineQuery> = {}): EngineQuery {
  return {
    filterType: 'activity',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    keys: [],
    currency: 'USD',
    ...overrides,
  };
}
