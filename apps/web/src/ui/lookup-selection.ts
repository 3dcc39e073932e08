import type { LookupOption } from '@atrium/contracts';

/** The chosen options followed by the search results, each id once (no duplicates). */
export function mergeOptions(selected: LookupOption[], found: LookupOption[]): LookupOption[] {
  const byId = new Map<number, LookupOption>();
  for (const option of [...selected, ...found]) if (!byId.has(option.ID)) byId.set(option.ID, option);
  return [...byId.values()];
}

/**
 * The selection for the ids the input reports: only known options (no free text), each once, at
 * most maxItems — with a single pick the newest choice replaces the old one.
 */
export function nextSelection(options: {
  ids: number[];
  known: LookupOption[];
  maxItems: number;
}): LookupOption[] {
  const unique = [...new Set(options.ids)];
  const chosen = unique.flatMap((id) => options.known.filter((o) => o.ID === id).slice(0, 1));
  return options.maxItems === 1 ? chosen.slice(-1) : chosen.slice(0, options.maxItems);
}
