import type { CopyOptions } from '@voterroll/db/database';
import { addressHash, fullAddressHash } from '@voterroll/voterfile/address/address-hash';
import type { UnitForms } from '@voterroll/voterfile/address/normalize-address';

/** The normalized address columns and their hashes, in the order of `addressCopyText`. */
export const ADDRESS_COLUMNS = [
  'norm_street',
  'unit_key',
  'unit_display',
  'norm_city',
  'zip5',
  'address_hash',
  'full_address_hash',
];

const quoted = (v: string): string => `"${v.includes('"') ? v.replaceAll('"', '""') : v}"`;

/**
 * An address's COPY text (CSV): a comma, the normalized parts, the two hashes and the line end,
 * appended to each registration's own columns. Built by `join`, so the string is flat and holds
 * no slice of the file's text: `AddressForms` keeps it for the whole load.
 */
export function addressCopyText(street: string, unit: UnitForms, city: string, zip: string): string {
  return [
    '',
    quoted(street),
    quoted(unit.key),
    quoted(unit.display),
    quoted(city),
    quoted(zip),
    addressHash(street, city, zip),
    `${fullAddressHash(street, unit.key, city, zip)}\n`,
  ].join(',');
}

/**
 * Where the address hash starts, counted back from the end of an address's COPY text (and so of a
 * registration's COPY line): the two md5 hex hashes, a comma between and the line end after.
 */
export const ADDRESS_HASH_FROM_END = 32 + 1 + 32 + 1;

/** About 4 MB of text per COPY chunk. */
const CHUNK_CHARS = 4 << 20;

/**
 * The snapshot's distinct address forms with the number of its registrations written each way,
 * counted as the registrations stream to COPY (DESIGN.md section 6): what `insertNewAddresses`
 * chooses from, instead of grouping the millions of registrations in SQL. A form is what the load
 * stores of a registration's address (the normalized parts, as `addressCopyText`) and its county,
 * so that it counts the same rows the grouping of the registrations table counted.
 */
export class AddressForms {
  /** Address text -> its slot in `counts` and `counties` (one map lookup a row, no boxed values). */
  private readonly slots = new Map<string, number>();
  private counts = new Int32Array(1 << 16);
  /** County codes are 1 to 83. */
  private counties = new Uint8Array(1 << 16);
  /** The rare form met in more than one county: address text -> other county -> registrations. */
  private readonly elsewhere = new Map<string, Map<number, number>>();

  /** One registration of `county` at the address `text` (`addressCopyText`). */
  add(county: number, text: string): void {
    const slot = this.slots.get(text);
    if (slot !== undefined && this.counties[slot] === county) {
      this.counts[slot]! += 1;
    } else if (slot === undefined && Number.isInteger(county) && county >= 0 && county < 256) {
      const next = this.slots.size;
      if (next === this.counts.length) this.grow();
      this.slots.set(text, next);
      this.counts[next] = 1;
      this.counties[next] = county;
    } else {
      const counties = this.elsewhere.get(text) ?? new Map<number, number>();
      counties.set(county, (counties.get(county) ?? 0) + 1);
      this.elsewhere.set(text, counties);
    }
  }

  private grow(): void {
    const counts = new Int32Array(Math.max(1 << 16, this.counts.length * 2));
    counts.set(this.counts);
    this.counts = counts;
    const counties = new Uint8Array(counts.length);
    counties.set(this.counties);
    this.counties = counties;
  }

  /** Distinct forms (address and county). */
  get size(): number {
    let n = this.slots.size;
    for (const counties of this.elsewhere.values()) n += counties.size;
    return n;
  }

  /** Lets the forms go (a statewide file has millions): after their COPY. */
  clear(): void {
    this.slots.clear();
    this.elsewhere.clear();
    this.counts = new Int32Array(0);
    this.counties = new Uint8Array(0);
  }

  /** Columns of `chunks`' rows. */
  static readonly columns = ['county_code', 'registrations', ...ADDRESS_COLUMNS];
  static readonly copyOptions: CopyOptions = {
    format: 'csv',
    forceNotNull: ADDRESS_COLUMNS,
  };

  /**
   * The forms as COPY text (CSV) in chunks of whole lines: county, registrations, address. Only
   * those of the dwellings in `only` (full address hashes) when it is given.
   */
  async *chunks(only?: ReadonlySet<string>): AsyncGenerator<Uint8Array> {
    const encoder = new TextEncoder();
    let text = '';
    for (const [address, slot] of this.slots) {
      if (only && !only.has(dwellingOf(address))) continue;
      text += `${this.counties[slot]},${this.counts[slot]}${address}`;
      if (text.length > CHUNK_CHARS) {
        yield encoder.encode(text);
        text = '';
      }
    }
    for (const [address, counties] of this.elsewhere) {
      if (only && !only.has(dwellingOf(address))) continue;
      for (const [county, registrations] of counties) text += `${county},${registrations}${address}`;
    }
    if (text.length > 0) yield encoder.encode(text);
  }

  /** The forms' full address hashes as COPY text, a line each (a dwelling written two ways twice). */
  async *dwellingChunks(): AsyncGenerator<Uint8Array> {
    const encoder = new TextEncoder();
    let text = '';
    for (const addresses of [this.slots.keys(), this.elsewhere.keys()]) {
      for (const address of addresses) {
        text += address.slice(-HASH_LINE);
        if (text.length > CHUNK_CHARS) {
          yield encoder.encode(text);
          text = '';
        }
      }
    }
    if (text.length > 0) yield encoder.encode(text);
  }
}

/** The full address hash (md5 hex) and line end that close an address's COPY text. */
const HASH_LINE = 33;

/** The full address hash of an address's COPY text. */
function dwellingOf(address: string): string {
  return address.slice(-HASH_LINE, -1);
}
