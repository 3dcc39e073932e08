// Filter rows ↔ the editor's per-key picks: rows with the same key are the values of one picker.
import type { LookupOption } from '@atrium/contracts';
import type { FilterRow } from '../../../../core/widgets/filter-attributes.ts';
import { FILTER_KEYS, type FilterKey } from './filter-keys.ts';

export function groupFilterRows(rows: FilterRow[]): Map<string, LookupOption[]> {
  const groups = new Map<string, LookupOption[]>();
  for (const row of rows) {
    const id = Number(row.value.Id);
    if (!Number.isFinite(id)) continue;
    const list = groups.get(row.key.Id) ?? [];
    if (!list.some((o) => o.ID === id)) list.push({ ID: id, Name: row.value.Text });
    groups.set(row.key.Id, list);
  }
  return groups;
}

export function toFilterRows(groups: Map<string, LookupOption[]>): FilterRow[] {
  const rows: FilterRow[] = [];
  for (const [keyId, options] of groups) {
    const key = FILTER_KEYS.find((k) => k.Id === keyId);
    if (!key) continue;
    for (const option of options) {
      rows.push({
        key: { Id: key.Id, Text: key.Text },
        value: { Id: option.ID, Text: option.FullName ?? option.Name },
      });
    }
  }
  return rows;
}

export function filterKey(id: string): FilterKey | undefined {
  return FILTER_KEYS.find((k) => k.Id === id);
}
