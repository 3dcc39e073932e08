// The off-limits check (spec 3 §4, docs/metrics.md "Off-limits check"): a company's own state and
// its family's — a family is off limits together, except a company marked apart — with the jobs
// and partners behind each; and a partner's off-limits ending soon.
import {
  combinedOffLimits,
  type HierarchyNode,
  JOB_ACTIVE_STATUSES,
  OFF_LIMITS_LABELS,
  type OffLimits,
  type OffLimitsExpiring,
  type OffLimitsMark,
  type OffLimitsReason,
  ownOffLimits,
  sixMonthsBefore,
} from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import { getHierarchy } from '../mcl/company-family.service.ts';
import type { ReportContext } from '../reports/reports.service.ts';
import * as repo from './offlimits.repo.ts';

const RELATION_ORDER = { self: 0, parent: 1, subsidiary: 2, family: 3 } as const;
const isActive = (status: string) => (JOB_ACTIVE_STATUSES as readonly string[]).includes(status);

/** Each company of the tree with its parent in the tree (the top has none). */
function parentsOf(root: HierarchyNode): Map<number, number | null> {
  const parents = new Map<number, number | null>([[root.Id, null]]);
  const walk = (node: HierarchyNode) => {
    for (const child of node.children) {
      parents.set(child.Id, node.Id);
      walk(child);
    }
  };
  walk(root);
  return parents;
}

function ancestorsOf(id: number, parents: Map<number, number | null>): Set<number> {
  const found = new Set<number>();
  for (let p = parents.get(id) ?? null; p !== null && !found.has(p); p = parents.get(p) ?? null) found.add(p);
  return found;
}

function relationOf(
  memberId: number,
  companyId: number,
  parents: Map<number, number | null>,
): OffLimitsReason['relation'] {
  if (memberId === companyId) return 'self';
  if (ancestorsOf(companyId, parents).has(memberId)) return 'parent';
  if (ancestorsOf(memberId, parents).has(companyId)) return 'subsidiary';
  return 'family';
}

export async function getOffLimits(ctx: ReportContext, input: { id: number }): Promise<OffLimits> {
  const family = await getHierarchy(ctx, { id: input.id, include: 'all' });
  const parents = parentsOf(family.root);
  const companies = await repo.findCompanies(ctx.db, family.companyIds);
  const self = companies.find((c) => c.id === input.id);
  if (!self) throw notFound('This company does not exist.');
  // A company marked apart answers for itself alone; a member marked apart keeps its own to itself.
  const members = self.apart ? [self] : companies.filter((c) => c.id === self.id || !c.apart);
  const behind = await repo.findAssignmentsBehind(
    ctx.db,
    members.map((m) => m.id),
  );
  const today = ctx.today();
  const reasons: OffLimitsReason[] = [];
  for (const member of members) {
    const own = behind.filter((a) => a.companyId === member.id);
    const active = own.filter((a) => isActive(a.status));
    const state = ownOffLimits({ date: member.offLimitsDate, jobActive: active.length > 0, today });
    if (state.status === 'clear') continue;
    const shown = state.status === 'jobActive' ? active : own.slice(0, 1);
    reasons.push({
      companyId: member.id,
      company: member.name,
      relation: relationOf(member.id, self.id, parents),
      ...state,
      assignments: shown.map(({ companyId: _, ...a }) => a),
    });
  }
  reasons.sort(
    (a, b) =>
      RELATION_ORDER[a.relation] - RELATION_ORDER[b.relation] ||
      a.company.localeCompare(b.company) ||
      a.companyId - b.companyId,
  );
  const overall = combinedOffLimits(reasons);
  return {
    companyId: self.id,
    company: self.name,
    apart: self.apart,
    ...overall,
    label: OFF_LIMITS_LABELS[overall.status],
    reasons,
  };
}

/**
 * The state of each asked company as its own check answers it (the family together, a company
 * marked apart alone), for a page of rows at once; ids of no company are left out.
 */
export async function getOffLimitsOfMany(
  ctx: ReportContext,
  input: { ids: number[] },
): Promise<OffLimitsMark[]> {
  const ids = [...new Set(input.ids)];
  const records = await repo.findFamilyMembers(ctx.db, ids);
  const today = ctx.today();
  const byCompany = new Map<number, repo.FamilyMemberRecord[]>();
  for (const r of records) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r]);
  return ids.flatMap((companyId) => {
    const family = byCompany.get(companyId) ?? [];
    const self = family.find((m) => m.memberId === companyId);
    if (!self) return [];
    // The same members as getOffLimits: apart answers for itself, and a member apart keeps to itself.
    const members = self.apart ? [self] : family.filter((m) => m.memberId === companyId || !m.apart);
    const states = members.map((m) => ownOffLimits({ date: m.offLimitsDate, jobActive: m.jobActive, today }));
    return [{ companyId, ...combinedOffLimits(states) }];
  });
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function listExpiring(
  ctx: ReportContext,
  input: { partnerId: number; days: number; offset: number; limit: number },
): Promise<OffLimitsExpiring> {
  if (!(await repo.userExists(ctx.db, input.partnerId))) throw notFound('This partner does not exist.');
  const today = ctx.today();
  const query = { partnerId: input.partnerId, from: today, to: addDays(today, input.days) };
  let records = await repo.listExpiring(ctx.db, { ...query, offset: input.offset, limit: input.limit });
  // A page past the end has no row to carry the count.
  const total =
    records[0]?.total ??
    (input.offset > 0
      ? ((await repo.listExpiring(ctx.db, { ...query, offset: 0, limit: 1 }))[0]?.total ?? 0)
      : 0);
  records = records.slice(0, input.limit);
  return {
    partnerId: input.partnerId,
    days: input.days,
    total,
    items: records.map((r) => ({
      companyId: r.companyId,
      company: r.company,
      until: r.until,
      actionDate: sixMonthsBefore(r.until),
      assignment: r.assignment,
    })),
  };
}
