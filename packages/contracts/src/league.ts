// League tables with targets: partners, offices or practice groups ranked by credited billings for
// a period, against the compare period and the yearly targets site admins set (docs/metrics.md,
// "League tables" and "Target status"). The figures are the Financial report's breakdowns in USD.
import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';
import { money } from './money.ts';
import { ReportFilterSchema } from './reports.ts';

export const LeagueBySchema = z.enum(['partner', 'office', 'practiceGroup']);
export type LeagueBy = z.infer<typeof LeagueBySchema>;

/** The Financial report breakdown each league ranks. */
export const LEAGUE_BREAKDOWN = {
  partner: 'fullName',
  office: 'location',
  practiceGroup: 'practiceGroup',
} as const;

export const LEAGUE_BY_LABELS: Record<LeagueBy, string> = {
  partner: 'Partners',
  office: 'Offices',
  practiceGroup: 'Practice groups',
};

export const TargetStatusSchema = z.enum(['onTrack', 'close', 'behind']);
export type TargetStatus = z.infer<typeof TargetStatusSchema>;
export const TARGET_STATUS_LABELS: Record<TargetStatus, string> = {
  onTrack: 'On track',
  close: 'Close',
  behind: 'Behind',
};

/** On track at 100% of the pro-rata target or more, close at 90% or more, behind below. */
export function targetStatusOf(figure: number, proRataTarget: number): TargetStatus {
  if (figure >= proRataTarget) return 'onTrack';
  if (figure >= 0.9 * proRataTarget) return 'close';
  return 'behind';
}

export const LeagueRequestSchema = z.object({ filter: ReportFilterSchema, by: LeagueBySchema });
export type LeagueRequest = z.input<typeof LeagueRequestSchema>;

export const LeagueRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rank: z.number().int(),
  totalBillings: money(z.number()),
  teamingRevenue: money(z.number()),
  assignmentsTaken: z.number(),
  assignmentsFilled: z.number(),
  compareRank: z.number().int().nullable(),
  compareTotalBillings: money(z.number()),
  /** Places moved up since the compare period (▲ when positive); none when not ranked then. */
  rankChange: z.number().int().nullable(),
  /** The yearly target of the period's end year, when one is set. */
  target: money(z.number().nullable()),
  /** The target scaled to the period's days within a year. */
  proRataTarget: money(z.number().nullable()),
  /** Total billings ÷ the yearly target. */
  targetShare: z.number().nullable(),
  targetStatus: TargetStatusSchema.nullable(),
});
export type LeagueRow = z.infer<typeof LeagueRowSchema>;

const range = z.object({ startDate: z.string(), endDate: z.string() });

export const LeagueSchema = z.object({
  /** The saved report of the period and filters: Share makes its link from it, as the dashboard's. */
  Id: z.number().int(),
  by: LeagueBySchema,
  /** Always USD, the currency of the targets. */
  currency: z.literal('USD'),
  period: range,
  comparePeriod: range,
  rows: z.array(LeagueRowSchema),
});
export type League = z.infer<typeof LeagueSchema>;

export const TargetSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  kind: LeagueBySchema,
  subjectId: z.number().int(),
  name: z.string(),
  amountUsd: money(z.number()),
});
export type Target = z.infer<typeof TargetSchema>;

export const TargetsQuerySchema = z.object({ year: z.coerce.number().int().min(2008).max(2200) });
export const SaveTargetSchema = z.object({
  year: z.number().int().min(2008).max(2200),
  kind: LeagueBySchema,
  subjectId: z.number().int().positive().max(2_147_483_647),
  amountUsd: z.number().min(0).max(1e13),
});
export type SaveTarget = z.infer<typeof SaveTargetSchema>;

/** A targets file (docs/data-import.md): a header `year,kind,subject,amount_usd`, then one target a line. */
export const TargetsImportSchema = z.string().max(2_000_000);
export const TargetsImportResultSchema = z.object({ saved: z.number().int() });
export type TargetsImportResult = z.infer<typeof TargetsImportResultSchema>;

export const leagueEndpoints = {
  league: defineEndpoint({
    method: 'POST',
    path: '/api/v2/report/league',
    changesNothing: true,
    summary:
      'League table: partners, offices or practice groups ranked by credited billings, with the compare period, teaming revenue, taken, filled and targets',
    access: 'user',
    permission: 'ViewFinancials',
    tag: 'reports',
    body: LeagueRequestSchema,
    response: LeagueSchema,
  }),
  xlsx: defineEndpoint({
    method: 'POST',
    path: '/api/v2/report/league/xlsx',
    changesNothing: true,
    summary:
      'The league table as an Excel workbook built by the server: the filters on the first sheet, then the table; needs ExportReports, and ViewFinancials as the table does',
    access: 'user',
    permission: 'ExportReports',
    tag: 'reports',
    body: LeagueRequestSchema,
    response: BinaryResponseSchema,
    replies: { 503: 'unavailable: too many exports are running; Retry-After says when to try again' },
  }),
  targets: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/targets',
    summary: "A year's targets per partner, office and practice group",
    access: 'admin',
    tag: 'admin',
    query: TargetsQuerySchema,
    response: z.array(TargetSchema),
  }),
  saveTarget: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/admin/targets',
    summary: "Sets the year's target of a partner, office or practice group",
    access: 'admin',
    tag: 'admin',
    body: SaveTargetSchema,
    response: TargetSchema,
    replies: { 404: 'No such partner, office or practice group' },
  }),
  removeTarget: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/admin/targets/:id',
    summary: 'Removes a target',
    access: 'admin',
    tag: 'admin',
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    response: z.object({ removed: z.boolean() }),
    replies: { 404: 'No such target' },
  }),
  importTargets: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/targets/import',
    summary:
      'Sets targets from a CSV file (text/csv): year, kind, subject (id, name or e-mail), amount_usd; nothing is saved when a line is wrong',
    access: 'admin',
    tag: 'admin',
    body: TargetsImportSchema,
    response: TargetsImportResultSchema,
  }),
};
