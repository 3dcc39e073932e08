// Everyone's teaming value per assignment filter and currency, kept while the report data stays
// the same (its data version): the colleague finder's expensive half. Who is listed — the people
// filters, active status, the viewer — is applied fresh on every call.
import type { TeamingValue } from './teaming.repo.ts';

const MAX_ENTRIES = 64;

export class TeamingValueCache {
  private readonly entries = new Map<string, { version: number; values: TeamingValue[] }>();

  async get(key: string, version: number, compute: () => Promise<TeamingValue[]>): Promise<TeamingValue[]> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Refresh its place: the oldest-used entry is the first to go.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.values;
    }
    const values = await compute();
    this.entries.delete(key);
    this.entries.set(key, { version, values });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return values;
  }
}
