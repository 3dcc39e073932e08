// Eight years of assignments ending at `today`, growing a little each year. Older searches have
// mostly resolved (Filled, Ended, Cancelled); recent ones are still Open, Staffed or Held. Each
// has a team of 1–4 partners whose developer/handler shares sum to exactly 100.00.
import { addMonthsIso } from '@atrium/contracts';
import type { assignments, assignmentUsers } from '../schema/index.ts';
import type { IdAllocator } from './bulk-insert.ts';
import type { CompanyActivity, CompanyRef } from './companies.ts';
import { fromDayNumber, toDayNumber, yearOf } from './dates.ts';
import { divideShares, formatPercent } from './money.ts';
import type { StaffMember } from './people.ts';
import { type Random, WeightedTable } from './random.ts';
import type { FunctionRef, IndustryRef, ReferenceIndex, SubsectorRef } from './reference.ts';

type Status = 'C' | 'E' | 'F' | 'H' | 'O' | 'S';
type SearchType = 'Executive' | 'Consulting' | 'BLM' | 'IM';

export interface TeamMember {
  userId: number;
  role: 'D' | 'H';
  /** Hundredths of a percent; a team's shares sum to 10,000. */
  share: number;
}

/** What invoicing needs to know about an assignment. */
export interface AssignmentPlan {
  id: number;
  dateTaken: string | null;
  status: Status;
  statusDate: string;
  searchType: SearchType;
  currency: string;
  feeUsd: number;
  team: TeamMember[];
}

export interface AssignmentResult {
  assignments: (typeof assignments.$inferInsert)[];
  assignmentUsers: (typeof assignmentUsers.$inferInsert)[];
  plans: AssignmentPlan[];
  activity: Map<number, CompanyActivity>;
}

const SEARCH_TYPES: { value: SearchType; weight: number }[] = [
  { value: 'Executive', weight: 70 },
  { value: 'Consulting', weight: 15 },
  { value: 'BLM', weight: 7 },
  { value: 'IM', weight: 8 },
];
const REGION_SUFFIXES = [', EMEA', ', Americas', ', Asia Pacific', ', Europe', ', Group', ', International'];
const YEARS = 8;

const isActiveOn = (p: StaffMember, day: number) => p.hireDay <= day && day < p.leftDay;

/** Fee in USD: log-normal around a median by kind of search, kept within 25k–400k. */
function feeUsd(random: Random, searchType: SearchType, fn: FunctionRef): number {
  const median =
    searchType === 'Consulting' || searchType === 'BLM'
      ? 60_000
      : searchType === 'IM'
        ? 90_000
        : fn.code === 'CEO'
          ? 180_000
          : fn.code === 'BRD'
            ? 70_000
            : 110_000;
  return Math.min(400_000, Math.max(25_000, Math.round(Math.exp(random.normal(Math.log(median), 0.45)))));
}

/** How a search ends and how long it takes; whether it has ended by `today` decides the status. */
function resolve(random: Random, searchType: SearchType): { outcome: Status; days: number } {
  const isProject = searchType === 'Consulting' || searchType === 'BLM';
  const outcome: Status = isProject
    ? random.weighted([
        { value: 'E', weight: 70 },
        { value: 'F', weight: 15 },
        { value: 'C', weight: 15 },
      ])
    : random.weighted([
        { value: 'F', weight: 75 },
        { value: 'E', weight: 13 },
        { value: 'C', weight: 12 },
      ]);
  const median = outcome === 'C' ? 70 : isProject ? 90 : 140;
  return { outcome, days: Math.max(14, Math.round(Math.exp(random.normal(Math.log(median), 0.45)))) };
}

export function buildAssignments(
  random: Random,
  options: {
    count: number;
    today: string;
    reference: ReferenceIndex;
    partners: StaffMember[];
    companies: CompanyRef[];
    ids: IdAllocator;
  },
): AssignmentResult {
  const { reference, partners } = options;
  const todayDay = toDayNumber(options.today);
  const startDay = toDayNumber(addMonthsIso(options.today, -12 * YEARS));
  const span = todayDay - startDay;
  const partnerTable = new WeightedTable(partners, (p) => p.weight);
  const functionTable = new WeightedTable(reference.functions, (f) => f.weight);
  const industryTable = new WeightedTable(reference.industries, (d) => d.weight);
  const clients = options.companies.filter((c) => c.weight > 0);
  const companyTable = new WeightedTable(clients.length ? clients : options.companies, (c) => c.weight || 1);
  const companiesByCountry = new Map<string, WeightedTable<CompanyRef>>();
  for (const iso of new Set(clients.map((c) => c.country.iso))) {
    companiesByCountry.set(
      iso,
      new WeightedTable(
        clients.filter((c) => c.country.iso === iso),
        (c) => c.weight,
      ),
    );
  }
  const subsectorsByIndustry = new Map<string, SubsectorRef[]>();
  for (const s of reference.subsectors) {
    for (const code of s.industryCodes)
      subsectorsByIndustry.set(code, [...(subsectorsByIndustry.get(code) ?? []), s]);
  }
  const directorSearch = reference.subsectors.find((s) => s.isDirectorSearch);
  const ceoSuccession = reference.subsectors.find((s) => s.functionCodes.includes('CEO'));

  const pickActive = (day: number, accept: (p: StaffMember) => boolean): StaffMember | undefined => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const p = partnerTable.pick(random);
      if (isActiveOn(p, day) && accept(p)) return p;
    }
    return undefined;
  };

  const drafts = [];
  for (let i = 0; i < Math.max(options.count, 30); i++) {
    // Density rising from 1 to 1.6 over the period: the firm grows about 6% a year.
    let t = random.float();
    while (random.float() * 1.6 > 1 + 0.6 * t) t = random.float();
    const takenDay = Math.min(todayDay, startDay + Math.floor(t * span));
    const lead =
      pickActive(takenDay, () => true) ??
      partners.find((p) => isActiveOn(p, takenDay)) ??
      partnerTable.pick(random);
    const sameLicense = reference.locations.filter(
      (l) => l.licenseId === lead.location.licenseId && l.id !== lead.location.id,
    );
    const location = sameLicense.length && random.chance(0.1) ? random.pick(sameLicense) : lead.location;
    const local = companiesByCountry.get(location.country.iso);
    const company = local && random.chance(0.6) ? local.pick(random) : companyTable.pick(random);
    const searchType = random.weighted(SEARCH_TYPES);
    const fn = functionTable.pick(random);
    const industry: IndustryRef = random.chance(0.8) ? company.industry : industryTable.pick(random);

    let subsector: SubsectorRef | undefined;
    if (fn.code === 'BRD' && directorSearch && random.chance(0.8)) subsector = directorSearch;
    else if (fn.code === 'CEO' && ceoSuccession && random.chance(0.3)) subsector = ceoSuccession;
    else subsector = random.pick(subsectorsByIndustry.get(industry.code) ?? reference.subsectors);
    const practiceGroupId = subsector.practiceGroupId;
    if (random.chance(0.06)) subsector = undefined;

    let title = random.pick(fn.titles);
    if (!title.startsWith('Chief') && !title.includes(',') && random.chance(0.15))
      title += random.pick(REGION_SUFFIXES);

    // A few searches never get signed: created, then cancelled or still awaiting a decision.
    const isTaken = !random.chance(0.04);
    const createdDay = isTaken
      ? Math.max(startDay - 60, takenDay - Math.round(Math.abs(random.normal(0, 20))))
      : takenDay;
    let status: Status;
    let statusDay: number;
    if (!isTaken) {
      status = todayDay - createdDay < 90 ? 'O' : 'C';
      statusDay = createdDay + random.int(0, Math.min(60, todayDay - createdDay));
    } else {
      const { outcome, days } = resolve(random, searchType);
      if (takenDay + days <= todayDay) {
        status = outcome;
        statusDay = takenDay + days;
      } else {
        status = random.weighted([
          { value: 'O' as Status, weight: 65 },
          { value: 'S', weight: 20 },
          { value: 'H', weight: 15 },
        ]);
        statusDay = takenDay + random.int(0, todayDay - takenDay);
      }
    }

    drafts.push({
      draw: i,
      createdDay,
      takenDay: isTaken ? takenDay : null,
      statusDay,
      status,
      searchType,
      lead,
      location,
      company,
      fn,
      industry,
      practiceGroupId,
      subsector,
      title,
      team: buildTeam(random, { lead, day: takenDay, pickActive }),
      feeUsd: feeUsd(random, searchType, fn),
      onStrategy: random.chance(0.1),
      excludeFromAverage: random.chance(0.03),
      isSearchGuarantee: searchType === 'Executive' && random.chance(0.043),
      isAdditionalPlacement: searchType === 'Executive' && random.chance(0.043),
    });
  }

  // Ids and display numbers follow the order assignments were opened, as in the source system.
  drafts.sort((a, b) => a.createdDay - b.createdDay || a.draw - b.draw);
  const result: AssignmentResult = { assignments: [], assignmentUsers: [], plans: [], activity: new Map() };
  const perYear = new Map<number, number>();
  for (const d of drafts) {
    const id = options.ids.next('assignments');
    const createdDate = fromDayNumber(d.createdDay);
    const year = yearOf(createdDate);
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    const dateTaken = d.takenDay === null ? null : fromDayNumber(d.takenDay);
    const statusDate = fromDayNumber(d.statusDay);
    result.assignments.push({
      id,
      sourceId: `ASG-${String(id).padStart(7, '0')}`,
      displayId: `A-${year}-${String(sequence).padStart(5, '0')}`,
      jobTitle: d.title,
      companyId: d.company.id,
      functionId: d.fn.id,
      industryId: d.industry.id,
      locationId: d.location.id,
      practiceGroupId: d.practiceGroupId,
      subsectorId: d.subsector?.id ?? null,
      searchType: d.searchType,
      status: d.status,
      statusDate,
      dateTaken,
      createdDate,
      markedFilledDate: d.status === 'F' ? statusDate : null,
      onStrategy: d.onStrategy,
      excludeFromAverage: d.excludeFromAverage,
      isSearchGuarantee: d.isSearchGuarantee,
      isAdditionalPlacement: d.isAdditionalPlacement,
    });
    for (const member of d.team) {
      result.assignmentUsers.push({
        id: options.ids.next('assignment_users'),
        assignmentId: id,
        userId: member.userId,
        role: member.role,
        percentage: formatPercent(member.share),
      });
    }
    result.plans.push({
      id,
      dateTaken,
      status: d.status,
      statusDate,
      searchType: d.searchType,
      currency: d.location.country.currency,
      feeUsd: d.feeUsd,
      team: d.team,
    });
    const seen = result.activity.get(d.company.id);
    const lastDay = d.takenDay ?? d.createdDay;
    const isOpen = d.status === 'O' || d.status === 'S' || d.status === 'H';
    result.activity.set(d.company.id, {
      count: (seen?.count ?? 0) + 1,
      hasOpenSearch: (seen?.hasOpenSearch ?? false) || isOpen,
      lastTakenDay: Math.max(seen?.lastTakenDay ?? 0, lastDay),
      lastLeadPartnerId: !seen || lastDay >= seen.lastTakenDay ? d.lead.id : seen.lastLeadPartnerId,
    });
  }
  return result;
}

/**
 * About 40% of assignments are teaming (two to four partners). The lead develops the client;
 * colleagues from the same office, the same region or anywhere mostly handle.
 */
function buildTeam(
  random: Random,
  options: {
    lead: StaffMember;
    day: number;
    pickActive: (day: number, accept: (p: StaffMember) => boolean) => StaffMember | undefined;
  },
): TeamMember[] {
  const { lead } = options;
  const size = random.chance(0.42)
    ? random.weighted([
        { value: 2, weight: 30 },
        { value: 3, weight: 35 },
        { value: 4, weight: 35 },
      ])
    : 1;
  const members = [lead];
  while (members.length < size) {
    const scope = random.float();
    const mate =
      options.pickActive(
        options.day,
        (p) =>
          !members.includes(p) &&
          (scope < 0.5
            ? p.location.id === lead.location.id
            : scope < 0.75
              ? p.location.regionId === lead.location.regionId
              : true),
      ) ?? options.pickActive(options.day, (p) => !members.includes(p));
    if (!mate) break;
    members.push(mate);
  }
  let shares: number[];
  if (members.length === 3 && random.chance(0.15)) shares = [3334, 3333, 3333];
  else if (members.length === 1) shares = [10_000];
  else shares = divideShares(members.length, 500 * random.int(members.length === 2 ? 8 : 6, 14));
  return members.map((m, i) => ({
    userId: m.id,
    role: i === 0 || random.chance(0.25) ? 'D' : 'H',
    share: shares[i],
  }));
}
