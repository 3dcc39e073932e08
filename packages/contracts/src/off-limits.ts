// The off-limits check (spec 3 §4): whether a company's people may be approached, and why not —
// its own off-limits date or active job, or its family's. The rules below are the one place the
// server and the web read them from; docs/metrics.md ("Off-limits check") says them in words.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { AssignmentStatusSchema, OFF_LIMITS_AFTER } from './mcl.ts';
import { OFF_LIMITS_MANY_MAX } from './off-limits-batch.ts';
import { recordScreenAddresses } from './screen-addresses.ts';

/** Assignment statuses of a job still running: its company is off limits as 'Job Active'. */
export const JOB_ACTIVE_STATUSES = ['O', 'S'] as const;

export const OffLimitsStatusSchema = z.enum(['jobActive', 'offLimits', 'until', 'clear']);
export type OffLimitsStatus = z.infer<typeof OffLimitsStatusSchema>;

/** What each status reads as on screen (spec 3 §4); 'until' is followed by the date. */
export const OFF_LIMITS_LABELS: Record<OffLimitsStatus, string> = {
  jobActive: 'Job Active',
  offLimits: 'Off Limits',
  until: 'Off limits until',
  clear: 'Not off limits',
};

/** The renewal date minus 6 months (spec 3 §4), the last day of a shorter month when the day does not exist. */
export function sixMonthsBefore(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) - 6;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface OffLimitsState {
  status: OffLimitsStatus;
  /** The last day off limits; none for 'Off Limits' (no end), 'Job Active' and 'clear'. */
  until: string | null;
  /** The day to act by: the renewal date (until) minus 6 months. */
  actionDate: string | null;
}

/** One company's own state on `today`: an active job, then its date (after 2220-01-01: no end; past: clear). */
export function ownOffLimits(input: {
  date: string | null;
  jobActive: boolean;
  today: string;
}): OffLimitsState {
  if (input.jobActive) return { status: 'jobActive', until: null, actionDate: null };
  if (!input.date) return { status: 'clear', until: null, actionDate: null };
  if (input.date > OFF_LIMITS_AFTER) return { status: 'offLimits', until: null, actionDate: null };
  if (input.date < input.today) return { status: 'clear', until: null, actionDate: null };
  return { status: 'until', until: input.date, actionDate: sixMonthsBefore(input.date) };
}

/** A family's states taken together: an active job first, then no end, then the latest date. */
export function combinedOffLimits(states: OffLimitsState[]): OffLimitsState {
  if (states.some((s) => s.status === 'jobActive'))
    return { status: 'jobActive', until: null, actionDate: null };
  if (states.some((s) => s.status === 'offLimits'))
    return { status: 'offLimits', until: null, actionDate: null };
  const dates = states.flatMap((s) => (s.until ? [s.until] : [])).sort();
  const until = dates.at(-1);
  return until
    ? { status: 'until', until, actionDate: sixMonthsBefore(until) }
    : { status: 'clear', until: null, actionDate: null };
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const OffLimitsPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['D', 'H']),
});

export const OffLimitsAssignmentSchema = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  status: AssignmentStatusSchema,
  dateTaken: isoDate.nullable(),
  partners: z.array(OffLimitsPartnerSchema),
});
export type OffLimitsAssignment = z.infer<typeof OffLimitsAssignmentSchema>;

const stateShape = {
  status: OffLimitsStatusSchema,
  until: isoDate.nullable(),
  actionDate: isoDate.nullable(),
};

/** One company of the family whose own state makes the asked company off limits. */
export const OffLimitsReasonSchema = z.object({
  companyId: z.number().int(),
  company: z.string(),
  relation: z.enum(['self', 'parent', 'subsidiary', 'family']),
  ...stateShape,
  /** The active jobs behind 'Job Active'; else the company's latest assignment taken. */
  assignments: z.array(OffLimitsAssignmentSchema),
});
export type OffLimitsReason = z.infer<typeof OffLimitsReasonSchema>;

export const OffLimitsSchema = z.object({
  companyId: z.number().int(),
  company: z.string(),
  /** Marked apart: the family's off-limits do not reach it, nor its own the family. */
  apart: z.boolean(),
  ...stateShape,
  label: z.string(),
  reasons: z.array(OffLimitsReasonSchema),
});
export type OffLimits = z.infer<typeof OffLimitsSchema>;

export const OffLimitsExpiringQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(3660).default(90),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const OffLimitsExpiringRowSchema = z.object({
  companyId: z.number().int(),
  company: z.string(),
  until: isoDate,
  actionDate: isoDate,
  assignment: OffLimitsAssignmentSchema,
});
export type OffLimitsExpiringRow = z.infer<typeof OffLimitsExpiringRowSchema>;

export const OffLimitsExpiringSchema = z.object({
  partnerId: z.number().int(),
  days: z.number().int(),
  total: z.number().int(),
  items: z.array(OffLimitsExpiringRowSchema),
});
export type OffLimitsExpiring = z.infer<typeof OffLimitsExpiringSchema>;

/** Whether the signed-in user gets their off-limits ending in the next 90 days by mail each week. */
export const OffLimitsDigestSchema = z.object({ subscribed: z.boolean() });
export type OffLimitsDigest = z.infer<typeof OffLimitsDigestSchema>;

export const OffLimitsManyRequestSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(OFF_LIMITS_MANY_MAX, `Check at most ${OFF_LIMITS_MANY_MAX} companies at once.`),
});
export type OffLimitsManyRequest = z.infer<typeof OffLimitsManyRequestSchema>;

/** One company's state as a row's badge shows it: the same answer as its own check, without the reasons. */
export const OffLimitsMarkSchema = z.object({
  companyId: z.number().int(),
  ...stateShape,
});
export type OffLimitsMark = z.infer<typeof OffLimitsMarkSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const offLimitsEndpoints = {
  company: defineEndpoint({
    ...recordScreenAddresses.offLimits,
    summary:
      'Whether the company is off limits, until when, and the family members, jobs and partners behind it',
    access: 'user',
    tag: 'mcl',
    params: idParams,
    response: OffLimitsSchema,
    replies: { 404: 'No such company' },
  }),
  many: defineEndpoint({
    ...recordScreenAddresses.offLimitsMarks,
    summary:
      "The off-limits state of up to 100 companies at once (their families' included), for the rows of a page; unknown ids are left out",
    access: 'user',
    tag: 'mcl',
    body: OffLimitsManyRequestSchema,
    response: z.array(OffLimitsMarkSchema),
  }),
  expiring: defineEndpoint({
    ...recordScreenAddresses.partnerOffLimitsExpiring,
    summary:
      'Companies whose off-limits date ends within the given days, where the partner is on the team of the assignment behind it',
    access: 'user',
    tag: 'mcl',
    params: idParams,
    query: OffLimitsExpiringQuerySchema,
    response: OffLimitsExpiringSchema,
    replies: { 404: 'No such partner' },
  }),
  digest: defineEndpoint({
    method: 'GET',
    path: '/api/v2/user/offLimitsDigest',
    summary: 'Whether the signed-in user gets their off-limits ending in the next 90 days by mail each week',
    access: 'user',
    tag: 'mcl',
    response: OffLimitsDigestSchema,
  }),
  setDigest: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/user/offLimitsDigest',
    summary: 'Asks for, or stops, the weekly mail of the off-limits ending in the next 90 days',
    access: 'user',
    tag: 'mcl',
    body: OffLimitsDigestSchema,
    response: OffLimitsDigestSchema,
  }),
};
