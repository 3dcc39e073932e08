// A seeded pseudo-random source. The demo firm must come out identical for the same seed, so
// nothing in db/seed may call Math.random; every generator takes a `Random` instead.

/** mulberry32: tiny, fast and good enough for demo data; 32-bit state. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a seed with a stream label so each generator has its own independent sequence. */
function hashSeed(seed: number, label: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
}

export interface Weighted<T> {
  value: T;
  weight: number;
}

export class Random {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /**
   * A separate stream for one generator: adding a draw to the users generator must not shift
   * every assignment, or a small change would reshuffle the whole firm.
   */
  fork(label: string): Random {
    return new Random(hashSeed(this.seed, label));
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(items: readonly Weighted<T>[]): T {
    let total = 0;
    for (const item of items) total += item.weight;
    let roll = this.next() * total;
    for (const item of items) {
      roll -= item.weight;
      if (roll < 0) return item.value;
    }
    return items[items.length - 1].value;
  }

  /** Approximately normal (Irwin–Hall of 4 uniforms): cheap and bounded, fine for drift and jitter. */
  normal(mean = 0, deviation = 1): number {
    const sum = this.next() + this.next() + this.next() + this.next();
    return mean + (sum - 2) * deviation * Math.sqrt(3);
  }

  /** `count` distinct items in random order (partial Fisher–Yates). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** A version-4-shaped UUID drawn from this stream, so uuid columns are reproducible too. */
  uuid(): string {
    const hex: string[] = [];
    for (let i = 0; i < 16; i++)
      hex.push(
        Math.floor(this.next() * 256)
          .toString(16)
          .padStart(2, '0'),
      );
    hex[6] = `4${hex[6][1]}`;
    hex[8] = ((Number.parseInt(hex[8], 16) & 0x3f) | 0x80).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  /** A digit string of the given length (phone numbers, external ids). */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 10);
    return out;
  }
}

/**
 * Picks from a fixed list by weight many times; precomputes the cumulative table once so that
 * choosing among thousands of companies for 25,000 assignments stays cheap.
 */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, i) => {
      sum += Math.max(0, weightOf(item));
      this.cumulative[i] = sum;
    });
    this.total = sum;
    if (items.length === 0 || sum <= 0) throw new Error('WeightedTable needs at least one positive weight');
  }

  pick(random: Random): T {
    const roll = random.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > roll) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}
