// One read shared by the callers waiting on it, each answered by a read that started after it
// asked: it sees every change committed before the call, as a read of its own would, while 50
// callers at once cost two reads instead of 50.
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read under way: it may have started before a new caller asked, so newcomers wait for the next. */
  let running: Promise<T> | undefined;
  /** The read that starts when the running one ends, shared by everyone who asked meanwhile. */
  let queued: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const settle = () => {
      if (running === current) running = undefined;
    };
    current.then(settle, settle);
    return current;
  };

  return () => {
    if (!running) return start();
    if (!queued) {
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      queued = after.then(() => {
        queued = undefined;
        return start();
      });
    }
    return queued;
  };
}
