// The member directory (spec 1 §2.1 /directory/{members} and /directory/{members}/{Id}): active
// colleagues by search, filters and sort, paged on the server; a profile with the person's recent
// assignments and the colleagues they team with most.
import type { MemberDetail, MembersQuerySchema, PersonPage, TeamingColleague } from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { seesMoney } from '../../platform/http.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { getTeamingPartners } from '../reports/reports.service.ts';
import { shownCurrency } from '../reports/shown-currency.service.ts';
import * as repo from './people.repo.ts';
import type { PeopleContext } from './people-context.ts';
import { emptyPersonFilter, type PersonFilter, searchWords } from './person-filter.ts';
import { compareText, inOrderOf, toAssignmentRef, toPerson } from './person-mapping.ts';
import { tieBreakNames } from './teaming.repo.ts';

/** What a profile's top colleagues are worked out with: the caller, the database and the report store. */
export type TeamingContext = ServiceContext & Pick<PeopleContext, 'stores'>;

export const RECENT_ASSIGNMENTS = 10;
export const TOP_COLLEAGUES = 5;

type MembersQuery = z.output<typeof MembersQuerySchema>;

const SORT_ORDER = {
  lastName: 'lastName',
  joinDate: 'joinDate',
  hireDate: 'hireDate',
  roleChanged: 'roleChanged',
} as const;

/** One page of people matching a filter, with the total for the count and infinite scroll. */
export async function listPeoplePage(
  ctx: ServiceContext,
  input: {
    filter: PersonFilter;
    order: repo.PersonOrder;
    direction: 'ASC' | 'DESC';
    offset: number;
    limit: number;
  },
): Promise<PersonPage> {
  const [items, total] = await Promise.all([
    repo.listPeople(ctx.db, {
      filter: input.filter,
      order: repo.orderBy(input.order, input.direction),
      offset: input.offset,
      limit: input.limit,
    }),
    repo.countPeople(ctx.db, input.filter),
  ]);
  return { items: items.map(toPerson), total, offset: input.offset, limit: input.limit };
}

export async function searchMembers(ctx: ServiceContext, query: MembersQuery): Promise<PersonPage> {
  const filter: PersonFilter = {
    ...emptyPersonFilter(),
    words: searchWords(query.search),
    regionIds: query.region,
    licenseIds: query.license,
    locationIds: query.location,
    practiceGroupIds: query.practiceGroup,
    skillIds: query.skill,
    roles: query.role,
  };
  return listPeoplePage(ctx, {
    filter,
    order: SORT_ORDER[query.sort],
    direction: query.sortDirection,
    offset: query.offset,
    limit: query.limit,
  });
}

/**
 * The active colleagues who share the most teaming assignments with a person (docs/metrics.md, "The
 * colleagues someone teams with most"): then by the shared invoices' value (for a viewer who may
 * see it; docs/permissions.md), by last name and id.
 */
export async function findTopColleagues(
  ctx: TeamingContext,
  input: { userId: number },
): Promise<TeamingColleague[]> {
  const currency = await shownCurrency(ctx.db, ctx.user.Currency);
  const withMoney = seesMoney(ctx.user);
  const partners = await getTeamingPartners(ctx, { userId: input.userId, currency });
  const names = new Map(
    (
      await tieBreakNames(
        ctx.db,
        partners.map((p) => p.userId),
      )
    ).map((n) => [n.id, n]),
  );
  const ranked = partners
    .filter((p) => names.get(p.userId)?.isActive)
    .sort(
      (a, b) =>
        b.assignments - a.assignments ||
        (withMoney ? b.exactValue - a.exactValue : 0) ||
        compareText(names.get(a.userId)!.lastName, names.get(b.userId)!.lastName) ||
        a.userId - b.userId,
    )
    .slice(0, TOP_COLLEAGUES);
  const ids = ranked.map((r) => r.userId);
  const rows = inOrderOf(ids, await repo.findPeopleByIds(ctx.db, ids));
  const figures = new Map(ranked.map((r) => [r.userId, r]));
  return rows.map((row) => {
    const { teamingValue, teamingValueUsd, assignments } = figures.get(row.id)!;
    const value = withMoney ? { teamingValue, teamingValueUsd } : {};
    return { ...toPerson(row), ...value, currency, sharedAssignments: assignments };
  });
}

/** A profile (also of someone who has left: the page says so rather than vanishing). */
export async function getMember(ctx: TeamingContext, input: { id: number }): Promise<MemberDetail> {
  const row = await repo.findPerson(ctx.db, input.id);
  if (!row) throw notFound('There is no colleague with this id.');
  return describeMember(ctx, row);
}

export async function describeMember(ctx: TeamingContext, row: repo.PersonDetailRow): Promise<MemberDetail> {
  const [skills, recentAssignments, topColleagues] = await Promise.all([
    repo.listSkills(ctx.db, row.id),
    repo.listRecentAssignments(ctx.db, { userId: row.id }, RECENT_ASSIGNMENTS),
    findTopColleagues(ctx, { userId: row.id }),
  ]);
  return {
    ...toPerson(row),
    bio: row.bio,
    status: row.statusId === 1 ? 'Active' : 'Inactive',
    inactiveDate: row.inactiveDate,
    practiceGroups:
      row.practiceGroupId === null || row.practiceGroupName === null
        ? []
        : [{ Id: row.practiceGroupId, Name: row.practiceGroupName }],
    skills,
    recentAssignments: recentAssignments.map(toAssignmentRef),
    topColleagues,
    canEdit: ctx.user.ID === row.id || ctx.user.SiteAdmin,
  };
}
