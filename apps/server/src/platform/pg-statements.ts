// A PostgreSQL server parses and plans an unnamed statement on every run; for the statements of a
// page save that planning is most of their cost. Here each pooled connection prepares a statement
// text once under a name of its own, and the server keeps it: later runs skip the parse,
// and once the server finds a generic plan as good, the planning too. Only statements with
// parameters are named (a script of several statements cannot be prepared, and has none). A
// statement the server lost (a `DISCARD ALL`) or refuses to run on its kept plan (a table changed
// shape under it) is forgotten and prepared afresh.
import type pg from 'pg';
import { isStaleStatement } from './stale-statement.ts';

/** Statements kept per connection; the least recently used is deallocated past this. */
export const MAX_SERVER_STATEMENTS = 300;

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

/** pg keeps what each connection has prepared here; a deallocated name must leave it too. */
interface ConnectionState {
  parsedStatements: Record<string, string>;
}

export function prepareOnServer(client: pg.PoolClient): void {
  const connection = (client as unknown as { connection: ConnectionState }).connection;
  /** Text to name, least recently used first. A name is never used twice on a connection. */
  const kept = new Map<string, string>();
  let named = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;

  const forget = (text: string) => {
    const name = kept.get(text);
    if (name === undefined) return;
    kept.delete(text);
    delete connection.parsedStatements[name];
    return name;
  };

  /** The name to run a text under, and the least recently used statement to deallocate first. */
  const nameFor = (text: string): { name: string; evicted?: string } => {
    let name = kept.get(text);
    let evicted: string | undefined;
    if (name !== undefined) {
      kept.delete(text);
    } else {
      name = `atrium_${++named}`;
      if (kept.size >= MAX_SERVER_STATEMENTS) evicted = forget(kept.keys().next().value as string);
    }
    kept.set(text, name);
    return { name, evicted };
  };

  const runNamed = async (config: QueryConfig, values: unknown[]): Promise<unknown> => {
    const { name, evicted } = nameFor(config.text);
    if (evicted) await query(`DEALLOCATE ${evicted}`).catch(() => {});
    return query({ ...config, name }, values);
  };

  /** A statement the server lost or refuses to run on its kept plan is prepared again, once. */
  const run = (config: QueryConfig, values: unknown[]): Promise<unknown> =>
    runNamed(config, values).catch(async (error: unknown) => {
      if (!isStaleStatement(error)) throw error;
      const stale = forget(config.text);
      if (stale) await query(`DEALLOCATE ${stale}`).catch(() => {});
      return runNamed(config, values);
    });

  client.query = ((...args: unknown[]) => {
    const [first, second, third] = args;
    const config = typeof first === 'object' && first !== null ? (first as QueryConfig) : undefined;
    const values = Array.isArray(second) ? second : undefined;
    // Plain texts, streams (a config with `submit`), named statements and statements without
    // parameters go as they are.
    if (!config || config.name || config.values || !values?.length || 'submit' in config)
      return query(...args);
    if (typeof third !== 'function') return run(config, values);
    // The pool's own `query` passes a callback.
    const callback = third as (error: unknown, result?: unknown) => void;
    run(config, values).then(
      (result) => callback(undefined, result),
      (error: unknown) => callback(error),
    );
    return undefined;
  }) as typeof client.query;
}
