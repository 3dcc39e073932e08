// Publishing from an older copy (ADR 013): the server merges it with the changes saved since and
// says what it took in; only when both sides changed one setting does the editor ask, with the
// spec's stale-copy question (spec 1 §5) and the two values side by side.
import { type PageMerge, STALE_COPY_MESSAGE } from '@atrium/contracts';
import { isApiError } from '../../../api/api-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';

/** Sends with merging; on a conflict asks, then sends with force. Undefined when the user declines. */
export async function publishMerging<T>(
  send: (options: { force: boolean }) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await send({ force: false });
  } catch (error) {
    if (!isApiError(error) || error.code !== 'stale_version') throw error;
    // The table's code loads only when there is a conflict to show: most publishes never need it.
    const details =
      error.conflicts.length > 0
        ? await import('./MergeConflictTable.tsx').then(({ MergeConflictTable }) => (
            <MergeConflictTable conflicts={error.conflicts} />
          ))
        : undefined;
    const isOverwriting = await confirmAction({
      title: 'Newer changes on the server',
      message: STALE_COPY_MESSAGE,
      details,
      confirmLabel: 'Overwrite',
    });
    return isOverwriting ? send({ force: true }) : undefined;
  }
}

/** What the toast says after a merged publish: whose changes were kept, and which. */
export function mergedMessage(merge: PageMerge): string {
  const who = merge.MergedWith.map((a) => a.FullName).join(' and ') || 'another editor';
  const what = merge.Kept.map((k) => `${k.SectionTitle} (${k.Setting.toLowerCase()})`).join(', ');
  return `Saved! Merged with changes by ${who}${what ? `: ${what}` : ''}.`;
}
