// Builds the columnar store from the report source (report-store.ts says what it holds): in one go
// for fixtures and tools, in short slices of the event loop for the portal, from the same steps.
import { buildFxTable } from './fx-rates.ts';
import { billingsSplitOf, isInFilledJobAverage, isTeaming, monthIndex } from './metric-rules.ts';
import { buildPairs } from './report-pairs.ts';
import type { ReportSource } from './report-source.ts';
import {
  type ReportStore,
  SEARCH_TYPES,
  SPLIT_CONSULTING,
  SPLIT_EXECUTIVE,
  SPLIT_IM,
} from './report-store.ts';
import {
  buildCsr,
  codeGroups,
  type Dictionary,
  dayCache,
  dictionary,
  idIndex,
  monthSpan,
  orderByKey,
  rankBy,
  usdPerUnitLookup,
} from './store-building.ts';

/** Rows a building loop works through between two chances to hand the event loop over. */
const ROWS_PER_STEP = 4096;
const isStepEnd = (row: number) => (row & (ROWS_PER_STEP - 1)) === ROWS_PER_STEP - 1;

/** The store in one go: for fixtures and tools that own the process. */
export function buildReportStore(source: ReportSource): ReportStore {
  const steps = reportStoreSteps(source);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The store built in short slices of the event loop, as the portal builds it: a firm's store takes
 * hundreds of milliseconds to build, which no request should wait behind.
 */
export async function buildReportStoreInSlices(
  source: ReportSource,
  pause: () => Promise<void>,
): Promise<ReportStore> {
  const steps = reportStoreSteps(source);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The building, stage by stage: it stops after each stage and every ROWS_PER_STEP rows of a large table. */
function* reportStoreSteps(source: ReportSource): Generator<void, ReportStore, void> {
  const fx = buildFxTable(source.fxRates);
  const regions = dictionary(source.regions);
  const licenses = {
    ...dictionary(source.licenses),
    region: Int32Array.from(source.licenses, (l) => regions.index.get(l.regionId)),
  };
  const locations = {
    ...dictionary(source.locations),
    license: Int32Array.from(source.locations, (l) => licenses.index.get(l.licenseId)),
  };
  const users = {
    ...dictionary(source.users),
    location: Int32Array.from(source.users, (u) => locations.index.get(u.locationId)),
    emails: source.users.map((u) => u.email ?? null),
  };
  const companiesDict = dictionary(source.companies);
  const companies = {
    ...companiesDict,
    parent: Int32Array.from(source.companies, (c, i) =>
      c.parentId == null ? i : companiesDict.index.get(c.parentId),
    ),
  };
  yield;
  const { minMonth, monthCount } = monthSpan(source);
  yield;
  const day = dayCache();
  const usdPerUnit = usdPerUnitLookup(fx, minMonth, monthCount);

  // invoices, in USD at their month's rate
  const nA = source.assignments.length;
  const assignmentIndex = idIndex(Int32Array.from(source.assignments, (a) => a.id));
  const nI = source.invoices.length;
  const invoices = {
    count: nI,
    ids: Int32Array.from(source.invoices, (inv) => inv.id),
    assignment: new Int32Array(nI),
    day: new Int32Array(nI),
    month: new Int32Array(nI),
    amountUsd: new Float64Array(nI),
    usdPerUnit: new Float64Array(nI),
  };
  const invoiceIndex = idIndex(invoices.ids);
  yield;
  const totalUsd = new Float64Array(nA);
  for (let i = 0; i < nI; i++) {
    const inv = source.invoices[i];
    const a = assignmentIndex.get(inv.assignmentId);
    const month = monthIndex(inv.invoiceDate);
    invoices.assignment[i] = a;
    invoices.day[i] = day(inv.invoiceDate);
    invoices.month[i] = month - minMonth;
    invoices.usdPerUnit[i] = usdPerUnit(inv.currency, month);
    invoices.amountUsd[i] = inv.amount * invoices.usdPerUnit[i];
    if (a >= 0) totalUsd[a] += invoices.amountUsd[i];
    if (isStepEnd(i)) yield;
  }
  yield;

  // splits, grouped by invoice, invoices in date order
  const invoiceRank = rankBy(invoices.day);
  yield;
  const splitInvoice = Int32Array.from(source.splits, (s) => invoiceIndex.get(s.invoiceId));
  yield;
  const bySplitInvoice = orderByKey(
    splitInvoice.map((inv) => (inv < 0 ? -1 : invoiceRank[inv])),
    nI,
  );
  const nS = bySplitInvoice.order.length;
  const splits = {
    count: nS,
    invoice: new Int32Array(nS),
    assignment: new Int32Array(nS),
    user: new Int32Array(nS),
    day: new Int32Array(nS),
    month: new Int32Array(nS),
    takeUsd: new Float64Array(nS),
  };
  for (let k = 0; k < nS; k++) {
    const row = source.splits[bySplitInvoice.order[k]];
    const inv = splitInvoice[bySplitInvoice.order[k]];
    splits.invoice[k] = inv;
    splits.assignment[k] = invoices.assignment[inv];
    splits.user[k] = users.index.get(row.userId);
    splits.day[k] = invoices.day[inv];
    splits.month[k] = invoices.month[inv];
    splits.takeUsd[k] = row.amount * invoices.usdPerUnit[inv];
    if (isStepEnd(k)) yield;
  }
  yield;

  // team sizes, and one pair per assignment and user: team members plus anyone with a split
  const developers = new Uint16Array(nA);
  const handlers = new Uint16Array(nA);
  const team = source.assignmentUsers;
  const teamAssignment = Int32Array.from(team, (t) => assignmentIndex.get(t.assignmentId));
  const teamUser = Int32Array.from(team, (t) => users.index.get(t.userId));
  for (let i = 0; i < team.length; i++) {
    const a = teamAssignment[i];
    if (a < 0) continue;
    if (team[i].role === 'D') developers[a]++;
    else handlers[a]++;
  }
  yield;
  const pairs = buildPairs({ nA, nU: users.ids.length, teamAssignment, teamUser, splits, totalUsd });
  yield;

  // per-assignment attributes and rules
  const functions = dictionary(source.functions);
  const industries = dictionary(source.industries);
  const reportGroups = dictionary(source.reportGroups);
  const practiceGroups = dictionary(source.practiceGroups);
  const subsectors = dictionary(source.subsectors);
  const directorSubsectors = new Set(source.subsectors.filter((s) => s.isDirectorSearch).map((s) => s.id));
  const reportGroupsOf = codeGroups(source, 'reportGroup');
  const practiceGroupsOf = codeGroups(source, 'practiceGroup');
  const subsectorsOf = codeGroups(source, 'subsector');
  const toIndexes = (ids: number[], dict: Dictionary) =>
    ids.map((id) => dict.index.get(id)).filter((x) => x >= 0);
  // group memberships depend only on the codes: worked out once per combination
  const memberships = new Map<
    string,
    { rg: number[]; pg: number[]; ss: number[]; isDirectorSearch: boolean }
  >();
  const membershipOf = (a: ReportSource['assignments'][number]) => {
    const key = `${a.industryId}|${a.functionId}|${a.practiceGroupId}|${a.subsectorId}`;
    let found = memberships.get(key);
    if (!found) {
      const subsectorIds = subsectorsOf(a.industryId, a.functionId, a.subsectorId);
      found = {
        rg: toIndexes(reportGroupsOf(a.industryId, a.functionId, null), reportGroups),
        pg: toIndexes(practiceGroupsOf(a.industryId, a.functionId, a.practiceGroupId), practiceGroups),
        ss: toIndexes(subsectorIds, subsectors),
        // Director Search through the assignment's own subsector or any subsector its codes map to
        isDirectorSearch: subsectorIds.some((id) => directorSubsectors.has(id)),
      };
      memberships.set(key, found);
    }
    return found;
  };
  const rg: number[][] = [];
  const pg: number[][] = [];
  const ss: number[][] = [];
  const assignments = {
    count: nA,
    ids: Int32Array.from(source.assignments, (a) => a.id),
    index: assignmentIndex,
    names: source.assignments.map((a) => `${a.displayId} ${a.jobTitle}`),
    company: new Int32Array(nA),
    fn: new Int32Array(nA),
    industry: new Int32Array(nA),
    searchType: new Uint8Array(nA),
    split: new Uint8Array(nA),
    takenDay: new Int32Array(nA),
    statusDay: new Int32Array(nA),
    markedFilledDay: new Int32Array(nA),
    createdDay: new Int32Array(nA),
    takenMonth: new Int32Array(nA),
    statusMonth: new Int32Array(nA),
    isStatusF: new Uint8Array(nA),
    onStrategy: new Uint8Array(nA),
    isTeaming: new Uint8Array(nA),
    isInAverage: new Uint8Array(nA),
    timeToFill: new Float64Array(nA),
    totalUsd,
  };
  for (let i = 0; i < nA; i++) {
    const a = source.assignments[i];
    const membership = membershipOf(a);
    assignments.company[i] = companies.index.get(a.companyId);
    assignments.fn[i] = functions.index.get(a.functionId);
    assignments.industry[i] = industries.index.get(a.industryId);
    assignments.searchType[i] = Math.max(0, SEARCH_TYPES.indexOf(a.searchType));
    const split = billingsSplitOf(a.searchType);
    assignments.split[i] =
      split === 'executive' ? SPLIT_EXECUTIVE : split === 'im' ? SPLIT_IM : SPLIT_CONSULTING;
    const takenDay = day(a.dateTaken);
    const statusDay = day(a.statusDate);
    assignments.takenDay[i] = takenDay;
    assignments.statusDay[i] = statusDay;
    assignments.markedFilledDay[i] = a.markedFilledDate ? day(a.markedFilledDate) : statusDay;
    assignments.createdDay[i] = day(a.createdDate);
    assignments.takenMonth[i] = a.dateTaken ? monthIndex(a.dateTaken) - minMonth : -1;
    assignments.statusMonth[i] = monthIndex(a.statusDate) - minMonth;
    assignments.isStatusF[i] = a.status === 'F' ? 1 : 0;
    assignments.onStrategy[i] = a.onStrategy ? 1 : 0;
    assignments.isTeaming[i] = isTeaming({
      developers: developers[i],
      handlers: handlers[i],
      totalBillings: totalUsd[i],
    })
      ? 1
      : 0;
    const isInAverage = isInFilledJobAverage({
      searchType: a.searchType,
      isSearchGuarantee: a.isSearchGuarantee,
      isAdditionalPlacement: a.isAdditionalPlacement,
      isDirectorSearch: membership.isDirectorSearch,
      excludeFromAverage: a.excludeFromAverage,
    });
    assignments.isInAverage[i] = isInAverage ? 1 : 0;
    // day numbers are UTC-midnight milliseconds ÷ 86,400,000, so this is timeToFillDays on them
    assignments.timeToFill[i] = a.dateTaken ? statusDay - takenDay : Number.NaN;
    rg.push(membership.rg);
    pg.push(membership.pg);
    ss.push(membership.ss);
    if (isStepEnd(i)) yield;
  }
  yield;

  return {
    minMonth,
    monthCount,
    fx,
    regions,
    licenses,
    locations,
    users,
    companies,
    functions,
    industries,
    reportGroups,
    practiceGroups,
    subsectors,
    assignments: {
      ...assignments,
      reportGroups: buildCsr(rg),
      practiceGroups: buildCsr(pg),
      subsectors: buildCsr(ss),
    },
    invoices,
    splits,
    pairs: {
      ...pairs,
      takenMonth: Int32Array.from(pairs.assignment, (a) => assignments.takenMonth[a]),
      statusMonth: Int32Array.from(pairs.assignment, (a) => assignments.statusMonth[a]),
    },
    derived: new Map(),
  };
}
