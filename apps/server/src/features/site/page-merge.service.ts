// A publish from an older copy (ADR 013): with `Merge` it is merged with the changes saved since,
// and refused only when both sides changed one setting — the refusal keeps the spec's stale-copy
// message (spec 1 §5) and names both values.
import { type PageMerge, type SavePageRequestSchema, STALE_COPY_MESSAGE } from '@atrium/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { readSnapshot, toSection } from './page-content.ts';
import { listAuthorsSince, recordMergedWith } from './page-merge.repo.ts';
import { mergePage } from './page-merge.ts';
import type { LockedPage } from './page-save.service.ts';
import type { FilterTexts } from './pages.repo.ts';
import * as repo from './pages.repo.ts';
import { staleCopy } from './site-errors.ts';

type SavePageInput = z.output<typeof SavePageRequestSchema>;

export interface ReconciledCopy {
  sections: SavePageInput['Sections'];
  filters: Partial<FilterTexts>;
  /** Set when the copy was merged with changes saved since it was loaded. */
  merge?: PageMerge;
}

const filtersOf = (input: SavePageInput): Partial<FilterTexts> => ({
  contentFilterJson: input.ContentFilter,
  usersFilterJson: input.UsersFilter,
  assignmentsFilterJson: input.AssignmentsFilter,
  companiesFilterJson: input.CompaniesFilter,
});

/**
 * What the save writes: the copy as sent when it is current (or `Force` overwrites), else the
 * three-way merge of the version it was loaded from, the page now, and the copy.
 */
export async function reconcileCopy(
  ctx: ServiceContext,
  { page, input, sections }: { page: LockedPage; input: SavePageInput; sections: SavePageInput['Sections'] },
): Promise<ReconciledCopy> {
  const loaded = input.Version;
  if (loaded === undefined || input.Force || loaded === page.route.pageVersion) {
    return { sections, filters: filtersOf(input) };
  }
  if (!input.Merge) throw staleCopy();
  const baseRow = await repo.findPageVersion(ctx.db, { routeId: page.route.id, version: loaded });
  if (!baseRow || loaded > page.route.pageVersion) throw staleCopy();
  const base = readSnapshot(baseRow.snapshot);
  const result = mergePage({
    base: { sections: base.sections, filters: base },
    theirs: { sections: page.sections.map(toSection), filters: page.route },
    yours: { sections, filters: filtersOf(input) },
  });
  if (result.conflicts.length > 0) {
    throw new AppError('stale_version', STALE_COPY_MESSAGE, 409, { body: { conflicts: result.conflicts } });
  }
  const authors = await listAuthorsSince(ctx.db, { routeId: page.route.id, version: loaded });
  return {
    sections: result.sections,
    filters: result.filters,
    merge: {
      BaseVersion: loaded,
      MergedWith: authors.map((a) => ({ ID: a.id, FullName: a.fullName })),
      Kept: result.kept,
    },
  };
}

/** The new version names the authors it merged with, so page history shows both. */
export async function recordMerge(
  ctx: ServiceContext,
  { routeId, version, merge }: { routeId: number; version: number; merge: PageMerge },
): Promise<void> {
  const others = merge.MergedWith.map((a) => a.ID).filter((id) => id !== ctx.user.ID);
  if (others.length > 0) await recordMergedWith(ctx.db, { routeId, version, userIds: others });
}
