// The duplicate finders compare every company's name and web address set in a comparable form
// (contracts' companyNameWords and webDomain). Firms hold tens of thousands of companies: the rows
// are read and set in that form a page at a time, letting other requests in between pages, and the
// result is kept for the database it came from until a company is added, removed, renamed or given
// another web address.
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

interface Kept {
  version: string;
  keys: Promise<CompanyKeys[]>;
}

const keptPerDatabase = new WeakMap<object, Kept>();

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

/** Every company's comparable name and domain, in id order. */
export async function companyKeys(db: Executor): Promise<CompanyKeys[]> {
  const version = await repo.namesAndDomainsVersion(db);
  const kept = keptPerDatabase.get(db);
  if (kept?.version === version) return kept.keys;
  const keys = readKeys(db);
  keptPerDatabase.set(db, { version, keys });
  // A failed read is not kept: the next request reads again.
  keys.catch(() => {
    if (keptPerDatabase.get(db)?.keys === keys) keptPerDatabase.delete(db);
  });
  return keys;
}
