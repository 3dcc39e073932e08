// The embedded database answers a statement in six calls into its engine (parse, describe, bind,
// describe, execute, sync), and parses and plans the text again each time: on a short statement
// that is nine tenths of its cost. Here each statement text is prepared once under a name, with
// its parameter types and row shape kept, and later runs are one call (bind, execute, sync) on a
// plan the engine keeps. Results, errors and locking are those of PGlite's own `query`.
import { type PGlite, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { isStaleStatement } from './stale-statement.ts';

/** Prepared statements kept at once; the least recently used is closed past this. */
export const MAX_PREPARED_STATEMENTS = 500;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type QueryOptions = Parameters<PGlite['query']>[2];
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row shape; a bound run does not send it again. */
  rowDescription?: BackendMessage;
}

/** Only data statements are kept; anything else (DDL, `copy`, `set`) runs the usual way. */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with|values)\b/i;
/**
 * A schema or settings change could alter what a kept `select *` returns, and PostgreSQL refuses to
 * run a prepared statement whose row shape changed: after one (or any `exec` script), every kept
 * statement is forgotten and prepared again on its next run.
 */
const CHANGES_SCHEMA = /^\s*(create|alter|drop|do|call|discard|deallocate|import|set|reset)\b/i;

/** Options this path reads; a query that asks anything else (a blob, own types) goes the usual way. */
const HANDLED_OPTIONS = new Set(['rowMode', 'parsers', 'serializers']);

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** PGlite names the statement and its parameters on a failed query's error; so does this path. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions): unknown {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

export function prepareStatementsOnce(client: PGlite): void {
  const kept = new Map<string, Prepared>();
  /** Statements evicted from `kept`, closed with the next call into the engine. */
  let toClose: string[] = [];
  let nextId = 0;
  // Exclusive access to the engine is PGlite's own (see its `query`); its type leaves it out.
  const engine = client as PGlite & {
    _checkReady(): Promise<void>;
    _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
    _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  };

  const forgetAll = () => {
    toClose.push(...[...kept.values()].map((s) => s.name));
    kept.clear();
  };

  const closing = (): Uint8Array[] => {
    if (toClose.length === 0) return [];
    const names = toClose;
    toClose = [];
    return names.map((name) => protocol.serialize.close({ type: 'S', name }));
  };

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `atrium_${nextId++}`;
    const messages = await client.execProtocolStream(
      joined([
        ...closing(),
        protocol.serialize.parse({ name, text, types: [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    if (kept.size >= MAX_PREPARED_STATEMENTS) {
      const [oldestText, oldest] = kept.entries().next().value as [string, Prepared];
      kept.delete(oldestText);
      toClose.push(oldest.name);
    }
    kept.set(text, prepared);
    return prepared;
  };

  const run = async (text: string, params: unknown[], options: QueryOptions): Promise<Results> => {
    let prepared = kept.get(text);
    if (prepared) {
      // Most recently used last: the first entry is the one evicted.
      kept.delete(text);
      kept.set(text, prepared);
    } else {
      prepared = await prepare(text);
    }
    const { name, paramTypes, rowDescription } = prepared;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(
      joined([
        ...closing(),
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const described = rowDescription ? [rowDescription, ...messages] : messages;
    return parse.parseResults(described, client.parsers, options)[0];
  };

  const runsPrepared = (text: string, options: QueryOptions) =>
    DATA_STATEMENT.test(text) &&
    (options === undefined || Object.keys(options).every((key) => HANDLED_OPTIONS.has(key)));

  /** `query` on the client or a transaction: prepared when it can be, the usual way otherwise. */
  const preparedQuery =
    (usual: Query, exclusive: <T>(run: () => Promise<T>) => Promise<T>): Query =>
    async (text, params = [], options) => {
      if (!runsPrepared(text, options)) {
        if (CHANGES_SCHEMA.test(text)) forgetAll();
        return usual(text, params, options);
      }
      return exclusive(async () => {
        try {
          const result = await run(text, params, options);
          if (!client.isInTransaction()) await client.syncToFs();
          return result;
        } catch (error) {
          if (isStaleStatement(error)) kept.delete(text);
          throw withQuery(error, text, params, options);
        }
      });
    };

  /** A script (`exec`) may change anything: what was kept is prepared again after it. */
  const forgettingExec =
    (exec: PGlite['exec']): PGlite['exec'] =>
    (text, options) => {
      forgetAll();
      return exec(text, options);
    };

  const query = client.query.bind(client) as Query;
  // Outside a transaction a query waits for any transaction under way, as PGlite's own does.
  client.query = preparedQuery(query, async (work) => {
    await engine._checkReady();
    return engine._runExclusiveTransaction(() => engine._runExclusiveQuery(work));
  }) as PGlite['query'];
  client.exec = forgettingExec(client.exec.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      tx.query = preparedQuery(txQuery, (work) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return engine._runExclusiveQuery(work);
      }) as Transaction['query'];
      tx.exec = forgettingExec(tx.exec.bind(tx));
      return callback(tx);
    });
}
