// The duplicate finder (site admins): companies whose names are the same once legal forms and
// punctuation are set aside, or whose web addresses share a domain — both reasons ranked first.
import { normaliseCompanyName, webDomain } from '@atrium/contracts';
import * as repo from './companies.repo.ts';
import { toSummary } from './companies.service.ts';
import type { CompanyContext } from './company-context.ts';

type Reason = 'name' | 'web';
/** A very common key (a shared generic domain) says little: only its first members are paired. */
const MAX_GROUP = 12;

function groupBy(rows: { id: number; key: string }[]): number[][] {
  const groups = new Map<string, number[]>();
  for (const { id, key } of rows) {
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return [...groups.values()].filter((ids) => ids.length > 1).map((ids) => ids.slice(0, MAX_GROUP));
}

export async function findDuplicates(ctx: CompanyContext, input: { limit: number }) {
  const rows = await repo.listNamesAndDomains(ctx.db);
  const pairs = new Map<string, { first: number; second: number; reasons: Reason[] }>();
  const add = (groups: number[][], reason: Reason) => {
    for (const ids of groups)
      for (let i = 0; i < ids.length; i++)
        for (let j = i + 1; j < ids.length; j++) {
          const key = `${ids[i]}:${ids[j]}`;
          const pair = pairs.get(key) ?? { first: ids[i], second: ids[j], reasons: [] };
          pair.reasons.push(reason);
          pairs.set(key, pair);
        }
  };
  add(groupBy(rows.map((r) => ({ id: r.id, key: normaliseCompanyName(r.name) }))), 'name');
  add(groupBy(rows.map((r) => ({ id: r.id, key: webDomain(r.webAddress) }))), 'web');
  const ranked = [...pairs.values()]
    .sort(
      (a, b) =>
        b.reasons.length - a.reasons.length ||
        Number(b.reasons.includes('name')) - Number(a.reasons.includes('name')) ||
        a.first - b.first ||
        a.second - b.second,
    )
    .slice(0, input.limit);
  const summaries = new Map(
    (await repo.listSummaries(ctx.db, [...new Set(ranked.flatMap((p) => [p.first, p.second]))])).map((r) => [
      r.id,
      toSummary(r),
    ]),
  );
  return ranked.map((p) => ({
    first: summaries.get(p.first)!,
    second: summaries.get(p.second)!,
    reasons: p.reasons,
  }));
}
