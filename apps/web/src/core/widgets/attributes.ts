// Section attributes travel as a list of {Name, Value} text pairs (spec 1 §3); JSON values are
// serialised. A widget reads them through its zod schema so stale configs still load.
import type { SectionAttribute } from '@atrium/contracts';
import type { z } from 'zod';

/** A text value that holds JSON becomes the parsed value; anything else stays text. */
function parseValue(value: string): unknown {
  const trimmed = value.trim();
  if (!/^[[{]/.test(trimmed)) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

export function attributesToRecord(attributes: SectionAttribute[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const { Name, Value } of attributes) record[Name] = parseValue(Value);
  return record;
}

export function readAttributes<S extends z.ZodType>(schema: S, attributes: SectionAttribute[]): z.output<S> {
  const parsed = schema.safeParse(attributesToRecord(attributes));
  // Schemas catch per field; a failure here means the shape itself is unusable: use the defaults.
  return parsed.success ? parsed.data : schema.parse({});
}

/** Sets (or, with undefined, removes) attributes, keeping the others and their order. */
export function writeAttributes(
  attributes: SectionAttribute[],
  changes: Record<string, unknown>,
): SectionAttribute[] {
  const next = attributes.filter(({ Name }) => !(Name in changes) || changes[Name] !== undefined);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const existing = next.findIndex((a) => a.Name === name);
    if (existing >= 0) next[existing] = { Name: name, Value: text };
    else next.push({ Name: name, Value: text });
  }
  return next;
}
