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
import { changeBirthYear, howMany, moveTo, setPermanentAbsentee, settled, touched } from './change-edits';
import type { ChangeEvent, ChangeEventKind } from './change-events-truth';
import { drawIntent } from './history';
import type { Jurisdiction, Person } from './model';
import { lastName } from './names';
import { dateBetween, randomDay } from './people';
import { GENDERS } from './person-codes';
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

  /** Settled registrations by jurisdiction and by precinct (jurisdiction index * 1024 + precinct index). */
  private zones(world: World, filter: (p: Person) => boolean) {
    const byJur = new Map<number, Person[]>();
    const byPrecinct = new Map<number, Person[]>();
    const store = world.addresses.store;
    for (const p of world.persons) {
      if (!filter(p)) continue;
      const serial = p.store.address[p.row]!;
      const j = store.jur[serial]!;
      const key = j * 1024 + store.precinct[serial]!;
      byJur.set(j, [...(byJur.get(j) ?? []), p]);
      const list = byPrecinct.get(key);
      if (list) list.push(p);
      else byPrecinct.set(key, [p]);
    }
    return { byJur, byPrecinct };
  }

  /** A zone with at least `least` members, drawn among those (the largest when none has). */
  private pickZone<K>(zones: Map<K, Person[]>, least: number, avoid: Set<number>, jurOf: (k: K) => number) {
    const keys = [...zones.keys()].filter((k) => !avoid.has(jurOf(k)));
    const big = keys.filter((k) => zones.get(k)!.length >= least);
    if (big.length > 0) return this.rng.pick(big);
    return keys.reduce<K | undefined>(
      (best, k) => (best === undefined || zones.get(k)!.length > zones.get(best)!.length ? k : best),
      undefined,
    );
  }

  /** Jurisdictions that already have an event this run: one event per jurisdiction. */
  private readonly used = new Set<number>();

  private plant(world: World, kind: ChangeEventKind, month: number): PlantedEvent | null {
    const rng = this.rng;
    const geo = world.geo;
    const store = world.addresses.store;
    const year = Math.floor(month / 12);
    const zone = (jur: Jurisdiction, precinct: string | null = null) => ({
      county: String(jur.county.code),
      countyName: jur.county.name,
      jurisdiction: jur.codeText,
      jurisdictionName: jur.name,
      precinct,
    });
    const ids = (people: readonly Person[]) => people.map((p) => p.id).sort();
    const jurOfKey = (k: number) => Math.floor(k / 1024);
    if (kind === 'birth_year_batch') {
      const { byJur } = this.zones(world, this.calm);
      const j = this.pickZone(byJur, 50, this.used, (k) => k);
      if (j === undefined) return null;
      this.used.add(j);
      const want = Math.min(rng.int(25, 60), Math.ceil(byJur.get(j)!.length / 2));
      const delta = rng.pick([-1, 1, -10, 10]);
      const changed: Person[] = [];
      for (const p of rng.shuffle([...byJur.get(j)!])) {
        if (changed.length >= want) break;
        if (changeBirthYear(world, p, delta, year)) changed.push(p);
      }
      return {
        kind,
        changeKind: 'birth_year',
        ...zone(geo.jurisdictions[j]!),
        voterIds: ids(changed),
        detail: `YEAR_OF_BIRTH ${delta > 0 ? '+' : ''}${delta} for ${changed.length} registrations`,
      };
    }
    if (kind === 'mass_address_change') {
      // Readdressing (a street renamed or renumbered): every household of some houses gets a new address in the same precinct.
      const houses = (p: Person) => this.calm(p) && p.address.kind === 'house';
      const { byPrecinct } = this.zones(world, houses);
      const key = this.pickZone(byPrecinct, 40, this.used, jurOfKey);
      if (key === undefined) return null;
      const jur = geo.jurisdictions[jurOfKey(key)]!;
      this.used.add(jur.index);
      const want = Math.min(rng.int(25, 60), byPrecinct.get(key)!.length);
      const changed: Person[] = [];
      const serials = [...new Set(byPrecinct.get(key)!.map((p) => p.address.serial))];
      for (const serial of rng.shuffle(serials)) {
        if (changed.length >= want) break;
        const residents: Person[] = [];
        for (let r = store.firstResident[serial]!; r >= 0; r = world.store.nextResident[r]!)
          residents.push(world.store.person(r));
        if (!residents.every(houses)) continue;
        const home = world.newHome(jur, false);
        store.precinct[home.address.serial] = key % 1024;
        const date = randomDay(rng, month);
        for (const p of residents) moveTo(world, p, home, date);
        changed.push(...residents);
      }
      return {
        kind,
        changeKind: 'address',
        ...zone(jur, jur.precincts[key % 1024]!.number),
        voterIds: ids(changed),
        detail: `residence address changed for ${changed.length} registrations at ${serials.length} addresses`,
      };
    }
    if (kind === 'purge') {
      // Active registrations cancelled at once: nobody of the NVRA notice cohort (status V), nobody leaving anyway.
      const { byJur } = this.zones(world, (p) => this.calm(p) && p.status === 'A');
      const townships = new Map([...byJur].filter(([j]) => !geo.jurisdictions[j]!.isCity));
      const j = this.pickZone(townships.size > 0 ? townships : byJur, 60, this.used, (k) => k);
      if (j === undefined) return null;
      this.used.add(j);
      const people = byJur.get(j)!;
      const share = 0.15 + 0.2 * rng.next();
      const chosen = rng
        .shuffle([...people])
        .slice(0, Math.max(Math.min(20, people.length), Math.round(people.length * share)));
      for (const p of chosen) {
        p.status = 'C';
        p.cancelDate = randomDay(rng, month);
        // Gone from the next file at once: the purge is one month's removals, with no tail of C rows.
        p.dropMonth = month + 1;
        touched(p);
      }
      return {
        kind,
        changeKind: 'removed',
        ...zone(geo.jurisdictions[j]!),
        voterIds: ids(chosen),
        detail: `${chosen.length} of ${people.length} active registrations removed`,
      };
    }
    if (kind === 'precinct_renumbering') {
      // Every address of one precinct put in a precinct code the jurisdiction has not used: nobody moves.
      const { byPrecinct } = this.zones(world, this.calm);
      const usedPrecincts = new Map<number, Set<number>>();
      for (let a = 0; a < store.length; a++) {
        const set = usedPrecincts.get(store.jur[a]!) ?? new Set<number>();
        set.add(store.precinct[a]!);
        usedPrecincts.set(store.jur[a]!, set);
      }
      const free = (j: number) => geo.jurisdictions[j]!.precincts.length > (usedPrecincts.get(j)?.size ?? 0);
      const candidates = new Map([...byPrecinct].filter(([k]) => free(jurOfKey(k))));
      const key = this.pickZone(candidates, 30, this.used, jurOfKey);
      if (key === undefined) return null;
      const jur = geo.jurisdictions[jurOfKey(key)]!;
      this.used.add(jur.index);
      const from = key % 1024;
      const unused = jur.precincts.filter((p) => !usedPrecincts.get(jur.index)!.has(p.index));
      const to = rng.pick(unused).index;
      const moved: Person[] = [];
      for (let a = 0; a < store.length; a++) {
        if (store.jur[a] !== jur.index || store.precinct[a] !== from) continue;
        store.precinct[a] = to;
        for (let r = store.firstResident[a]!; r >= 0; r = world.store.nextResident[r]!) {
          const p = world.store.person(r);
          touched(p);
          // Listed: the rows of both snapshots that were at the address when the month began.
          const start = this.start;
          if (p.dropMonth > month + 1 && start && start.address[p.row] === a) moved.push(p);
        }
      }
      return {
        kind,
        changeKind: 'precinct',
        ...zone(jur, jur.precincts[from]!.number),
        toPrecinct: jur.precincts[to]!.number,
        voterIds: ids(moved),
        detail: `precinct ${jur.precincts[from]!.number} renumbered ${jur.precincts[to]!.number} for ${moved.length} registrations`,
      };
    }
    // shared_registration_date: a burst of new registrations at one house, all with one date.
    const j = geo.byPopulation.sample(rng);
    let jur = j;
    for (let i = 0; i < 50 && this.used.has(jur.index); i++) jur = geo.byPopulation.sample(rng);
    this.used.add(jur.index);
    const home = world.newHome(jur, false);
    const regDate = randomDay(rng, month);
    const added: Person[] = [];
    const count = rng.int(8, 15);
    for (let i = 0; i < count; i++) {
      const p = world.add({
        yob: year - rng.int(19, 60),
        regDate,
        home,
        last: i < count / 2 ? undefined : added[0]?.last,
      });
      drawIntent(rng, p);
      added.push(p);
    }
    return {
      kind,
      changeKind: 'added',
      ...zone(jur, home.address.precinct.number),
      voterIds: ids(added),
      detail: `${count} new registrations at ${home.address.line} registered ${regDate}`,
    };
  }
}

type PlantedEvent = Omit<ChangeEvent, 'snapshotDate' | 'previousSnapshot'>;
