import { describe, expect, it } from 'vitest';
import { type LatencyTail, mergedPercentile } from './latency-tail.ts';

/** A run whose requests take `usual` ms, except the slowest `slowShare` percent at `slow` ms. */
function run(requests: number, usual: number, slowShare = 0, slow = usual): LatencyTail {
  const points: [number, number][] = [];
  for (let step = 9000; step <= 10_000; step += 5) {
    const percentile = step / 100;
    points.push([percentile, percentile > 100 - slowShare ? slow : usual]);
  }
  return { requests, points };
}

describe('a percentile over several runs', () => {
  it("is a single run's own percentile", () => {
    expect(mergedPercentile([run(1000, 4, 2, 30)], 99)).toBe(30);
    expect(mergedPercentile([run(1000, 4, 0.5, 30)], 99)).toBe(4);
  });

  it('counts the slow requests of one run against the requests of all', () => {
    // 2% of one run and none of the other: 1% of all the requests were slow.
    expect(mergedPercentile([run(1000, 5, 2, 30), run(1000, 4)], 99)).toBe(5);
  });

  it('weighs each run by its number of requests', () => {
    // 2% of the larger run alone is more than 1% of all.
    expect(mergedPercentile([run(3000, 5, 2, 30), run(1000, 4)], 99)).toBe(30);
  });

  it('is the slow latency when the slow requests of all runs are more than 1% of all', () => {
    expect(mergedPercentile([run(1000, 5, 2, 30), run(1000, 4, 1.5, 30)], 99)).toBe(30);
    // 20 requests at 30 ms and 15 at 25 ms of 2,000: the 1,980th fastest takes 25 ms.
    expect(mergedPercentile([run(1000, 5, 2, 30), run(1000, 4, 1.5, 25)], 99)).toBe(25);
  });
});
