// Each caller's report context in one app: the app's database and report caches, the caller, and
// the day presets resolve against. Every feature that runs reports makes its contexts here.
import type { Database } from '../../platform/database.ts';
import type { AuthUser } from '../../platform/session.ts';
import { todayUtc } from '../../platform/today.ts';
import type { ReportCaches } from './report-caches.ts';
import type { ReportContext } from './reports.service.ts';

export function reportContextFor(options: {
  database: Database;
  reportCaches: ReportCaches;
  /** Another day than today (tests of a fixed date). */
  today?: () => string;
}): (user: AuthUser) => ReportContext {
  const { database, reportCaches } = options;
  const today = options.today ?? todayUtc;
  return (user) => ({ db: database.db, user, ...reportCaches, today });
}
