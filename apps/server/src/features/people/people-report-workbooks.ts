// The Excel of a User, License or Location report run (spec 2 §7): the totals and every row, in
// the table's first order (by name).
import {
  PEOPLE_REPORT_MAX_PAGE_SIZE,
  type PeopleFilterType,
  type PersonReportRow,
  type PlaceReportRow,
  peopleSheet,
  peopleTotalsSheet,
  placeSheet,
} from '@atrium/contracts';
import type { ReportRun, RunWorkbook } from '../reports/index.ts';
import type { PeopleContext } from './people-context.ts';
import { runPlaceReport, runUserReport } from './people-reports.service.ts';

const FLAGS = { saveReport: false, refresh: false, compare: false };

function request(run: ReportRun, offset: number) {
  const { date, keys } = run.filter;
  return {
    Id: 0,
    filter: {
      type: run.filter.type as PeopleFilterType,
      date: { selection: 'Custom' as const, startDate: date.startDate, endDate: date.endDate },
      keys,
    },
    results: {
      sort: 'name' as const,
      direction: 'asc' as const,
      search: '',
      offset,
      limit: PEOPLE_REPORT_MAX_PAGE_SIZE,
    },
  };
}

export async function userRunWorkbook(ctx: PeopleContext, input: { run: ReportRun }): Promise<RunWorkbook> {
  const rows: PersonReportRow[] = [];
  for (let offset = 0; ; offset += PEOPLE_REPORT_MAX_PAGE_SIZE) {
    const answer = await runUserReport(ctx, { request: request(input.run, offset), flags: FLAGS });
    rows.push(...answer.page.items);
    if (offset + PEOPLE_REPORT_MAX_PAGE_SIZE >= answer.page.total || answer.page.items.length === 0) {
      const totals = peopleTotalsSheet({ countLabel: 'People', totals: answer.totals });
      return { sheets: [totals, peopleSheet(rows)], compare: null, currency: ctx.user.Currency };
    }
  }
}

export async function placeRunWorkbook(
  ctx: PeopleContext,
  input: { type: 'License' | 'Location'; run: ReportRun },
): Promise<RunWorkbook> {
  const rows: PlaceReportRow[] = [];
  for (let offset = 0; ; offset += PEOPLE_REPORT_MAX_PAGE_SIZE) {
    const answer = await runPlaceReport(ctx, {
      type: input.type,
      request: request(input.run, offset),
      flags: FLAGS,
    });
    rows.push(...answer.page.items);
    if (offset + PEOPLE_REPORT_MAX_PAGE_SIZE >= answer.page.total || answer.page.items.length === 0) {
      const countLabel = input.type === 'License' ? 'Licenses' : 'Offices';
      const totals = peopleTotalsSheet({ countLabel, totals: answer.totals });
      return { sheets: [totals, placeSheet(input.type, rows)], compare: null, currency: ctx.user.Currency };
    }
  }
}
