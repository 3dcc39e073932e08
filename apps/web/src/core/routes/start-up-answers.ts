// Answers asked for at start-up, before the screen that shows them has rendered (lazy-screen.ts):
// the screen's first query by that key takes the answer instead of asking again; a failed early
// call is dropped and the query asks the server itself, as every later one does.
import { hashKey, type QueryKey } from '@tanstack/react-query';

const askedEarly = new Map<string, Promise<unknown>>();

export function askAtStartUp(key: QueryKey, ask: () => Promise<unknown>): void {
  askedEarly.set(
    hashKey(key),
    ask().catch(() => null),
  );
}

/** The start-up answer for this key when there is one (once), otherwise `ask()`'s. */
export async function takeStartUpAnswer<T>(key: QueryKey, ask: () => Promise<T>): Promise<T> {
  const early = askedEarly.get(hashKey(key));
  askedEarly.delete(hashKey(key));
  const answer = early ? ((await early) as T | null) : null;
  return answer ?? ask();
}
