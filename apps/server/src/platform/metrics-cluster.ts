// With several processes (ATRIUM_WORKERS) a scrape lands on one worker, which would answer for itself
// alone: it asks the primary instead, which gathers every worker's metrics (prom-client's
// AggregatorRegistry adds counters and histograms up) and answers the sum.
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'atrium:metrics-ask';
const ANSWER = 'atrium:metrics-answer';
const SCRAPE_TIMEOUT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In the primary: answers each worker's scrape with the metrics of every worker added up. */
export function answerMetricsScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<{ type: typeof ASK; id: number }>(message, ASK)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies Answer),
    );
  });
}

/** In a worker: its registry is what the primary gathers; a scrape answers what the primary sums. */
export function scrapeThroughPrimary(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one makes this worker answer the primary's requests for its metrics.
  new AggregatorRegistry();
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    if (!isMessage<Answer>(message, ANSWER)) return;
    const asker = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) asker?.reject(new Error(message.error));
    else asker?.resolve(message.text ?? '');
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not answer the metrics scrape'));
      }, SCRAPE_TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: ASK, id });
    });
}
