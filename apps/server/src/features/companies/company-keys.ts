// The duplicate finders compare every company's name and web address set in a comparable form
// (contracts' companyNameWords and webDomain). Firms hold tens of thousands of companies: the rows
// are read and set in that form a page at a time, letting other requests in between pages, and the
// result is kept until a company is added, removed, renamed or given another web address.
import { companyNameWords, webDomain } from '@atrium/contracts';
import type { Executor } from '../../platform/database.ts';
import * as repo from './companies.repo.ts';

export interface CompanyKeys {
  id: number;
  /** The name's identifying words, legal forms and punctuation set aside. */
  words: string[];
  /** Those words joined: two companies with the same one have the same name. */
  name: string;
  /** The web address's host ('' without one). */
  domain: string;
}

/** Rows read and set in comparable form per turn of the event loop (a few milliseconds' work). */
const PAGE_ROWS = 500;

async function readKeys(db: Executor): Promise<CompanyKeys[]> {
  const keys: CompanyKeys[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await repo.listNamesAndDomains(db, { afterId, limit: PAGE_ROWS });
    for (const row of rows) {
      const words = companyNameWords(row.name);
      keys.push({ id: row.id, words, name: words.join(' '), domain: webDomain(row.webAddress) });
    }
    if (rows.length < PAGE_ROWS) return keys;
    afterId = rows[rows.length - 1].id;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Every company's comparable name and domain, in id order; one per app, made by buildApp. */
export class CompanyKeysCache {
  private kept: { version: string; keys: Promise<CompanyKeys[]> } | null = null;

  async get(db: Executor): Promise<CompanyKeys[]> {
    const version = await repo.namesAndDomainsVersion(db);
    if (this.kept?.version === version) return this.kept.keys;
    const keys = readKeys(db);
    const kept = { version, keys };
    this.kept = kept;
    // A failed read is not kept: the next request reads again.
    keys.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return keys;
  }
}
