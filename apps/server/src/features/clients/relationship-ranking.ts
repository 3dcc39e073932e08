// Relationships grouped and ranked (docs/metrics.md, "Who knows this client"): by credited billings
// when the viewer sees money, then by the number of assignments, then by the latest date taken.
import type { RelationshipAssignment } from '@atrium/contracts';
import type { TeamRecord } from './clients.repo.ts';

export interface Relationship {
  key: number;
  name: string;
  assignmentCount: number;
  lastTaken: string | null;
  creditedBillings?: number;
  assignments: RelationshipAssignment[];
}

/** Team rows (newest first) grouped by `keyOf`, each group's assignments once with their roles. */
export function groupTeams(
  records: TeamRecord[],
  keyOf: (r: TeamRecord) => { key: number; name: string },
): Map<number, Relationship> {
  const groups = new Map<number, Relationship>();
  for (const r of records) {
    const { key, name } = keyOf(r);
    let group = groups.get(key);
    if (!group) {
      group = { key, name, assignmentCount: 0, lastTaken: null, assignments: [] };
      groups.set(key, group);
    }
    let assignment = group.assignments.find((a) => a.id === r.assignmentId);
    if (!assignment) {
      assignment = {
        id: r.assignmentId,
        jobTitle: r.jobTitle,
        companyId: r.companyId,
        company: r.company,
        dateTaken: r.dateTaken,
        roles: [],
      };
      group.assignments.push(assignment);
      group.assignmentCount += 1;
      if (r.dateTaken && (!group.lastTaken || r.dateTaken > group.lastTaken)) group.lastTaken = r.dateTaken;
    }
    assignment.roles.push({ role: r.role, percentage: r.percentage });
  }
  return groups;
}

/** Adds the credited billings (with money) and the people or companies known only by them. */
export function addBillings(
  groups: Map<number, Relationship>,
  billings: { id: number; name: string; amount: number }[],
): void {
  for (const group of groups.values()) group.creditedBillings = 0;
  for (const b of billings) {
    const group = groups.get(b.id);
    if (group) group.creditedBillings = b.amount;
    else
      groups.set(b.id, {
        key: b.id,
        name: b.name,
        assignmentCount: 0,
        lastTaken: null,
        creditedBillings: b.amount,
        assignments: [],
      });
  }
}

export function rankRelationships(groups: Iterable<Relationship>): Relationship[] {
  return [...groups].sort(
    (a, b) =>
      (b.creditedBillings ?? 0) - (a.creditedBillings ?? 0) ||
      b.assignmentCount - a.assignmentCount ||
      (b.lastTaken ?? '').localeCompare(a.lastTaken ?? '') ||
      a.name.localeCompare(b.name) ||
      a.key - b.key,
  );
}
