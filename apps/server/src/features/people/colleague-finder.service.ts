// The colleague finder (spec 3 §2.3): colleagues ranked by the teaming value they built on the
// assignments matching the filters ('Top results'). The rule is docs/metrics.md, "Teaming value of
// a colleague".
import type { ColleagueFinderRequestSchema, ColleagueResult } from '@atrium/contracts';
import type { z } from 'zod';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './people.repo.ts';
import { emptyPersonFilter } from './person-filter.ts';
import { inOrderOf, toPerson } from './person-mapping.ts';
import { rankByTeamingValue } from './teaming.repo.ts';
import { viewerCurrency } from './viewer-currency.ts';

const some = (id: number | null | undefined) => (id == null ? [] : [id]);

export async function findColleagues(
  ctx: ServiceContext,
  input: z.output<typeof ColleagueFinderRequestSchema>,
): Promise<ColleagueResult[]> {
  const currency = await viewerCurrency(ctx);
  // Region, license, location and skills describe the colleague (their office, their skills);
  // the other filters select assignments, as the report keys do.
  const people = {
    ...emptyPersonFilter(),
    regionIds: some(input.region),
    licenseIds: some(input.license),
    locationIds: some(input.location),
    skillIds: input.skills,
  };
  const ranked = await rankByTeamingValue(ctx.db, {
    assignments: {
      companyIds: input.companies,
      industryId: input.industry ?? undefined,
      functionId: input.function ?? undefined,
      practiceGroupId: input.practiceGroup ?? undefined,
      subsectorId: input.subsector ?? undefined,
    },
    people,
    viewerCurrency: currency,
    excludeUserId: ctx.user.ID,
    take: input.take,
  });
  const ids = ranked.map((r) => r.userId);
  const rows = inOrderOf(ids, await repo.findPeopleByIds(ctx.db, ids));
  const figures = new Map(ranked.map((r) => [r.userId, r]));
  return rows.map((row) => {
    const { teamingValue, teamingValueUsd, assignments } = figures.get(row.id)!;
    return { ...toPerson(row), teamingValue, teamingValueUsd, currency, assignments };
  });
}
