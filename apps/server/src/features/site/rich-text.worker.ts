// A worker of the rich-text pool: sanitises what it is sent, one text at a time.
import { parentPort } from 'node:worker_threads';
import { sanitizeRichText } from './rich-text.ts';

parentPort?.on('message', ({ id, html }: { id: number; html: string }) => {
  parentPort?.postMessage({ id, html: sanitizeRichText(html) });
});
