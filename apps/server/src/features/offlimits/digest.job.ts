// The weekly mail of a partner's off-limits ending in the next 90 days, for the partners who asked
// for it. Every process may schedule the Monday round (one runs it); the round enqueues one send per
// partner whose unique key names the partner and the ISO week, so a partner is mailed once a week
// however often the round runs.
import { sixMonthsBefore } from '@atrium/contracts';
import type { Executor } from '../../platform/database.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import { escapeHtml, portalLink } from '../../platform/mail/mail-html.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { todayUtc } from '../../platform/today.ts';
import * as digestRepo from './digest.repo.ts';
import * as repo from './offlimits.repo.ts';

export const OFFLIMITS_DIGEST_ROUND_JOB = 'offlimits.digest-round';
export const OFFLIMITS_DIGEST_SEND_JOB = 'offlimits.digest-send';
export const DIGEST_DAYS = 90;
/** The round runs on Mondays at this hour (UTC). */
const ROUND_HOUR_UTC = 6;
/** More than any partner's list; the mail names them all. */
const MAX_ROWS = 1000;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The ISO week of a day, e.g. 2026-W48 (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Schedules the next Monday round; the unique key keeps one per Monday however many processes ask. */
export async function scheduleOffLimitsDigest(db: Executor, now = Date.now()): Promise<void> {
  const next = new Date(now);
  next.setUTCHours(ROUND_HOUR_UTC, 0, 0, 0);
  next.setUTCDate(next.getUTCDate() + ((8 - (next.getUTCDay() || 7)) % 7));
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 7);
  await enqueueJob(db, {
    kind: OFFLIMITS_DIGEST_ROUND_JOB,
    payload: {},
    runAt: next,
    uniqueKey: `${OFFLIMITS_DIGEST_ROUND_JOB}:${next.toISOString().slice(0, 10)}`,
  });
}

/** One round as of `today`: a send per subscriber not yet mailed this week. Answers the partners enqueued. */
export async function runOffLimitsDigest(db: Executor, { today = todayUtc() } = {}): Promise<number[]> {
  const week = isoWeek(today);
  const enqueued: number[] = [];
  for (const partner of await digestRepo.listSubscribers(db)) {
    const { isNew } = await enqueueJob(db, {
      kind: OFFLIMITS_DIGEST_SEND_JOB,
      payload: { partnerId: partner.id, today },
      uniqueKey: `${OFFLIMITS_DIGEST_SEND_JOB}:${partner.id}:${week}`,
      maxAttempts: 3,
    });
    if (isNew) enqueued.push(partner.id);
  }
  return enqueued;
}

type Row = Awaited<ReturnType<typeof repo.listExpiring>>[number];

function digestMail(list: Row[], link: string) {
  const lines = list.map(
    (r) => `${r.company}: off limits until ${r.until} (action date ${sixMonthsBefore(r.until)})`,
  );
  const items = list
    .map(
      (r) =>
        `<li><strong>${escapeHtml(r.company)}</strong>: off limits until ${r.until} (action date ${sixMonthsBefore(r.until)})</li>`,
    )
    .join('');
  const count = list.length === 1 ? '1 company' : `${list.length} companies`;
  return {
    subject: `Your off-limits ending in the next ${DIGEST_DAYS} days: ${count}`,
    text: `The off-limits of these companies, where you are on the team of the assignment behind it, end in the next ${DIGEST_DAYS} days:\n\n${lines.join('\n')}\n\nThe list, with the assignments behind it, is on your profile in the portal: ${link}`,
    html: `<p>The off-limits of these companies, where you are on the team of the assignment behind it, end in the next ${DIGEST_DAYS} days:</p><ul>${items}</ul><p>The list, with the assignments behind it, is on your profile in <a href="${escapeHtml(link)}">the portal</a>.</p>`,
  };
}

/** Mails one partner their list as of `today`; a partner still subscribed with nothing ending gets no mail. */
export async function sendOffLimitsDigest(
  db: Executor,
  { partnerId, today, publicUrl }: { partnerId: number; today: string; publicUrl?: string | null },
): Promise<boolean> {
  const partner = (await digestRepo.listSubscribers(db)).find((s) => s.id === partnerId);
  if (!partner) return false;
  const list = await repo.listExpiring(db, {
    partnerId,
    from: today,
    to: addDays(today, DIGEST_DAYS),
    offset: 0,
    limit: MAX_ROWS,
  });
  if (list.length === 0) return false;
  await queueMail(db, {
    kind: 'offlimits-digest',
    to: [partner.email],
    ...digestMail(list, portalLink(publicUrl, '/')),
  });
  return true;
}

const isSendPayload = (p: unknown): p is { partnerId: number; today: string } =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as { partnerId?: unknown }).partnerId === 'number' &&
  typeof (p as { today?: unknown }).today === 'string';

/** The jobs: the round (then the next Monday's scheduled) and one partner's mail. */
export const createOffLimitsDigestHandlers = ({
  publicUrl,
}: {
  publicUrl?: string | null;
}): Record<string, JobHandler> => ({
  [OFFLIMITS_DIGEST_ROUND_JOB]: async (ctx) => {
    await runOffLimitsDigest(ctx.db);
    await scheduleOffLimitsDigest(ctx.db);
  },
  [OFFLIMITS_DIGEST_SEND_JOB]: async (ctx, payload) => {
    if (!isSendPayload(payload)) return;
    await sendOffLimitsDigest(ctx.db, { ...payload, publicUrl });
  },
});
