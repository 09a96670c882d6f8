import { shortMonth } from '../lib/format';

const DAY = 86_400_000;
/** Files further apart than this leave a gap: no file measured the months between. */
const GAP = 45 * DAY;

/** A snapshot's date ("2025-10-01") as a time (ms, UTC midnight). */
export const timeOf = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** A time on the axis as its month: "Oct 2025". */
export const monthLabel = (t: number) => shortMonth(new Date(t).toISOString().slice(0, 10));

/**
 * Monthly rows placed on a time axis, so that months between loaded files keep their width (Jan
 * 2021 and Feb 2024 are 37 months apart, not one). Each row gets its time `t`; in each gap between
 * files a row without values, so a line breaks there instead of drawing a change no file measured.
 */
export function onTimeAxis<R extends { snapshot: string }>(
  rows: readonly R[],
): ({ t: number } & Partial<R>)[] {
  const out: ({ t: number } & Partial<R>)[] = [];
  let before: number | undefined;
  for (const r of rows) {
    const t = timeOf(r.snapshot);
    if (before !== undefined && t - before > GAP)
      out.push({ t: (before + t) / 2 } as { t: number } & Partial<R>);
    out.push({ ...r, t });
    before = t;
  }
  return out;
}

/** The axis' span: the first and last file with 20 days either side (room for a bar). */
export function timeDomain(rows: readonly { snapshot: string }[]): [number, number] {
  const first = rows[0] ? timeOf(rows[0].snapshot) : 0;
  const last = rows.at(-1) ? timeOf(rows.at(-1)!.snapshot) : 0;
  return [first - 20 * DAY, last + 20 * DAY];
}

/**
 * The axis' ticks: each file's month, and the January of each year inside a gap (more than two
 * months from any file), so the width of a gap reads in years. Recharts drops ticks that would
 * overlap their neighbours.
 */
export function timeTicks(rows: readonly { snapshot: string }[]): number[] {
  const files = rows.map((r) => timeOf(r.snapshot));
  if (files.length === 0) return [];
  const ticks = new Set(files);
  const firstYear = new Date(files[0]!).getUTCFullYear();
  const lastYear = new Date(files.at(-1)!).getUTCFullYear();
  for (let y = firstYear + 1; y <= lastYear; y++) {
    const jan = Date.UTC(y, 0, 1);
    if (files.every((f) => Math.abs(f - jan) > 60 * DAY)) ticks.add(jan);
  }
  return [...ticks].sort((a, b) => a - b);
}
