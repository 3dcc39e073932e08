// Starts a feed reader thread: the sources are TypeScript, so the thread loads them the way the
// server process does (through tsx) before running `feed-worker.ts`.
import { register } from 'tsx/esm/api';
import { runThisThreadInBackground } from '../../platform/thread-priority.mjs';

runThisThreadInBackground();
register();
await import('./feed-worker.ts');
