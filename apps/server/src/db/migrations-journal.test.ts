// The migrator applies a journal entry only when its `when` is later than the last applied one's:
// an entry out of order would be skipped on a database that already has the one before it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('numbers its entries in order, each later than the one before', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1].when);
    });
  });

  it('lists every migration file once, in the order of their numbers', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => name.replace(/\.sql$/, ''));
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });
});
