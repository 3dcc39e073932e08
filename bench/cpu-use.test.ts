import { describe, expect, it } from 'vitest';
import { describeCpuUse, machineCeiling } from './cpu-use.ts';

describe("the machine's ceiling for more processes", () => {
  it('is the whole machine over the share that one process kept busy', () => {
    // One process kept the machine 70% busy: at most 1/0.7 of its requests fit on the machine.
    expect(machineCeiling({ portal: 1, busy: 1.4, all: 2, stolen: 0 })).toBeCloseTo(1 / 0.7, 6);
    expect(machineCeiling({ portal: 0.5, busy: 2, all: 2, stolen: 0 })).toBe(1);
  });

  it('is unknown when no CPU was sampled', () => {
    expect(machineCeiling({ portal: 0, busy: 0, all: 0, stolen: 0 })).toBeNull();
  });
});

describe('what a measurement cost the machine', () => {
  it("splits a request's CPU between the portal and the rest of the machine", () => {
    // Over 10 s on 2 cores (20 CPU-seconds) at 50,000 req/s: the portal used 10, the machine 15.
    expect(describeCpuUse({ portal: 10, busy: 15, all: 20, stolen: 0 }, 2, 50_000)).toBe(
      'portal 1.00 of 2 cores (20.0 µs a request), machine 75% busy (the rest 10.0 µs a request)',
    );
  });

  it('names the share of the cores that the host of a virtual machine took meanwhile', () => {
    expect(describeCpuUse({ portal: 10, busy: 16, all: 20, stolen: 1 }, 2, 50_000)).toBe(
      'portal 1.00 of 2 cores (20.0 µs a request), machine 80% busy ' +
        '(the rest 12.0 µs a request, of which the host took 5% of the cores)',
    );
  });
});
