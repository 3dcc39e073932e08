// The duplicate finder (site admins): companies whose names are the same once legal forms and
// punctuation are set aside, or whose web addresses share a domain — both reasons ranked first.
// And, before a new company is written from any source, the existing ones it would likely duplicate.
import {
  companyNameWords,
  type LikelyDuplicate,
  type LikelyDuplicatesQuerySchema,
  webDomain,
} from '@atrium/contracts';
import type { z } from 'zod';
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
  const keys = await ctx.companyKeys.get(ctx.db);
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
  add(groupBy(keys.map((k) => ({ id: k.id, key: k.name }))), 'name');
  add(groupBy(keys.map((k) => ({ id: k.id, key: k.domain }))), 'web');
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

type LikelyReason = LikelyDuplicate['reasons'][number];
const REASON_RANK: Record<LikelyReason, number> = { name: 4, web: 2, similarName: 1 };

/**
 * One name's identifying words start the other's: 'Altura Mining' and 'Altura Mining Spain S.A.'.
 * A very short name ('AB') says too little to match on.
 */
export function isSimilarName(a: string[], b: string[]): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length === 0 || shorter.join('').length < 4) return false;
  return shorter.every((word, i) => longer[i] === word);
}

/** Existing companies a new one would likely duplicate: the same or a similar name, the same web domain. */
export async function findLikelyDuplicates(
  ctx: CompanyContext,
  input: z.output<typeof LikelyDuplicatesQuerySchema>,
): Promise<LikelyDuplicate[]> {
  const words = companyNameWords(input.name);
  const name = words.join(' ');
  const domain = webDomain(input.webAddress);
  const found: { id: number; reasons: LikelyReason[] }[] = [];
  for (const theirs of await ctx.companyKeys.get(ctx.db)) {
    const reasons: LikelyReason[] = [];
    if (name !== '' && theirs.name === name) reasons.push('name');
    else if (isSimilarName(words, theirs.words)) reasons.push('similarName');
    if (domain !== '' && theirs.domain === domain) reasons.push('web');
    if (reasons.length > 0) found.push({ id: theirs.id, reasons });
  }
  const score = (reasons: LikelyReason[]) => reasons.reduce((sum, r) => sum + REASON_RANK[r], 0);
  const ranked = found
    .sort((a, b) => score(b.reasons) - score(a.reasons) || a.id - b.id)
    .slice(0, input.limit);
  const summaries = new Map(
    (
      await repo.listSummaries(
        ctx.db,
        ranked.map((f) => f.id),
      )
    ).map((r) => [r.id, toSummary(r)]),
  );
  return ranked.map((f) => ({ company: summaries.get(f.id)!, reasons: f.reasons }));
}
