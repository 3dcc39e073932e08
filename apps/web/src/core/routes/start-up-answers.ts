// Answers asked for at start-up, before the screen that shows them has rendered (lazy-screen.ts):
// the screen's first query by that key takes the answer instead of asking again; a failed early
// call is dropped and the query asks the server itself, as every later one does — unless it was
// asked to keep its failure (a widget's data: a refusal is the answer, shown in place of figures).
import { hashKey, type QueryKey } from '@tanstack/react-query';

type Settled = { answer: unknown } | { failure: unknown };

interface EarlyCall {
  settled: Promise<Settled>;
  keepsFailure: boolean;
}

const askedEarly = new Map<string, EarlyCall>();

export function askAtStartUp(
  key: QueryKey,
  ask: () => Promise<unknown>,
  options: { keepsFailure?: boolean } = {},
): void {
  askedEarly.set(hashKey(key), {
    settled: ask().then(
      (answer) => ({ answer }),
      (failure: unknown) => ({ failure }),
    ),
    keepsFailure: options.keepsFailure ?? false,
  });
}

/** The start-up answer for this key when there is one (once), otherwise `ask()`'s. */
export async function takeStartUpAnswer<T>(key: QueryKey, ask: () => Promise<T>): Promise<T> {
  const early = askedEarly.get(hashKey(key));
  askedEarly.delete(hashKey(key));
  const settled = early ? await early.settled : null;
  if (settled && 'failure' in settled) {
    if (early?.keepsFailure) throw settled.failure;
    return ask();
  }
  const answer = (settled?.answer ?? null) as T | null;
  return answer ?? ask();
}
