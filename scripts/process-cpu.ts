import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks a second (getconf CLK_TCK): /proc's CPU times count in them. */
const TICKS_PER_SECOND = 100;

/** A process's user and system CPU seconds so far, or null when it is gone. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) may hold spaces: fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The pids whose parent is `parent`. */
export function childrenOf(parent: number): number[] {
  return pidsWhere((pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
  });
}

/** The pids whose command line contains `text` (PostgreSQL names each backend's database there). */
export function pidsWithCommandLine(text: string): number[] {
  return pidsWhere((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text));
}

function pidsWhere(test: (pid: number) => boolean): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      if (test(pid)) pids.push(pid);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

/**
 * CPU seconds of named groups of processes between two moments: `take()` now, then the returned
 * function gives each group's seconds since. A process that started in between counts from zero.
 */
export function cpuMeter(groups: Record<string, () => number[]>): () => Record<string, number> {
  const before = new Map<number, number>();
  for (const pids of Object.values(groups)) for (const pid of pids()) before.set(pid, cpuSecondsOf(pid) ?? 0);
  return () =>
    Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        pids().reduce((sum, pid) => sum + Math.max(0, (cpuSecondsOf(pid) ?? 0) - (before.get(pid) ?? 0)), 0),
      ]),
    );
}
