const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-10-01" as the spec's badge shows it: "October 01 2025". */
export function longDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const [, year, month, day] = m;
  return `${MONTHS[Number(month) - 1] ?? month} ${day} ${year}`;
}

/** "2025-10-01" as a chart axis shows it: "Oct 2025". */
export function shortMonth(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  return `${(MONTHS[Number(m[2]) - 1] ?? '').slice(0, 3)} ${m[1]}`;
}

const integer = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => integer.format(Math.round(n));

/** Scores display with 2 decimals (spec 1 section 9). */
export const formatScore = (score: number | null | undefined) =>
  score === null || score === undefined ? 'N/A' : score.toFixed(2);
