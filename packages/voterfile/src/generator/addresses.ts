/**
 * Street addresses and units. Every address is unique by street line and ZIP (the key the
 * postal and canvass matches use), so two households never share an address by accident.
 * Houses are typed mostly in Pub 28 form, sometimes as a clerk would ("STREET", "Ave.").
 */
import { type Address, AddressStore } from './address-store';
import type { Geography } from './geography';
import type { AddressKind, Jurisdiction, UnitPattern } from './model';
import { hashString, type Rng } from './random';
import { TYPE_VARIANTS } from './streets';

/** Unit patterns as clerks write them; `{n}` is the unit id. */
export const APARTMENT_PATTERNS: readonly UnitPattern[] = [
  'APT {n}',
  'APT {n}',
  'APT {n}',
  '#{n}',
  '# {n}',
  'UNIT {n}',
  'Apt. {n}',
];

function formatUnit(pattern: UnitPattern, id: string): string {
  return pattern.replace('{n}', id);
}

export interface AddressOptions {
  kind: AddressKind;
  /** Plain Pub 28 form, no number prefix or suffix: addresses matched against other sources. */
  plain?: boolean;
  units?: number;
  unitPattern?: UnitPattern;
}

export class AddressBook {
  /** Hashes of the street line + ZIP of every address handed out (a rare false clash only costs a re-draw). */
  private readonly taken = new Set<number>();
  readonly store: AddressStore;

  constructor(
    private readonly rng: Rng,
    geo: Geography,
    capacity?: number,
  ) {
    this.store = new AddressStore(geo, capacity);
  }

  private claim(line: string, zip: string): boolean {
    const key = hashString(line, hashString(zip)) >>> 1; // 31 bits: stored unboxed
    if (this.taken.has(key)) return false;
    this.taken.add(key);
    return true;
  }

  /** A new address in `jur`, never one handed out before. */
  create(jur: Jurisdiction, options: AddressOptions): Address {
    const rng = this.rng;
    const plain = options.plain === true;
    for (let attempt = 0; ; attempt++) {
      const streetIndex = rng.int(0, jur.streets.length - 1);
      const street = jur.streets[streetIndex]!;
      const n = rng.int(street.numberMin, street.numberMax + attempt * 10);
      const gPrefix = jur.county.code === 25 && !jur.isCity && !plain && rng.chance(0.3);
      const numberPrefix = gPrefix ? 'G' : '';
      const numberSuffix =
        !plain && options.kind === 'house' && rng.chance(0.004) ? rng.pick(['1/2', 'A', 'B']) : '';
      const zipIndex = rng.int(0, jur.zips.length - 1);
      const zip = jur.zips[zipIndex]!;
      const line = `${numberPrefix}${n}${numberSuffix === '' ? '' : ` ${numberSuffix}`} ${street.tail}`;
      if (numberPrefix !== '' || numberSuffix !== '') {
        // Also reserve the form without number prefix or suffix, in case a reader drops them.
        if (this.taken.has(hashString(`${n} ${street.tail}`, hashString(zip)) >>> 1)) continue;
        this.claim(`${n} ${street.tail}`, zip);
      }
      if (!this.claim(line, zip)) continue;
      const doubledSpace = !plain && street.name.includes(' ') && rng.chance(0.03);
      const precinct = rng.int(0, jur.precincts.length - 1);
      const streetType = this.typedStreetType(street.type, plain);
      const secondCity = jur.postalCities.length > 1 && rng.chance(0.4);
      return this.store.add({
        jur,
        precinct,
        gPrefix,
        number: n,
        numberSuffix,
        street: streetIndex,
        doubledSpace,
        streetType,
        secondCity,
        zip: zipIndex,
        kind: options.kind,
        unitPattern: options.unitPattern ?? '',
        units: options.units ?? 0,
      });
    }
  }

  private typedStreetType(type: string, plain: boolean): string {
    const variants = TYPE_VARIANTS[type];
    if (!variants || !this.rng.chance(plain ? 0.06 : 0.05)) return type;
    return this.rng.pick(variants);
  }
}

/** The next free unit of a building, or undefined when it is full. */
export function takeUnit(address: Address, rng: Rng): string | undefined {
  if (address.nextUnit >= address.units) return undefined;
  const k = address.nextUnit++;
  const id =
    address.kind === 'apartment' && address.units > 24
      ? String(100 * (1 + Math.floor(k / 20)) + (k % 20) + 1)
      : address.kind === 'apartment' && k % 7 === 3
        ? `${1 + Math.floor(k / 2)}${k % 2 === 0 ? 'A' : 'B'}`
        : String(k + 1);
  // A clerk sometimes writes the unit another way than the building's usual one.
  const pattern =
    address.kind === 'apartment' && rng.chance(0.08) ? rng.pick(APARTMENT_PATTERNS) : address.unitPattern;
  return formatUnit(pattern, id);
}
