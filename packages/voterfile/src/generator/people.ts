/**
 * Making one registration: voter ids, ages, registration dates, voting propensity and the
 * Person record with its defaults.
 */
import { dayOfMonth, isoDate, monthOf } from './calendar';
import type { Home, Status } from './model';
import { firstName, lastName, middleName, nameSuffix, type Sex } from './names';
import type { PersonFields } from './person-store';
import { type Rng, WeightedTable } from './random';

/**
 * Voter ids: 9 to 13 digits, longer for later registrations (as the state's ids grew over the
 * decades), strictly increasing within each length, so unique and never reused.
 */
export class VoterIds {
  /** Per id length: fixed leading digits, then a counter written with 8 digits (kept a small integer). */
  private readonly heads = new Map<number, string>();
  private readonly counters = new Map<number, number>();

  constructor(private readonly rng: Rng) {
    for (let digits = 9; digits <= 13; digits++) {
      let head = String(rng.int(1, 9));
      while (head.length < digits - 8) head += String(rng.int(0, 9));
      this.heads.set(digits, head);
      this.counters.set(digits, rng.int(0, 9_999_999));
    }
  }

  forRegistrationDate(regDate: string): string {
    const year = Number(regDate.slice(0, 4));
    const digits = year < 1985 ? 9 : year < 2000 ? 10 : year < 2013 ? 11 : regDate < '2020-11-01' ? 12 : 13;
    const value = this.counters.get(digits)! + this.rng.int(1, 37);
    if (value >= 100_000_000) throw new Error('voter id counter exhausted');
    this.counters.set(digits, value);
    return this.heads.get(digits)! + String(value).padStart(8, '0');
  }
}

/** Adult ages of the registration file (deadwood included): [from, to, weight]. */
const AGE_BANDS: readonly (readonly [number, number, number])[] = [
  [18, 24, 11],
  [25, 34, 16],
  [35, 44, 15],
  [45, 54, 16],
  [55, 64, 17],
  [65, 74, 14],
  [75, 84, 8],
  [85, 89, 2],
  [90, 94, 0.9],
  [95, 99, 0.25],
  [100, 104, 0.03],
];
const AGE_TABLE = new WeightedTable(
  AGE_BANDS,
  AGE_BANDS.map((b) => b[2]),
);

export function adultAge(rng: Rng): number {
  const [from, to] = AGE_TABLE.sample(rng);
  return rng.int(from, to);
}

/** Four kinds of voter, from almost never to almost always. */
export function propensity(rng: Rng): number {
  const x = rng.next();
  const base = x < 0.2 ? 0.02 : x < 0.5 ? 0.3 : x < 0.8 ? 0.65 : 0.92;
  return Math.min(0.99, Math.max(0, base + (rng.next() - 0.5) * 0.1));
}

export function randomDay(rng: Rng, month: number): string {
  return dayOfMonth(month, rng.int(1, 28));
}

/** A date uniformly between two ISO dates (by month, then day). */
export function dateBetween(rng: Rng, from: string, to: string): string {
  const a = monthOf(from);
  const b = Math.max(a, monthOf(to));
  const d = randomDay(rng, rng.int(a, b));
  return d < from ? from : d > to ? to : d;
}

/** A registration date for someone born in `yob`, before `latest`. */
export function registrationDate(rng: Rng, yob: number, latest: string): string {
  const earliest = isoDate(Math.max(yob + 18, 1950), 1, 1);
  if (earliest >= latest) return dateBetween(rng, isoDate(yob + 16, 6, 1), latest);
  // Many re-register after a move, so recent dates are over-represented.
  const recent = isoDate(2008, 1, 1);
  if (rng.chance(0.55) && recent > earliest && recent < latest) return dateBetween(rng, recent, latest);
  return dateBetween(rng, earliest, latest);
}

export interface PersonSpec {
  sex?: Sex;
  first?: string;
  middle?: string;
  last?: string;
  suffix?: string;
  yob: number;
  regDate: string;
  home: Home;
  status?: Status;
  personKey?: number;
  protected?: boolean;
}

/** Most registrations have no mailing address; some get their mail at a post-office box, a few in someone's care. */
function mailingLines(rng: Rng, home: Home): readonly string[] | null {
  const x = rng.next();
  if (x >= 0.022) return null;
  const place = `${home.address.city} MI ${home.address.zip}`;
  if (x < 0.02) return [`PO BOX ${rng.int(1, 9999)}`, place];
  // A nickname in quotes: the registration file must double the quotes.
  return [
    `C/O ${rng.pick(['JOHN "JACK"', 'ROBERT "BOB"', 'MARGARET "PEGGY"'])} ${rng.pick(['SMITH', 'BROWN', 'WILSON'])}`,
    place,
  ];
}

/** A registration's fields from `spec`; `sex` and `personKey` are passed apart so callers need not copy the spec. */
export function personFields(
  rng: Rng,
  ids: VoterIds,
  spec: PersonSpec,
  sex: Sex,
  personKey: number,
): PersonFields {
  const g = rng.next();
  const gender = g < 0.015 ? 'U' : g < 0.025 ? '' : sex;
  const permApp = rng.chance(spec.yob < 1960 ? 0.45 : 0.25);
  return {
    id: ids.forRegistrationDate(spec.regDate),
    personKey,
    first: spec.first ?? firstName(rng, sex, spec.yob),
    middle: spec.middle ?? middleName(rng, sex, spec.yob),
    last: spec.last ?? lastName(rng),
    suffix: spec.suffix ?? nameSuffix(rng, sex),
    yob: spec.yob,
    gender,
    regDate: spec.regDate,
    address: spec.home.address,
    unit: spec.home.unit,
    status: spec.status ?? 'A',
    mailing: mailingLines(rng, spec.home),
    permApp,
    permBallot: permApp && rng.chance(0.6),
    propensity: propensity(rng),
    protected: spec.protected ?? false,
  };
}
