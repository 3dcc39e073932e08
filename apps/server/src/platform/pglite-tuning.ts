// Two ways the embedded database is made to serve many requests well; each is measured by the
// platform bench (`npm run bench -- platform`).
import type { PGlite, Transaction } from '@electric-sql/pglite';

export function tuneForServing(client: PGlite): void {
  parseOnceForAll(client);
  oneTransactionPerTurn(client);
}

/** Column types that drizzle reads as the database's own text (its PGlite driver, every query). */
const TEXT_AS_SENT = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];
const asSent = (value: string) => value;

type QueryOptions = { parsers?: Record<number, unknown> } | undefined;

/**
 * drizzle hands PGlite the same few parsers with every query, and PGlite merges them into its whole
 * table of parsers each time: a third of a simple statement's cost. The connection reads those
 * types the same way once and for all, and a query that asks nothing more drops its copy.
 */
function parseOnceForAll(client: PGlite): void {
  for (const oid of TEXT_AS_SENT) client.parsers[oid] = asSent;
  const withoutRepeatedParsers = (options: QueryOptions): QueryOptions => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    const asksMore = Object.keys(parsers).some((oid) => !TEXT_AS_SENT.includes(Number(oid)));
    return asksMore ? options : { ...options, parsers: undefined };
  };
  const patch = (target: PGlite | Transaction) => {
    const query = target.query.bind(target) as (
      text: string,
      params?: unknown[],
      options?: QueryOptions,
    ) => unknown;
    target.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
      query(text, params, withoutRepeatedParsers(options))) as typeof target.query;
  };
  patch(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      patch(tx);
      return callback(tx);
    });
}

/**
 * PGlite runs statements on the event loop, so a transaction holds the loop until it ends, and
 * requests that arrive meanwhile are not even read. Run back to back, transactions left the order
 * of service to the kernel's order of ready sockets, and under load some saves waited seconds.
 * Here transactions queue in the order they are asked for and each starts on a turn of its own,
 * after the loop has read whatever arrived, so every request waits its turn and no longer.
 */
function oneTransactionPerTurn(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  const waiting: (() => void)[] = [];
  let isRunning = false;
  const next = () => {
    const start = waiting.shift();
    if (start) setImmediate(start);
    else isRunning = false;
  };
  client.transaction = (callback) =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!isRunning) {
        isRunning = true;
        next();
      }
    }).then(() => transaction(callback).finally(next));
}
