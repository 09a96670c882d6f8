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

/** Registration and NCOA dates, 'MMMM D, YYYY' (spec 3 section 9): "2025-10-01" is "October 1, 2025". */
export function monthDayYear(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
}

/** Last voted, MM/DD/YYYY (spec 3 section 9). */
export function slashDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : isoDate;
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

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};
const two = (n: number) => String(n).padStart(2, '0');

/** Creation times in admin tables: 'MMM Do YYYY HH:mm:ss' (spec 3 section 9), in local time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${SHORT_MONTHS[d.getMonth()]} ${ordinal(d.getDate())} ${d.getFullYear()} ${two(d.getHours())}:${two(
    d.getMinutes(),
  )}:${two(d.getSeconds())}`;
}

/** Election dates display as MM-DD-YYYY (spec 1 section 9). */
export function electionDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : isoDate;
}
