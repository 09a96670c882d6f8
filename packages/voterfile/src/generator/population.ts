/**
 * The population: who is in the file, where they live, and the records the auxiliary files are
 * made of. `World` owns the registry (every registration not yet dropped: a snapshot's file holds
 * those whose dropMonth is later than its month); `populate` (households.ts) builds the file as it
 * stood on the first snapshot date.
 */
import { AddressBook, APARTMENT_PATTERNS, takeUnit } from './addresses';
import { monthOf, SNAPSHOT_DATES } from './calendar';
import type { Geography } from './geography';
import type {
  Address,
  AddressKind,
  CanvassRow,
  DeceasedRecord,
  Home,
  Jurisdiction,
  NcoaRecord,
  Person,
  PostalLocation,
} from './model';
import { firstName, type Sex } from './names';
import { type PersonSpec, personFields, VoterIds } from './people';
import { PersonStore } from './person-store';
import { hashString, type Rng } from './random';
import { IntList } from './typed-columns';

export const START_DATE = '2020-11-01';
const LAST_MONTH = monthOf(SNAPSHOT_DATES[SNAPSHOT_DATES.length - 1]!);

/** `scheduled`: a notice, cancellation or end of challenge set on the person; the rest are random life events. */
export type AgendaKind = 'scheduled' | 'death' | 'leave' | 'move' | 'mail' | 'challenge' | 'confirm';
export const AGENDA_KINDS: readonly AgendaKind[] = [
  'scheduled',
  'death',
  'leave',
  'move',
  'mail',
  'challenge',
  'confirm',
];

/**
 * A number for (first name, birth year). Residents are counted whatever their status, and distinct
 * names may share a number: either only makes `fits` cautious (a re-drawn name, a move not made).
 */
function nameYear(first: string, yob: number): number {
  return (hashString(first) & 0xfffff) * 512 + (yob - 1700);
}

function count(index: Map<number, number>, key: number, by: number): void {
  const n = (index.get(key) ?? 0) + by;
  if (n > 0) index.set(key, n);
  else index.delete(key);
}

export class World {
  /** The registrations in the file (not yet dropped), as views of the store's rows. */
  readonly persons: Person[] = [];
  readonly deceased: DeceasedRecord[] = [];
  readonly ncoa: NcoaRecord[] = [];
  readonly postal: PostalLocation[] = [];
  readonly canvass: CanvassRow[] = [];
  /** Registrations put in V status by returned mail while the voter still lives there: a vote makes them active. */
  readonly returnedMail: Person[] = [];
  readonly addresses: AddressBook;
  readonly store: PersonStore;
  readonly ids: VoterIds;
  /** Events due per month, each a person row * 8 + its AGENDA_KINDS index: natural churn visits only the people something happens to. */
  private readonly agenda = new Map<number, IntList>();
  /** Apartment buildings with room, per jurisdiction index, and all of them (address serials). */
  private readonly buildings = new Map<number, number[]>();
  private readonly allBuildings: number[] = [];
  /** Residents counted by first name and birth year, kept once a building is big (see fits), by address serial. */
  private readonly nameYears = new Map<number, Map<number, number>>();
  private personKeys = 0;

  /** `capacity`: registrations expected (the columns grow past it when needed). */
  constructor(
    readonly geo: Geography,
    readonly rng: Rng,
    capacity?: number,
  ) {
    this.addresses = new AddressBook(
      rng,
      geo,
      capacity === undefined ? undefined : Math.ceil(capacity * 0.6),
    );
    this.store = new PersonStore(this.addresses.store, capacity);
    this.ids = new VoterIds(rng);
  }

  /** Puts an event on the agenda (ignored beyond the last simulated month). */
  remind(person: Person, month: number, kind: AgendaKind = 'scheduled'): void {
    if (month > LAST_MONTH) return;
    let list = this.agenda.get(month);
    if (!list) {
      list = new IntList();
      this.agenda.set(month, list);
    }
    list.push(person.row * 8 + AGENDA_KINDS.indexOf(kind));
  }

  /** Takes the month's events off the agenda: person row * 8 + kind index each. */
  due(month: number): Int32Array {
    const list = this.agenda.get(month);
    this.agenda.delete(month);
    return list ? list.data.subarray(0, list.length) : new Int32Array(0);
  }

  newPersonKey(): number {
    return ++this.personKeys;
  }

  /** A household in a house, or in an apartment of a building with room. */
  newHome(jur: Jurisdiction, apartment: boolean): Home {
    if (!apartment) return { address: this.addresses.create(jur, { kind: 'house' }), unit: '' };
    const open = this.buildings.get(jur.index) ?? [];
    const store = this.addresses.store;
    let building = open.length > 0 && this.rng.chance(0.8) ? store.at(this.rng.pick(open)) : undefined;
    let unit = building ? takeUnit(building, this.rng) : undefined;
    if (!building || unit === undefined) {
      if (building) open.splice(open.indexOf(building.serial), 1);
      building = this.building(jur, 'apartment', this.rng.int(8, 160), this.rng.pick(APARTMENT_PATTERNS));
      open.push(building.serial);
      this.allBuildings.push(building.serial);
      this.buildings.set(jur.index, open);
      unit = takeUnit(building, this.rng)!;
    }
    return { address: building, unit };
  }

  /** Every apartment building opened so far (address serials). */
  apartmentBuildings(): readonly number[] {
    return this.allBuildings;
  }

  building(jur: Jurisdiction, kind: AddressKind, units: number, unitPattern: string, plain = false): Address {
    return this.addresses.create(jur, { kind, units, unitPattern, plain });
  }

  /** Rule 1 of the duplicate metric must only catch planted duplicates: no two registered people at one address share first name and birth year. */
  fits(address: Address, first: string, yob: number): boolean {
    const index = this.nameYears.get(address.serial);
    // Big buildings keep a count per (first name, birth year): a scan of hundreds of residents per newcomer adds up.
    if (index) return (index.get(nameYear(first, yob)) ?? 0) === 0;
    const s = this.store;
    const name = s.strings.find(first);
    if (name < 0) return true;
    for (let r = this.addresses.store.firstResident[address.serial]!; r >= 0; r = s.nextResident[r]!) {
      if (s.first[r] === name && s.yob[r] === yob && s.isRegistered(r)) return false;
    }
    return true;
  }

  /** Creates, places and registers a person; re-draws a drawn first name that would collide at the address. */
  add(spec: PersonSpec): Person {
    const rng = this.rng;
    const sex: Sex = spec.sex ?? (rng.chance(0.52) ? 'F' : 'M');
    const fields = personFields(rng, this.ids, spec, sex, spec.personKey ?? this.newPersonKey());
    // A given first name is the caller's choice (planted cases); a drawn one must not collide.
    for (
      let i = 0;
      spec.first === undefined && i < 20 && !this.fits(fields.address, fields.first, fields.yob);
      i++
    ) {
      fields.first = firstName(rng, sex, fields.yob);
    }
    const person = this.store.add(fields);
    this.place(person);
    this.persons.push(person);
    return person;
  }

  /** The household: the residents who share the person's address and unit. */
  householdOf(person: Person): Person[] {
    const s = this.store;
    const unit = s.unit[person.row];
    const household: Person[] = [];
    for (
      let r = this.addresses.store.firstResident[s.address[person.row]!]!;
      r >= 0;
      r = s.nextResident[r]!
    ) {
      if (s.unit[r] === unit) household.push(s.person(r));
    }
    return household;
  }

  /** Adds the person to its address's residents (last). */
  place(person: Person): void {
    const s = this.store;
    const a = this.addresses.store;
    const row = person.row;
    const serial = s.address[row]!;
    const last = a.lastResident[serial]!;
    s.prevResident[row] = last;
    s.nextResident[row] = -1;
    if (last >= 0) s.nextResident[last] = row;
    else a.firstResident[serial] = row;
    a.lastResident[serial] = row;
    a.residents[serial]!++;
    let index = this.nameYears.get(serial);
    if (!index && a.residents[serial]! > 24) {
      index = new Map();
      this.nameYears.set(serial, index);
      for (let r = a.firstResident[serial]!; r >= 0; r = s.nextResident[r]!)
        count(index, nameYear(s.strings.list[s.first[r]!]!, s.yob[r]!), 1);
    } else if (index) count(index, nameYear(person.first, person.yob), 1);
  }

  /** Takes the person off its address's residents. */
  unplace(person: Person): void {
    const s = this.store;
    const a = this.addresses.store;
    const row = person.row;
    const serial = s.address[row]!;
    const prev = s.prevResident[row]!;
    const next = s.nextResident[row]!;
    if (prev < 0 && a.firstResident[serial] !== row) return; // not placed
    if (prev >= 0) s.nextResident[prev] = next;
    else a.firstResident[serial] = next;
    if (next >= 0) s.prevResident[next] = prev;
    else a.lastResident[serial] = prev;
    s.prevResident[row] = -1;
    s.nextResident[row] = -1;
    a.residents[serial]!--;
    const index = this.nameYears.get(serial);
    if (index) count(index, nameYear(person.first, person.yob), -1);
  }

  /** Drops rows whose time in the file is over (cancelled or rejected a few months ago). */
  compact(nextMonth: number): void {
    let w = 0;
    for (const p of this.persons) {
      if (p.dropMonth > nextMonth) this.persons[w++] = p;
      else this.unplace(p);
    }
    this.persons.length = w;
  }
}
