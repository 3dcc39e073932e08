// Money fields (docs/permissions.md, ViewFinancials): billings, invoice amounts and splits, teaming
// value — any figure in a currency. A reply to a caller without ViewFinancials carries none of
// them: they are absent, not zero. The contracts mark each one with `money()`, and everything else
// (which fields to strip from a reply, which sort keys to refuse, the OpenAPI document's
// `x-money`) is derived from those marks, so there is no second list to keep.
import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/** The permission flag that opens money fields. */
export const MONEY_PERMISSION = 'ViewFinancials';

const MONEY_META = 'x-money';
const MONEY_SORT_META = 'x-money-sort';

/** A figure in a currency: optional, because a caller without ViewFinancials gets none. */
export function money<T extends z.ZodType>(schema: T) {
  return schema.optional().meta({ [MONEY_META]: true });
}

/** Sort keys of which `moneyKeys` order by a money field: refused to a caller without the flag. */
export function moneySort<T extends z.ZodEnum>(schema: T, moneyKeys: readonly z.output<T>[]): T {
  return schema.meta({ [MONEY_SORT_META]: [...moneyKeys] }) as T;
}

export function isMoneyField(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.[MONEY_META] === true;
}

function moneySortKeys(schema: z.ZodType): readonly unknown[] | undefined {
  const keys = z.globalRegistry.get(schema)?.[MONEY_SORT_META];
  return Array.isArray(keys) ? keys : undefined;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value of `schema` is read with, one level down or beside (wrappers, unions). */
function unwrapped(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? [def.innerType] : [];
    case 'pipe': {
      // A transform's output has no shape to read: its input does.
      const out = def.out && defOf(def.out).type !== 'transform' ? [def.out] : [];
      return [...(def.in ? [def.in] : []), ...out];
    }
    case 'union':
      return def.options ?? [];
    case 'intersection':
      return [def.left, def.right].filter((s): s is z.ZodType => s !== undefined);
    case 'lazy':
      return def.getter ? [def.getter()] : [];
    default:
      return [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Walks `value` along `schema`, calling `visit` for every schema a part of the value is read with.
 * `visit` may change the value in place (remove a key).
 */
function walk(
  schema: z.ZodType,
  value: unknown,
  visit: (schema: z.ZodType, value: unknown, key: string | undefined, parent: unknown) => void,
  key?: string,
  parent?: unknown,
): void {
  visit(schema, value, key, parent);
  for (const inner of unwrapped(schema)) walk(inner, value, visit, key, parent);
  const def = defOf(schema);
  if (def.type === 'object' && def.shape && isRecord(value)) {
    for (const [name, field] of Object.entries(def.shape)) {
      if (name in value) walk(field, value[name], visit, name, value);
    }
  } else if (def.type === 'array' && def.element && Array.isArray(value)) {
    for (const item of value) walk(def.element, item, visit);
  } else if (def.type === 'record' && def.valueType && isRecord(value)) {
    for (const [name, item] of Object.entries(value)) walk(def.valueType, item, visit, name, value);
  } else if (def.type === 'tuple' && def.items && Array.isArray(value)) {
    for (const [i, item] of def.items.entries()) walk(item, value[i], visit);
  }
}

/** Removes every money field from `value`, a reply read with `schema` (in place; returns it). */
export function stripMoney<T>(schema: z.ZodType, value: T): T {
  walk(schema, value, (field, _value, key, parent) => {
    if (key !== undefined && isRecord(parent) && isMoneyField(field)) delete parent[key];
  });
  return value;
}

/** Whether a request read with `schema` may ask to sort by a money field. */
export function offersMoneySort(schema: z.ZodType): boolean {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  return JSON.stringify(json).includes(`"${MONEY_SORT_META}"`);
}

/** The money sort keys a request asks for (`value` is the request as parsed with `schema`). */
export function moneySortsAsked(schema: z.ZodType, value: unknown): string[] {
  const asked: string[] = [];
  walk(schema, value, (field, part) => {
    if (moneySortKeys(field)?.includes(part)) asked.push(String(part));
  });
  return asked;
}

/**
 * Where the money fields of a schema are, as paths (`items[].totalBillings`): what a reply to a
 * caller without ViewFinancials must not hold.
 */
export function moneyFieldPaths(schema: z.ZodType): string[] {
  const paths = new Set<string>();
  const seen = new Set<z.ZodType>();
  const visit = (s: z.ZodType, path: string) => {
    if (isMoneyField(s)) {
      paths.add(path);
      return;
    }
    const def = defOf(s);
    if (def.type === 'object' || def.type === 'lazy') {
      // A recursive schema (a tree) is read once.
      if (seen.has(s)) return;
      seen.add(s);
    }
    for (const inner of unwrapped(s)) visit(inner, path);
    if (def.type === 'object' && def.shape) {
      for (const [name, field] of Object.entries(def.shape)) visit(field, path ? `${path}.${name}` : name);
    } else if (def.type === 'array' && def.element) visit(def.element, `${path}[]`);
    else if (def.type === 'record' && def.valueType) visit(def.valueType, `${path}{}`);
  };
  visit(schema, '');
  return [...paths].sort();
}

/** Whether an endpoint is closed to a caller without ViewFinancials as a whole. */
export const needsFinancials = (endpoint: Pick<Endpoint, 'permission'>): boolean =>
  endpoint.permission === MONEY_PERMISSION;
