// Starts a rich-text pool worker: the sources are TypeScript, so the worker loads them the way the
// server process does (through tsx) before running `rich-text.worker.ts`.
import { register } from 'tsx/esm/api';

register();
await import('./rich-text.worker.ts');
