// What the company services receive: the caller and database, the connectors, a logger for the
// follow-ups that may fail after a commit, and the report engine's invalidation (wired by the app).
import type { Executor } from '../../platform/database.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import type { ConnectorLog, Connectors } from '../integrations/index.ts';
import type { CompanyKeysCache } from './company-keys.ts';

export interface CompanyDeps {
  connectors: Connectors;
  log: ConnectorLog & { error(details: object, message: string): void };
  /** The report engine reads companies and assignments: call it in the transaction that changes them. */
  invalidateReportData: (db: Executor) => Promise<void>;
  /** What the duplicate finders compare, kept between requests. */
  companyKeys: CompanyKeysCache;
}

export interface CompanyContext extends ServiceContext, CompanyDeps {}
