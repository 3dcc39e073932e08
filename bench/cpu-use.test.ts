import { describe, expect, it } from 'vitest';
import { machineCeiling } from './cpu-use.ts';

describe("the machine's ceiling for more processes", () => {
  it('is the whole machine over the share that one process kept busy', () => {
    // One process kept the machine 70% busy: at most 1/0.7 of its requests fit on the machine.
    expect(machineCeiling({ portal: 1, busy: 1.4, all: 2 })).toBeCloseTo(1 / 0.7, 6);
    expect(machineCeiling({ portal: 0.5, busy: 2, all: 2 })).toBe(1);
  });

  it('is unknown when no CPU was sampled', () => {
    expect(machineCeiling({ portal: 0, busy: 0, all: 0 })).toBeNull();
  });
});
