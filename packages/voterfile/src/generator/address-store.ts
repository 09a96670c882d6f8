/**
 * Addresses as columns, like registrations (person-store.ts): row `serial` of each typed array is
 * one address, its street and places as numbers into its jurisdiction's tables; an `Address` is
 * a view of one row and builds its texts when read. Who lives there is World's (place, unplace).
 */

import type { Geography } from './geography';
import type { AddressKind, Jurisdiction, Precinct, Street, UnitPattern } from './model';
import { grown, Strings } from './typed-columns';

export const ADDRESS_KINDS: readonly AddressKind[] = [
  'house',
  'apartment',
  'trailer-park',
  'senior-living',
  'hotel',
  'campus',
  'postal',
  'non-residential',
  'empty-lot',
];
export const NUMBER_SUFFIXES: readonly string[] = ['', '1/2', 'A', 'B'];

const G_PREFIX = 1;
/** The street name typed with a doubled inner space, as a clerk sometimes does. */
const DOUBLED_SPACE = 2;
/** CITY is the jurisdiction's second postal city (a neighbouring post office). */
const SECOND_CITY = 4;

/** A new address's fields. */
export interface AddressFields {
  jur: Jurisdiction;
  precinct: number;
  gPrefix: boolean;
  number: number;
  numberSuffix: string;
  street: number;
  doubledSpace: boolean;
  streetType: string;
  secondCity: boolean;
  zip: number;
  kind: AddressKind;
  unitPattern: string;
  units: number;
}

export class AddressStore {
  length = 0;
  private capacity: number;
  /** Street types as typed and unit patterns. */
  readonly strings = new Strings();
  jur: Int16Array;
  precinct: Int16Array;
  number: Int32Array;
  street: Int32Array;
  zip: Uint8Array;
  flags: Uint8Array;
  numberSuffix: Uint8Array;
  streetType: Int16Array;
  kind: Uint8Array;
  unitPattern: Int16Array;
  units: Int32Array;
  nextUnit: Int32Array;
  /** First and last resident (person rows, -1 for none) and how many. */
  firstResident: Int32Array;
  lastResident: Int32Array;
  residents: Int32Array;

  constructor(
    readonly geo: Geography,
    capacity = 1024,
  ) {
    const n = Math.max(16, capacity);
    this.capacity = n;
    this.jur = new Int16Array(n);
    this.precinct = new Int16Array(n);
    this.number = new Int32Array(n);
    this.street = new Int32Array(n);
    this.zip = new Uint8Array(n);
    this.flags = new Uint8Array(n);
    this.numberSuffix = new Uint8Array(n);
    this.streetType = new Int16Array(n);
    this.kind = new Uint8Array(n);
    this.unitPattern = new Int16Array(n);
    this.units = new Int32Array(n);
    this.nextUnit = new Int32Array(n);
    this.firstResident = new Int32Array(n);
    this.lastResident = new Int32Array(n);
    this.residents = new Int32Array(n);
  }

  private grow(): void {
    const n = Math.ceil(this.capacity * 1.25) + 1024;
    this.capacity = n;
    this.jur = grown(this.jur, n);
    this.precinct = grown(this.precinct, n);
    this.number = grown(this.number, n);
    this.street = grown(this.street, n);
    this.zip = grown(this.zip, n);
    this.flags = grown(this.flags, n);
    this.numberSuffix = grown(this.numberSuffix, n);
    this.streetType = grown(this.streetType, n);
    this.kind = grown(this.kind, n);
    this.unitPattern = grown(this.unitPattern, n);
    this.units = grown(this.units, n);
    this.nextUnit = grown(this.nextUnit, n);
    this.firstResident = grown(this.firstResident, n);
    this.lastResident = grown(this.lastResident, n);
    this.residents = grown(this.residents, n);
  }

  add(f: AddressFields): Address {
    if (this.length === this.capacity) this.grow();
    const i = this.length++;
    const index = (list: readonly string[], value: string) => {
      const k = list.indexOf(value);
      if (k < 0) throw new Error(`unknown value ${value}`);
      return k;
    };
    this.jur[i] = f.jur.index;
    this.precinct[i] = f.precinct;
    this.number[i] = f.number;
    this.street[i] = f.street;
    this.zip[i] = f.zip;
    this.flags[i] =
      (f.gPrefix ? G_PREFIX : 0) | (f.doubledSpace ? DOUBLED_SPACE : 0) | (f.secondCity ? SECOND_CITY : 0);
    this.numberSuffix[i] = index(NUMBER_SUFFIXES, f.numberSuffix);
    this.streetType[i] = this.strings.of(f.streetType);
    this.kind[i] = index(ADDRESS_KINDS, f.kind);
    this.unitPattern[i] = this.strings.of(f.unitPattern);
    this.units[i] = f.units;
    this.nextUnit[i] = 0;
    this.firstResident[i] = -1;
    this.lastResident[i] = -1;
    this.residents[i] = 0;
    return new Address(this, i);
  }

  at(serial: number): Address {
    return new Address(this, serial);
  }

  jurOf(serial: number): Jurisdiction {
    return this.geo.jurisdictions[this.jur[serial]!]!;
  }
}

/** One address: a view of its row. Two views of one row are the same address (compare `serial`). */
export class Address {
  constructor(
    readonly store: AddressStore,
    /** Creation number: 0, 1, 2... (lets per-address tables be arrays). */
    readonly serial: number,
  ) {}

  get jur(): Jurisdiction {
    return this.store.jurOf(this.serial);
  }
  get precinct(): Precinct {
    return this.jur.precincts[this.store.precinct[this.serial]!]!;
  }
  private get streetOf(): Street {
    return this.jur.streets[this.store.street[this.serial]!]!;
  }
  get numberPrefix(): string {
    return this.store.flags[this.serial]! & G_PREFIX ? 'G' : '';
  }
  get number(): string {
    return String(this.store.number[this.serial]);
  }
  get numberSuffix(): string {
    return NUMBER_SUFFIXES[this.store.numberSuffix[this.serial]!]!;
  }
  get dirPrefix(): string {
    return this.streetOf.dirPrefix;
  }
  get streetName(): string {
    const name = this.streetOf.name;
    return this.store.flags[this.serial]! & DOUBLED_SPACE ? name.replace(' ', '  ') : name;
  }
  /** As the clerk typed it: usually the Pub 28 abbreviation, sometimes "STREET" or "Ave.". */
  get streetType(): string {
    return this.store.strings.list[this.store.streetType[this.serial]!]!;
  }
  get dirSuffix(): string {
    return this.streetOf.dirSuffix;
  }
  get city(): string {
    const cities = this.jur.postalCities;
    return this.store.flags[this.serial]! & SECOND_CITY ? cities[1]! : cities[0]!;
  }
  get zip(): string {
    return this.jur.zips[this.store.zip[this.serial]!]!;
  }
  /** Canonical one-line street address without unit: "1401 W FORT ST". */
  get line(): string {
    const suffix = this.numberSuffix;
    return `${this.numberPrefix}${this.store.number[this.serial]}${suffix === '' ? '' : ` ${suffix}`} ${this.streetOf.tail}`;
  }
  get kind(): AddressKind {
    return ADDRESS_KINDS[this.store.kind[this.serial]!]!;
  }
  /** How a building's units are written: a pattern where `{n}` is the unit id. */
  get unitPattern(): UnitPattern {
    return this.store.strings.list[this.store.unitPattern[this.serial]!]!;
  }
  get units(): number {
    return this.store.units[this.serial]!;
  }
  get nextUnit(): number {
    return this.store.nextUnit[this.serial]!;
  }
  set nextUnit(v: number) {
    this.store.nextUnit[this.serial] = v;
  }
}
