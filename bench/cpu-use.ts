// CPU time read from /proc (Linux): how much of the machine the portal used during a measurement
// and how busy the machine was. On two cores the load generator takes its share too, so a figure
// limited by the machine rather than by the portal says so.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc counts in clock ticks of 1/100 s (USER_HZ) on every Linux build the bench runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds since boot (a sample), or between samples summed over rounds (a use). */
export interface CpuUse {
  /** The portal's process and every process under it (the workers). */
  portal: number;
  /** The whole machine busy, and in all (busy and idle), summed over cores. */
  busy: number;
  all: number;
  /**
   * Of `busy`, the time a virtual machine's host gave its cores to others (steal): a share of the
   * machine that neither the portal nor the load generator had.
   */
  stolen: number;
}

export const noCpuUse = (): CpuUse => ({ portal: 0, busy: 0, all: 0, stolen: 0 });

function readProcessTicks(): Map<number, { parent: number; ticks: number }> {
  const found = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces: state, ppid, … utime (14), stime (15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** A sample of the portal's CPU (`pid` and its descendants) and the machine's; null off Linux. */
export function sampleCpu(pid: number): CpuUse | null {
  let machine: string;
  try {
    machine = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  const processes = readProcessTicks();
  const tree = new Set([pid]);
  let portalTicks = 0;
  // Parents have lower pids than children only until pids wrap, so walk until nothing is added.
  for (let isGrowing = true; isGrowing; ) {
    isGrowing = false;
    for (const [child, { parent }] of processes) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        isGrowing = true;
      }
    }
  }
  for (const member of tree) portalTicks += processes.get(member)?.ticks ?? 0;
  const [, ...counts] = machine.slice(0, machine.indexOf('\n')).trim().split(/\s+/);
  const ticks = counts.map(Number);
  // user nice system idle iowait irq softirq steal …
  const idle = ticks[3] + ticks[4];
  const all = ticks.reduce((sum, n) => sum + n, 0);
  return {
    portal: portalTicks / TICKS_PER_SECOND,
    busy: (all - idle) / TICKS_PER_SECOND,
    all: all / TICKS_PER_SECOND,
    stolen: (ticks[7] ?? 0) / TICKS_PER_SECOND,
  };
}

/** Adds what was used between `before` and `after` to `total`. */
export function addCpuUse(total: CpuUse, before: CpuUse | null, after: CpuUse | null): void {
  if (!before || !after) return;
  total.portal += after.portal - before.portal;
  total.busy += after.busy - before.busy;
  total.all += after.all - before.all;
  total.stolen += after.stolen - before.stolen;
}

/**
 * "portal 1.42 of 2 cores (21.0 µs a request), machine 96% busy (the rest 7.5 µs a request)": cores
 * as the portal's share of the machine's time times its cores; µs a request from those cores and the
 * requests answered. The rest is everything else the machine did meanwhile (the load generator, the
 * kernel's side of the connections): what caps more processes on the same cores. On a virtual
 * machine whose host took some of the cores meanwhile, that share is named too.
 */
export function describeCpuUse(use: CpuUse, cores: number, requestsPerSecond: number): string {
  if (use.all <= 0 || requestsPerSecond <= 0) return '';
  const microsPerRequest = (cpuSeconds: number) => ((cpuSeconds / use.all) * cores * 1e6) / requestsPerSecond;
  const portalCores = (use.portal / use.all) * cores;
  const stolenPercent = Math.round((100 * use.stolen) / use.all);
  return (
    `portal ${portalCores.toFixed(2)} of ${cores} cores (${microsPerRequest(use.portal).toFixed(1)} µs a request), ` +
    `machine ${Math.round((100 * use.busy) / use.all)}% busy ` +
    `(the rest ${microsPerRequest(Math.max(0, use.busy - use.portal)).toFixed(1)} µs a request` +
    `${stolenPercent >= 1 ? `, of which the host took ${stolenPercent}% of the cores` : ''})`
  );
}

/**
 * The most any number of processes could answer over what one did, on this machine: the requests
 * of one process kept the whole machine (portal, load generator, kernel, database) `busy / all`
 * busy, and more processes cost the machine at least as much a request. Null without a sample.
 */
export function machineCeiling(oneProcess: CpuUse): number | null {
  return oneProcess.busy > 0 ? oneProcess.all / oneProcess.busy : null;
}
