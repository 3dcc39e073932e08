// Starts a feed reader thread: the sources are TypeScript, so the thread loads them the way the
// server process does (through tsx) before running `feed-worker.ts`.
import { register } from 'tsx/esm/api';

register();
await import('./feed-worker.ts');
