// Yearly targets in USD per partner, office and practice group, set by site admins.
import type { LeagueBy, SaveTarget, Target } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './targets.repo.ts';

export async function listTargets(
  ctx: ServiceContext,
  input: { year: number; kind?: LeagueBy },
): Promise<Target[]> {
  return repo.listTargets(ctx.db, input);
}

export async function saveTarget(ctx: ServiceContext, input: SaveTarget): Promise<Target> {
  if (!(await repo.subjectExists(ctx.db, input.kind, input.subjectId))) {
    throw notFound('There is no such partner, office or practice group.');
  }
  return repo.saveTarget(ctx.db, input);
}

export async function removeTarget(
  ctx: ServiceContext,
  input: { id: number },
): Promise<{ removed: boolean }> {
  if (!(await repo.removeTarget(ctx.db, input.id))) throw notFound('There is no such target.');
  return { removed: true };
}
