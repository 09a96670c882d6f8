/**
 * Dates the generator works with: the snapshot dates, Michigan's elections 2016-2025, and month
 * arithmetic. Dates are ISO strings (YYYY-MM-DD) so that they compare correctly as strings;
 * months are numbered year * 12 + (month - 1).
 */

/** One string per date, shared: a million registrations need only some thousands of date strings. */
const DATES: string[] = [];

function monthlyDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let m = monthOf(from); m <= monthOf(to); m++) dates.push(monthStart(m));
  return dates;
}

/** The 24 snapshot dates, ascending: three around the 2020 election, then monthly Feb 2024 - Oct 2025. */
export const SNAPSHOT_DATES: string[] = [
  '2020-11-01',
  '2020-12-01',
  '2021-01-01',
  ...monthlyDates('2024-02-01', '2025-10-01'),
];

export type ElectionKind =
  | 'presidential-general'
  | 'midterm-general'
  | 'presidential-primary'
  | 'state-primary'
  | 'local';

export interface Election {
  index: number;
  date: string;
  year: number;
  kind: ElectionKind;
}

const ELECTION_LIST: [string, ElectionKind][] = [
  ['2016-03-08', 'presidential-primary'],
  ['2016-08-02', 'state-primary'],
  ['2016-11-08', 'presidential-general'],
  ['2017-05-02', 'local'],
  ['2017-11-07', 'local'],
  ['2018-08-07', 'state-primary'],
  ['2018-11-06', 'midterm-general'],
  ['2019-05-07', 'local'],
  ['2019-11-05', 'local'],
  ['2020-03-10', 'presidential-primary'],
  ['2020-08-04', 'state-primary'],
  ['2020-11-03', 'presidential-general'],
  ['2021-05-04', 'local'],
  ['2021-11-02', 'local'],
  ['2022-05-03', 'local'],
  ['2022-08-02', 'state-primary'],
  ['2022-11-08', 'midterm-general'],
  ['2023-05-02', 'local'],
  ['2023-11-07', 'local'],
  ['2024-02-27', 'presidential-primary'],
  ['2024-05-07', 'local'],
  ['2024-08-06', 'state-primary'],
  ['2024-11-05', 'presidential-general'],
  ['2025-05-06', 'local'],
  ['2025-08-05', 'local'],
];

export const ELECTIONS: readonly Election[] = ELECTION_LIST.map(([date, kind], index) => ({
  index,
  date,
  year: Number(date.slice(0, 4)),
  kind,
}));

/** Federal general elections: the NVRA 8(d) waiting period counts these. */
export const GENERAL_2020 = '2020-11-03';
export const GENERAL_2022 = '2022-11-08';

export function monthOf(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function isoDate(year: number, month: number, day: number): string {
  const key = (year - 1800) * 372 + (month - 1) * 31 + (day - 1);
  if (key < 0 || year > 2100) return `${year}-${pad2(month)}-${pad2(day)}`;
  let text = DATES[key];
  if (text === undefined) {
    text = `${year}-${pad2(month)}-${pad2(day)}`;
    DATES[key] = text;
  }
  return text;
}

/** No date (''): the key of an empty date column. */
export const NO_DATE = -1;

/**
 * A date as a small integer that sorts as the ISO text does (the key of the shared date strings),
 * for columns of typed arrays; '' is NO_DATE. Years before 1800 are not written.
 */
export function dateKey(date: string): number {
  if (date === '') return NO_DATE;
  const year = Number(date.slice(0, 4));
  if (year < 1800) throw new Error(`date out of range: ${date}`);
  return keyOf(year, Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** The `dateKey` of a year, month and day. */
export function keyOf(year: number, month: number, day: number): number {
  return (year - 1800) * 372 + (month - 1) * 31 + (day - 1);
}

/** The ISO text of a `dateKey` ('' for NO_DATE). */
export function dateOfKey(key: number): string {
  if (key === NO_DATE) return '';
  const text = DATES[key];
  if (text !== undefined) return text;
  const year = 1800 + Math.floor(key / 372);
  return isoDate(year, Math.floor((key % 372) / 31) + 1, (key % 31) + 1);
}

export function monthStart(month: number): string {
  return isoDate(Math.floor(month / 12), (month % 12) + 1, 1);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(month: number): number {
  const year = Math.floor(month / 12);
  const m = month % 12;
  const leap = m === 1 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return MONTH_DAYS[m]! + (leap ? 1 : 0);
}

/** The day `day` (1-based, clamped) of a month. */
export function dayOfMonth(month: number, day: number): string {
  const d = Math.max(1, Math.min(day, daysInMonth(month)));
  return isoDate(Math.floor(month / 12), (month % 12) + 1, d);
}

/** Index of the first election on or after `date` (ELECTIONS.length when none). */
export function firstElectionFrom(date: string): number {
  const i = ELECTIONS.findIndex((e) => e.date >= date);
  return i === -1 ? ELECTIONS.length : i;
}

/** Elections dated within a month. */
export function electionsInMonth(month: number): Election[] {
  return ELECTIONS.filter((e) => monthOf(e.date) === month);
}

/**
 * The three ELECTION_DATE forms seen in real history files. Which one a snapshot uses is fixed
 * by its position in SNAPSHOT_DATES, so a snapshot's bytes do not depend on how many are written.
 */
export type ElectionDateForm = 'iso' | 'us' | 'iso-time';

export function electionDateForm(snapshotDate: string): ElectionDateForm {
  const i = SNAPSHOT_DATES.indexOf(snapshotDate);
  if (i % 8 === 2) return 'us';
  if (i % 8 === 5) return 'iso-time';
  return 'iso';
}

export function formatElectionDate(date: string, form: ElectionDateForm): string {
  if (form === 'us') return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
  if (form === 'iso-time') return `${date} 00:00:00`;
  return date;
}
