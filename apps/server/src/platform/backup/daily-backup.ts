// When the daily backup runs: at ATRIUM_BACKUP_TIME (`HH:MM`, the server's local time) every day.

/** The next moment after `now` at `HH:MM` local time. */
export function nextDailyRun(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number);
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) {
    next.setDate(next.getDate() + 1);
    next.setHours(hours, minutes, 0, 0);
  }
  return next;
}

/** Runs `run` daily at `at`; answers the function that stops it. */
export function scheduleDaily(at: string, run: () => Promise<void>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  const arm = (after: Date) => {
    if (isStopped) return;
    const target = nextDailyRun(after, at);
    timer = setTimeout(() => {
      // Counted from the time it was due, so a timer that fires a moment early runs once, not twice.
      void run().finally(() => arm(new Date(Math.max(Date.now(), target.getTime()))));
    }, target.getTime() - Date.now());
    // The schedule alone never keeps the process alive.
    timer.unref();
  };
  arm(new Date());
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}
