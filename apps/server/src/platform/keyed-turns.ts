// Work on one key (a page, say) run one at a time in the order asked for; other keys run freely.

/**
 * Answers a function that runs `work` after every earlier work on the same key has settled. A
 * failure ends that turn only: the next work on the key still runs.
 */
export function keyedTurns(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const lastTurn = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const previous = lastTurn.get(key);
    const result = previous ? previous.then(work, work) : work();
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    lastTurn.set(key, settled);
    settled.then(() => {
      if (lastTurn.get(key) === settled) lastTurn.delete(key);
    });
    return result;
  };
}
