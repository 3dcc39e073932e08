// The colleague finder (spec 3 §2.3): colleagues ranked by the teaming value they built on the
// assignments matching the filters ('Top results'). The rule is docs/metrics.md, "Teaming value of
// a colleague". A viewer without ViewFinancials sees the same colleagues ranked by their matching
// assignments, with no value (docs/permissions.md).
import type { ColleagueFinderRequestSchema, ColleagueResult } from '@atrium/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/database.ts';
import { seesMoney } from '../../platform/http.ts';
import { getTeamingValuesByPerson } from '../reports/reports.service.ts';
import { shownCurrency } from '../reports/shown-currency.service.ts';
import * as repo from './people.repo.ts';
import type { PeopleContext } from './people-context.ts';
import { emptyPersonFilter } from './person-filter.ts';
import { compareText, inOrderOf, toPerson } from './person-mapping.ts';
import { idsOfPeopleSelectedBy, tieBreakNames } from './teaming.repo.ts';

type TeamingValue = Awaited<ReturnType<typeof getTeamingValuesByPerson>>[number];

const some = (id: number | null | undefined) => (id == null ? [] : [id]);

export async function findColleagues(
  ctx: PeopleContext,
  input: z.output<typeof ColleagueFinderRequestSchema>,
): Promise<ColleagueResult[]> {
  const currency = await shownCurrency(ctx.db, ctx.user.Currency);
  // Region, license, location and skills describe the colleague (their office, their skills);
  // the other filters select assignments, as the report keys do.
  const people = {
    ...emptyPersonFilter(),
    regionIds: some(input.region),
    licenseIds: some(input.license),
    locationIds: some(input.location),
    skillIds: input.skills,
  };
  const keys = [
    ...input.companies.map((value) => ({ key: 'company' as const, value })),
    ...some(input.industry).map((value) => ({ key: 'industry' as const, value })),
    ...some(input.function).map((value) => ({ key: 'function' as const, value })),
    ...some(input.practiceGroup).map((value) => ({ key: 'practiceGroup' as const, value })),
    ...some(input.subsector).map((value) => ({ key: 'subsector' as const, value })),
  ];
  const [values, selectedIds] = await Promise.all([
    getTeamingValuesByPerson(ctx, { keys, currency }),
    idsOfPeopleSelectedBy(ctx.db, people),
  ]);
  const withMoney = seesMoney(ctx.user);
  const ranked = await rankColleagues(ctx.db, values, new Set(selectedIds), {
    excludeUserId: ctx.user.ID,
    take: input.take,
    byValue: withMoney,
  });

  const ids = ranked.map((r) => r.userId);
  const rows = inOrderOf(ids, await repo.findPeopleByIds(ctx.db, ids));
  const figures = new Map(ranked.map((r) => [r.userId, r]));
  return rows.map((row) => {
    const { teamingValue, teamingValueUsd, assignments: count } = figures.get(row.id)!;
    const value = withMoney ? { teamingValue, teamingValueUsd } : {};
    return { ...toPerson(row), ...value, currency, assignments: count };
  });
}

/**
 * Highest teaming value first (`byValue`), else most matching assignments first; ties by last
 * name, first name, id (docs/metrics.md). `values` come highest first, so when ranking by value
 * names are read only for those who could be shown: the first `take`, and anyone level with the
 * last of them.
 */
async function rankColleagues(
  db: Executor,
  values: readonly TeamingValue[],
  selectedIds: ReadonlySet<number>,
  options: { excludeUserId: number; take: number; byValue: boolean },
): Promise<TeamingValue[]> {
  const listed = values.filter((v) => selectedIds.has(v.userId) && v.userId !== options.excludeUserId);
  const lowestShown = options.byValue ? listed[options.take - 1]?.exactValue : undefined;
  const contenders = lowestShown === undefined ? listed : listed.filter((v) => v.exactValue >= lowestShown);
  const rank = (a: TeamingValue, b: TeamingValue) =>
    options.byValue ? b.exactValue - a.exactValue : b.assignments - a.assignments;
  const found = await tieBreakNames(
    db,
    contenders.map((v) => v.userId),
  );
  const names = new Map(found.map((n) => [n.id, n]));
  const nameOf = (v: TeamingValue) => names.get(v.userId) ?? { lastName: '', firstName: '' };
  // `filter` made `contenders` a fresh array: it is sorted in place.
  return contenders
    .sort(
      (a, b) =>
        rank(a, b) ||
        compareText(nameOf(a).lastName, nameOf(b).lastName) ||
        compareText(nameOf(a).firstName, nameOf(b).firstName) ||
        a.userId - b.userId,
    )
    .slice(0, options.take);
}
