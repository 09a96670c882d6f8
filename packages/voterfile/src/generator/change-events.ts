/**
 * Change events (option `changeEvents`): a background of the per-registration changes the other
 * churn does not make (name changes at marriage, rare birth-year and registration-date
 * corrections, gender, permanent-absentee and UOCAVA changes, an address put in another precinct
 * of its jurisdiction), every month; and, in months chosen from the seed, planted events in one
 * zone each, written to change-events.json (change-events-truth.ts) so that a detector of unusual
 * changes can be measured. Its own random stream: the months and zones depend on the seed alone.
 */
import { APO_LINES, OVERSEAS_LINES } from './anomalies';
import { dateKey, isoDate, monthOf, monthStart } from './calendar';
import { changeBirthYear, howMany, setPermanentAbsentee, settled, touched } from './change-edits';
import type { ChangeEvent, ChangeEventKind } from './change-events-truth';
import type { Person } from './model';
import { lastName } from './names';
import { dateBetween } from './people';
import { GENDERS } from './person-codes';
import { type PlantedEvent, plantEvent } from './planted-events';
import type { World } from './population';
import { deriveRng, type Rng } from './random';

/** Monthly chance per registration of each background change (moves, statuses and deaths are churn.ts's). */
export const BACKGROUND_RATES = {
  name: 0.0006,
  birthYear: 0.0001,
  registrationDate: 0.0001,
  gender: 0.0002,
  permanentAbsentee: 0.003,
  uocava: 0.0002,
  precinct: 0.00005,
} as const;

/** The order kinds are dealt to the event months. */
export const EVENT_KINDS: readonly ChangeEventKind[] = [
  'birth_year_batch',
  'mass_address_change',
  'purge',
  'precinct_renumbering',
  'shared_registration_date',
];

/** Snapshots before this index are history only: a detector needs some months to compare with. */
export const FIRST_EVENT_SNAPSHOT = 3;
const NVRA_WAVE_SNAPSHOTS = new Set(['2023-03-01', '2025-04-01', '2025-05-01']);

/**
 * Which written snapshots get which planted events: from the 4th snapshot on, only those that
 * follow the previous one by a month and are no NVRA wave month; half of them (at most five),
 * drawn from the seed, with the five kinds dealt round in a drawn order.
 */
export function chooseEventMonths(seed: number, targets: readonly string[]): Map<string, ChangeEventKind[]> {
  const rng = deriveRng(seed, 'change-event-months');
  const eligible = targets.filter(
    (d, i) =>
      i >= FIRST_EVENT_SNAPSHOT && monthOf(d) === monthOf(targets[i - 1]!) + 1 && !NVRA_WAVE_SNAPSHOTS.has(d),
  );
  const chosen = rng
    .shuffle([...eligible])
    .slice(0, Math.min(EVENT_KINDS.length, Math.ceil(eligible.length / 2)))
    .sort();
  const plan = new Map<string, ChangeEventKind[]>(chosen.map((d) => [d, []]));
  rng.shuffle([...EVENT_KINDS]).forEach((kind, i) => {
    if (chosen.length > 0) plan.get(chosen[i % chosen.length]!)!.push(kind);
  });
  return plan;
}

export class ChangeEvents {
  private readonly rng: Rng;
  readonly plan: Map<string, ChangeEventKind[]>;
  readonly events: ChangeEvent[] = [];

  constructor(seed: number, targets: readonly string[]) {
    this.rng = deriveRng(seed, 'change-events');
    this.plan = chooseEventMonths(seed, targets);
  }

  /** Each row's address and status when an event month began: events take only registrations churn left alone that month. */
  private start: { address: Int32Array; status: Uint8Array } | null = null;

  /** Before churn.ts's month. */
  beforeMonth(world: World, month: number): void {
    const s = world.store;
    this.start = this.plan.has(monthStart(month + 1))
      ? { address: s.address.slice(0, s.length), status: s.status.slice(0, s.length) }
      : null;
  }

  /** Registered, not leaving, and unchanged by this month's churn so far. */
  private readonly calm = (p: Person): boolean => {
    const start = this.start;
    return (
      settled(p) &&
      (start === null ||
        (p.row < start.address.length &&
          start.address[p.row] === p.store.address[p.row] &&
          start.status[p.row] === p.store.status[p.row]))
    );
  };

  /** After churn.ts's month: background changes dated in `month`, and the events of the next snapshot. */
  month(world: World, month: number): void {
    this.background(world, month);
    const snapshot = monthStart(month + 1);
    for (const kind of this.plan.get(snapshot) ?? []) {
      const event = this.plant(world, kind, month);
      if (event) this.events.push({ snapshotDate: snapshot, previousSnapshot: monthStart(month), ...event });
    }
  }

  private someone(world: World): Person | undefined {
    for (let i = 0; i < 20; i++) {
      const p = this.rng.pick(world.persons);
      if (settled(p)) return p;
    }
    return undefined;
  }

  private background(world: World, month: number): void {
    const rng = this.rng;
    const n = world.persons.length;
    const year = Math.floor(month / 12);
    const each = (rate: number, change: (p: Person) => void) => {
      for (let k = howMany(rng, n, rate); k > 0; k--) {
        const p = this.someone(world);
        if (p) change(p);
      }
    };
    each(BACKGROUND_RATES.name, (p) => {
      // Marriage or divorce: a new last name, sometimes hyphenated.
      const name = lastName(rng);
      p.last = rng.chance(0.15) && !p.last.includes('-') ? `${p.last}-${name}` : name;
      touched(p);
    });
    each(BACKGROUND_RATES.birthYear, (p) => changeBirthYear(world, p, rng.pick([-10, -1, 1, 10]), year));
    each(BACKGROUND_RATES.registrationDate, (p) => {
      const earliest = isoDate(Math.max(p.yob + 18, 1950), 1, 1);
      const before = isoDate(Number(p.regDate.slice(0, 4)) - 1, 12, 28);
      if (earliest >= before) return;
      p.store.regDate[p.row] = dateKey(dateBetween(rng, earliest, before));
      touched(p);
    });
    each(BACKGROUND_RATES.gender, (p) => {
      const g = p.gender;
      const to = g === 'M' ? 'F' : g === 'F' ? 'M' : rng.chance(0.5) ? 'F' : 'M';
      p.store.gender[p.row] = GENDERS.indexOf(to);
      touched(p);
    });
    each(BACKGROUND_RATES.permanentAbsentee, (p) => {
      setPermanentAbsentee(p, !p.permApp);
      touched(p);
    });
    each(BACKGROUND_RATES.uocava, (p) => {
      if (p.uocava === 'N') {
        const code = rng.pick(['M', 'C', 'O'] as const);
        p.uocava = code;
        p.mailing = code === 'M' ? rng.pick(APO_LINES) : rng.pick(OVERSEAS_LINES);
      } else {
        p.uocava = 'N';
        p.mailing = null;
      }
      touched(p);
    });
    each(BACKGROUND_RATES.precinct, (p) => {
      // A boundary correction: the address is put in another precinct of its jurisdiction.
      const jur = p.address.jur;
      if (jur.precincts.length < 2) return;
      const store = world.addresses.store;
      const serial = p.address.serial;
      const from = store.precinct[serial]!;
      store.precinct[serial] = (from + rng.int(1, jur.precincts.length - 1)) % jur.precincts.length;
      for (let r = store.firstResident[serial]!; r >= 0; r = p.store.nextResident[r]!)
        touched(p.store.person(r));
    });
  }

  /** Jurisdictions that already have an event this run: one event per jurisdiction. */
  private readonly used = new Set<number>();

  private plant(world: World, kind: ChangeEventKind, month: number): PlantedEvent | null {
    return plantEvent(
      { rng: this.rng, used: this.used, calm: this.calm, start: this.start },
      world,
      kind,
      month,
    );
  }
}
