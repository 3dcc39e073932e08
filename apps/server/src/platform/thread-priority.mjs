// Work taken off the event loop runs below it. On a machine of few cores a busy worker thread (or
// the Chromium a print thread starts) would otherwise take the CPU the event loop and its garbage
// collector need to answer other requests within 50 ms; at a lower priority it uses what the loop
// leaves. Plain JavaScript, so a thread can call it before any TypeScript loads.
import os from 'node:os';

/** The background priority for the calling thread and the processes it starts. */
const BACKGROUND_NICE = 10;

export function runThisThreadInBackground() {
  // On Linux a nice value belongs to one thread, and what it starts inherits it. Elsewhere it would
  // lower the whole server, so the thread is left as it is. A Chromium started by root sets its own
  // threads' priorities again (the browser's to -8): the portal is meant to run as an ordinary user.
  if (process.platform !== 'linux') return;
  try {
    os.setPriority(BACKGROUND_NICE);
  } catch {
    // A container that forbids changing priorities runs the thread as it is.
  }
}
