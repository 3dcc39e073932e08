// A percentile over several load runs. A load tool prints each run's own percentiles only; the
// highest of the runs' p99s overstates the p99 of all the requests measured, which the targets name.
// Each run reports its tail (the latency at each step from the 90th percentile up), and the merged
// percentile is read off the tails weighed by each run's number of requests.

export interface LatencyTail {
  requests: number;
  /** [percentile, milliseconds], ascending, from the 90th percentile to the 100th. */
  points: [number, number][];
}

/**
 * The share of a run's requests slower than `ms`, from above: the requests at or under a
 * percentile whose latency is at most `ms` are the only ones known to be no slower.
 */
function shareSlowerThan(tail: LatencyTail, ms: number): number {
  let fastest = 0;
  for (const [percentile, latency] of tail.points) {
    if (latency <= ms) fastest = percentile;
  }
  return (100 - fastest) / 100;
}

/**
 * The lowest latency that at most (100 − `percentile`)% of all the runs' requests exceed. It is
 * never under the true figure: each run's share is rounded up to the step of its tail.
 */
export function mergedPercentile(tails: LatencyTail[], percentile: number): number {
  const requests = tails.reduce((sum, tail) => sum + tail.requests, 0);
  const allowed = (requests * (100 - percentile)) / 100;
  const candidates = [...new Set(tails.flatMap((tail) => tail.points.map(([, ms]) => ms)))].sort(
    (a, b) => a - b,
  );
  for (const ms of candidates) {
    const slower = tails.reduce((sum, tail) => sum + tail.requests * shareSlowerThan(tail, ms), 0);
    if (slower <= allowed + 1e-9) return ms;
  }
  return candidates.at(-1) ?? Number.NaN;
}
