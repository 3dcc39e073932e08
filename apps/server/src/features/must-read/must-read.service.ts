// Must-read pages: a page marked for an audience until a date; its members see it on the home page
// and in a banner until they mark it read; admins count the readers, list who has not read it (also
// as CSV) and remind them by e-mail through the outbox.
import type { Audience, MustReadItem, MustReadReaders, MustReadStatus } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml, portalLink } from '../../platform/mail/mail-html.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import {
  type AudienceViewer,
  audienceFactsViewerOf,
  isChainFor,
  isInAudience,
  listAudienceMembers,
} from '../site/audiences.service.ts';
import type { SiteContext } from '../site/index.ts';
import { findViewablePage } from '../site/routes.service.ts';
import * as repo from './must-read.repo.ts';

export type MustReadContext = SiteContext & { publicUrl?: string | null };

const todayIso = () => new Date().toISOString().slice(0, 10);
const notMustRead = () => new AppError('conflict', 'This page is not must-read for you.', 409);

const isCurrent = (mark: repo.MustReadRow | undefined): mark is repo.MustReadRow =>
  mark !== undefined && mark.until >= todayIso();

const markAudience = (mark: repo.MustReadRow): Audience => mark.audience as Audience;

async function statusOf(
  ctx: SiteContext,
  { routeId, mark }: { routeId: number; mark: repo.MustReadRow | undefined },
): Promise<MustReadStatus> {
  if (!isCurrent(mark)) return { Until: null, IsForYou: false, ReadAt: null };
  const viewer = await audienceFactsViewerOf(ctx);
  const readAt = await repo.findAck(ctx.db, routeId, ctx.user.ID);
  return {
    Until: mark.until,
    IsForYou: isInAudience(viewer, markAudience(mark)),
    ReadAt: readAt ? readAt.toISOString() : null,
    ...(ctx.user.SiteAdmin ? { Audience: markAudience(mark) } : {}),
  };
}

/** GET /api/v2/page/{uuid}/mustRead */
export async function getMustRead(ctx: SiteContext, { uuid }: { uuid: string }): Promise<MustReadStatus> {
  const { route } = await findViewablePage(ctx, { uuid });
  return statusOf(ctx, { routeId: route.id, mark: await repo.findMustRead(ctx.db, route.id) });
}

/** POST /api/v2/page/{uuid}/mustRead: a new mark; earlier acknowledgements go with the old one. */
export async function setMustRead(
  ctx: SiteContext,
  { uuid, Audience, Until }: { uuid: string; Audience: Audience; Until: string },
): Promise<MustReadStatus> {
  if (Until < todayIso()) throw new AppError('validation_failed', 'The date must be today or later.', 400);
  const { route } = await findViewablePage(ctx, { uuid });
  await ctx.db.transaction((tx) =>
    repo.saveMustRead(tx, { routeId: route.id, audience: Audience, until: Until, setBy: ctx.user.ID }),
  );
  return statusOf(ctx, { routeId: route.id, mark: await repo.findMustRead(ctx.db, route.id) });
}

/** DELETE /api/v2/page/{uuid}/mustRead */
export async function clearMustRead(ctx: SiteContext, { uuid }: { uuid: string }): Promise<MustReadStatus> {
  const { route } = await findViewablePage(ctx, { uuid });
  await ctx.db.transaction((tx) => repo.deleteMustRead(tx, route.id));
  return { Until: null, IsForYou: false, ReadAt: null };
}

/** POST /api/v2/page/{uuid}/mustRead/read: only a member of a current mark may acknowledge it. */
export async function markMustRead(ctx: SiteContext, { uuid }: { uuid: string }): Promise<MustReadStatus> {
  const { route } = await findViewablePage(ctx, { uuid });
  const mark = await repo.findMustRead(ctx.db, route.id);
  if (!isCurrent(mark) || !isInAudience(await audienceFactsViewerOf(ctx), markAudience(mark)))
    throw notMustRead();
  await repo.saveAck(ctx.db, route.id, ctx.user.ID);
  return statusOf(ctx, { routeId: route.id, mark });
}

/** GET /api/v2/mustRead: current marks the caller belongs to, may open, and has not read. */
export async function listMyMustReads(ctx: SiteContext): Promise<MustReadItem[]> {
  const viewer = await audienceFactsViewerOf(ctx);
  const items: MustReadItem[] = [];
  for (const { mark, uuid } of await repo.listCurrentMustReads(ctx.db, todayIso())) {
    if (!isInAudience(viewer, markAudience(mark))) continue;
    if (await repo.findAck(ctx.db, mark.routeId, ctx.user.ID)) continue;
    const page = await findViewablePage(ctx, { uuid }).catch(() => undefined);
    if (page) items.push({ UUID: uuid, Title: page.route.title, FullPath: page.fullPath, Until: mark.until });
  }
  return items;
}

interface AudienceOfPage {
  title: string;
  fullPath: string;
  mark: repo.MustReadRow;
  members: Awaited<ReturnType<typeof listAudienceMembers>>;
  readIds: Set<number>;
}

/**
 * Who should read the page: active people in the mark's audience who may also see the page (its
 * audience and its ancestors'); a page hidden from staff has no one but admins.
 */
async function audienceOfPage(ctx: SiteContext, { uuid }: { uuid: string }): Promise<AudienceOfPage> {
  const page = await findViewablePage(ctx, { uuid });
  const mark = await repo.findMustRead(ctx.db, page.route.id);
  if (!mark) throw new AppError('conflict', 'This page is not must-read.', 409);
  const chain = [...page.ancestors, page.route];
  const isMember = (viewer: AudienceViewer) =>
    isInAudience(viewer, markAudience(mark)) && isChainFor(viewer, chain);
  const members = page.isHidden ? [] : (await listAudienceMembers(ctx)).filter((m) => isMember(m.viewer));
  return {
    title: page.route.metaTitle || page.route.title,
    fullPath: page.fullPath,
    mark,
    members,
    readIds: await repo.listAckUserIds(ctx.db, page.route.id),
  };
}

/** GET /api/v2/page/{uuid}/mustRead/readers */
export async function listMustReadReaders(
  ctx: SiteContext,
  { uuid, page, perPage }: { uuid: string; page: number; perPage: number },
): Promise<MustReadReaders> {
  const { members, readIds, mark } = await audienceOfPage(ctx, { uuid });
  const notRead = members.filter((m) => !readIds.has(m.id));
  return {
    AudienceCount: members.length,
    ReadCount: members.length - notRead.length,
    NotRead: {
      items: notRead
        .slice((page - 1) * perPage, page * perPage)
        .map((m) => ({ ID: m.id, FullName: m.fullName, Email: m.email, Office: m.office })),
      total: notRead.length,
      page,
      perPage,
    },
    RemindedAt: mark.remindedAt ? mark.remindedAt.toISOString() : null,
  };
}

const csvField = (value: string) => {
  // A leading = + - @ would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** GET /api/v2/page/{uuid}/mustRead/readers.csv: who has not read it, one line each. */
export async function mustReadReadersCsv(
  ctx: SiteContext,
  { uuid }: { uuid: string },
): Promise<{ fileName: string; text: string }> {
  const { members, readIds, fullPath } = await audienceOfPage(ctx, { uuid });
  const lines = [['Name', 'E-mail', 'Office']];
  for (const m of members) if (!readIds.has(m.id)) lines.push([m.fullName, m.email, m.office]);
  const name = fullPath.split('/').filter(Boolean).at(-1) ?? 'page';
  return {
    fileName: `not-read-${name}.csv`,
    text: `\uFEFF${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`,
  };
}

/** POST /api/v2/page/{uuid}/mustRead/remind: one mail to each member who has not read it yet. */
export async function remindMustRead(
  ctx: MustReadContext,
  { uuid }: { uuid: string },
): Promise<{ Queued: number }> {
  const { members, readIds, mark, title, fullPath } = await audienceOfPage(ctx, { uuid });
  if (!isCurrent(mark)) throw new AppError('conflict', 'This page is no longer must-read.', 409);
  const link = portalLink(ctx.publicUrl, fullPath);
  const notRead = members.filter((m) => !readIds.has(m.id));
  await ctx.db.transaction(async (tx) => {
    for (const member of notRead) {
      await queueMail(tx, {
        kind: 'must-read-reminder',
        to: [member.email],
        subject: `Please read: ${title}`,
        text: `${title} is a must-read page for you, until ${mark.until}.\n\nRead it and press "Mark as read": ${link}`,
        html: `<p><strong>${escapeHtml(title)}</strong> is a must-read page for you, until ${mark.until}.</p><p><a href="${escapeHtml(link)}">Read it</a> and press "Mark as read".</p>`,
      });
    }
    await repo.setReminded(tx, mark.routeId);
  });
  return { Queued: notRead.length };
}
