// The colleague finder (spec 3 §2.3): colleagues ranked by the teaming value they built on the
// assignments matching the filters ('Top results'). The rule is docs/metrics.md, "Teaming value of
// a colleague".
import type { ColleagueFinderRequestSchema, ColleagueResult } from '@atrium/contracts';
import type { z } from 'zod';
import { currentDataVersion } from '../reports/report-data.service.ts';
import { shownCurrency } from '../reports/shown-currency.service.ts';
import * as repo from './people.repo.ts';
import type { PeopleContext } from './people-context.ts';
import { emptyPersonFilter } from './person-filter.ts';
import { inOrderOf, toPerson } from './person-mapping.ts';
import { peopleSelectedBy, type TeamingValue, teamingValuesByPerson } from './teaming.repo.ts';

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
  const assignments = {
    companyIds: [...input.companies].sort((a, b) => a - b),
    industryId: input.industry ?? undefined,
    functionId: input.function ?? undefined,
    practiceGroupId: input.practiceGroup ?? undefined,
    subsectorId: input.subsector ?? undefined,
  };
  const [version, selected] = await Promise.all([
    currentDataVersion(ctx.db),
    peopleSelectedBy(ctx.db, people),
  ]);
  const values = await ctx.teamingValues.get(JSON.stringify([assignments, currency]), version, () =>
    teamingValuesByPerson(ctx.db, { assignments, viewerCurrency: currency }),
  );
  const ranked = rankColleagues(values, selected, { excludeUserId: ctx.user.ID, take: input.take });

  const ids = ranked.map((r) => r.userId);
  const rows = inOrderOf(ids, await repo.findPeopleByIds(ctx.db, ids));
  const figures = new Map(ranked.map((r) => [r.userId, r]));
  return rows.map((row) => {
    const { teamingValue, teamingValueUsd, assignments: count } = figures.get(row.id)!;
    return { ...toPerson(row), teamingValue, teamingValueUsd, currency, assignments: count };
  });
}

/** Highest teaming value first; ties by last name, first name, id (docs/metrics.md). */
function rankColleagues(
  values: TeamingValue[],
  selected: { id: number; lastName: string; firstName: string }[],
  options: { excludeUserId: number; take: number },
): TeamingValue[] {
  const byId = new Map(values.map((v) => [v.userId, v]));
  const listed = selected.flatMap((person) => {
    const value = byId.get(person.id);
    return value && person.id !== options.excludeUserId ? [{ person, value }] : [];
  });
  listed.sort(
    (a, b) =>
      b.value.exactValue - a.value.exactValue ||
      compareText(a.person.lastName, b.person.lastName) ||
      compareText(a.person.firstName, b.person.firstName) ||
      a.person.id - b.person.id,
  );
  return listed.slice(0, options.take).map((l) => l.value);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
