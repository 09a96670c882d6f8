/**
 * The planted change events (change-events.ts): each makes one kind of unusual change in one zone
 * of the file and says what it did, for change-events.json.
 */
import { changeBirthYear, moveTo, touched } from './change-edits';
import type { ChangeEvent, ChangeEventKind } from './change-events-truth';
import { drawIntent } from './history';
import type { Jurisdiction, Person } from './model';
import { randomDay } from './people';
import type { World } from './population';
import type { Rng } from './random';

export type PlantedEvent = Omit<ChangeEvent, 'snapshotDate' | 'previousSnapshot'>;

/** What planting reads of the month's change events. */
export interface PlantState {
  rng: Rng;
  /** Jurisdictions that already have an event this run: one event per jurisdiction. */
  used: Set<number>;
  /** Registered, not leaving, and unchanged by this month's churn so far. */
  calm: (p: Person) => boolean;
  /** Each row's address and status when the month began. */
  start: { address: Int32Array; status: Uint8Array } | null;
}

/** Settled registrations by jurisdiction and by precinct (jurisdiction index * 1024 + precinct index). */
function zones(world: World, filter: (p: Person) => boolean) {
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
function pickZone<K>(
  rng: Rng,
  zones: Map<K, Person[]>,
  least: number,
  avoid: Set<number>,
  jurOf: (k: K) => number,
) {
  const keys = [...zones.keys()].filter((k) => !avoid.has(jurOf(k)));
  const big = keys.filter((k) => zones.get(k)!.length >= least);
  if (big.length > 0) return rng.pick(big);
  return keys.reduce<K | undefined>(
    (best, k) => (best === undefined || zones.get(k)!.length > zones.get(best)!.length ? k : best),
    undefined,
  );
}

/** Plants one event of `kind` in `month`, or null when no zone can take it. */
export function plantEvent(
  s: PlantState,
  world: World,
  kind: ChangeEventKind,
  month: number,
): PlantedEvent | null {
  const rng = s.rng;
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
    const { byJur } = zones(world, s.calm);
    const j = pickZone(s.rng, byJur, 50, s.used, (k) => k);
    if (j === undefined) return null;
    s.used.add(j);
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
    const houses = (p: Person) => s.calm(p) && p.address.kind === 'house';
    const { byPrecinct } = zones(world, houses);
    const key = pickZone(s.rng, byPrecinct, 40, s.used, jurOfKey);
    if (key === undefined) return null;
    const jur = geo.jurisdictions[jurOfKey(key)]!;
    s.used.add(jur.index);
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
    const { byJur } = zones(world, (p) => s.calm(p) && p.status === 'A');
    const townships = new Map([...byJur].filter(([j]) => !geo.jurisdictions[j]!.isCity));
    const j = pickZone(s.rng, townships.size > 0 ? townships : byJur, 60, s.used, (k) => k);
    if (j === undefined) return null;
    s.used.add(j);
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
    const { byPrecinct } = zones(world, s.calm);
    const usedPrecincts = new Map<number, Set<number>>();
    for (let a = 0; a < store.length; a++) {
      const set = usedPrecincts.get(store.jur[a]!) ?? new Set<number>();
      set.add(store.precinct[a]!);
      usedPrecincts.set(store.jur[a]!, set);
    }
    const free = (j: number) => geo.jurisdictions[j]!.precincts.length > (usedPrecincts.get(j)?.size ?? 0);
    const candidates = new Map([...byPrecinct].filter(([k]) => free(jurOfKey(k))));
    const key = pickZone(s.rng, candidates, 30, s.used, jurOfKey);
    if (key === undefined) return null;
    const jur = geo.jurisdictions[jurOfKey(key)]!;
    s.used.add(jur.index);
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
        const start = s.start;
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
  for (let i = 0; i < 50 && s.used.has(jur.index); i++) jur = geo.byPopulation.sample(rng);
  s.used.add(jur.index);
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
