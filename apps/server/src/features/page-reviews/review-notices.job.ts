// The daily review pass (every process may schedule it; one runs it): owners are told a week
// before a page's review date and on the day, and a page set to do so hides itself once it is
// REVIEW_AUTO_DISABLE_DAYS past it, its owner told. Each notice is sent once per review date.
import { REVIEW_AUTO_DISABLE_DAYS } from '@atrium/contracts';
import type { Executor } from '../../platform/database.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import { escapeHtml, portalLink } from '../../platform/mail/mail-html.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { disablePage } from '../site/route-save.service.ts';
import * as repo from './page-reviews.repo.ts';
import { addDays, dueOn, todayIso } from './review-dates.ts';

export const REVIEW_NOTICES_JOB = 'page-reviews.notices';
const WARN_DAYS = 7;
/** The round runs at this hour (UTC) each day. */
const ROUND_HOUR_UTC = 6;

/** Schedules the next daily round; the unique key keeps one per day however many processes ask. */
export async function scheduleReviewNotices(db: Executor, now = Date.now()): Promise<void> {
  const next = new Date(now);
  next.setUTCHours(ROUND_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 1);
  await enqueueJob(db, {
    kind: REVIEW_NOTICES_JOB,
    payload: {},
    runAt: next,
    uniqueKey: `${REVIEW_NOTICES_JOB}:${next.toISOString().slice(0, 10)}`,
  });
}

type Notice = 'warn' | 'due' | 'disabled';

function noticeMail(notice: Notice, page: { title: string; due: string; link: string }) {
  const what = {
    warn: { subject: `Review due in a week: ${page.title}`, line: `is due for review on ${page.due}` },
    due: { subject: `Review due today: ${page.title}`, line: `is due for review today (${page.due})` },
    disabled: {
      subject: `Hidden for want of review: ${page.title}`,
      line: `was due for review on ${page.due} and is now hidden from staff (disabled) until it is reviewed and enabled again`,
    },
  }[notice];
  return {
    subject: what.subject,
    text: `The page "${page.title}", which you own, ${what.line}.\n\nOpen it, check it and press "Reviewed": ${page.link}`,
    html: `<p>The page <strong>${escapeHtml(page.title)}</strong>, which you own, ${escapeHtml(what.line)}.</p><p><a href="${escapeHtml(page.link)}">Open it</a>, check it and press "Reviewed".</p>`,
  };
}

/** One round over every page with a review interval, as of `today`. Answers the notices sent. */
export async function runReviewNotices(
  db: Executor,
  { today = todayIso(), publicUrl }: { today?: string; publicUrl?: string | null },
): Promise<{ uuid: string; notice: Notice }[]> {
  const sent: { uuid: string; notice: Notice }[] = [];
  for (const page of await repo.listReviewedPages(db)) {
    const due = dueOn(page.reviewedAt ?? page.createdOn, page.intervalMonths);
    if (due === null) continue;
    const owner = page.ownerId === null ? undefined : await repo.findPerson(db, page.ownerId);
    let notice: Notice | undefined;
    if (page.autoDisable && today >= addDays(due, REVIEW_AUTO_DISABLE_DAYS) && page.disabledFor !== due) {
      notice = 'disabled';
    } else if (today >= due && page.dueToldFor !== due) notice = 'due';
    else if (today >= addDays(due, -WARN_DAYS) && today < due && page.warnedFor !== due) notice = 'warn';
    if (!notice) continue;
    await db.transaction(async (tx) => {
      if (notice === 'disabled') {
        await disablePage({ db: tx }, { uuid: page.uuid, reason: `review due ${due}` });
        await repo.setNotices(tx, page.routeId, { disabledFor: due, dueToldFor: due, warnedFor: due });
      } else if (notice === 'due')
        await repo.setNotices(tx, page.routeId, { dueToldFor: due, warnedFor: due });
      else await repo.setNotices(tx, page.routeId, { warnedFor: due });
      if (owner?.isActive) {
        await queueMail(tx, {
          kind: 'page-review',
          to: [owner.email],
          ...noticeMail(notice, {
            title: page.title,
            due,
            link: portalLink(publicUrl, `/learn?oid=${page.routeId}`),
          }),
        });
      }
    });
    sent.push({ uuid: page.uuid, notice });
  }
  return sent;
}

/** The job: one round, then the next day's scheduled. */
export const createReviewNoticesHandler =
  ({ publicUrl }: { publicUrl?: string | null }): JobHandler =>
  async (ctx) => {
    await runReviewNotices(ctx.db, { publicUrl });
    await scheduleReviewNotices(ctx.db);
  };
