import { type DuplicatePart, REGISTERED_STATUSES } from '@voterroll/contract/metrics';
import type { Db } from '@voterroll/db/database';
import type { QvfRegistration } from '@voterroll/voterfile/registration';
import { ADDRESS_HASH_FROM_END } from '../addresses/address-forms';
import { DUPLICATE_RULES, type DuplicateColumn, type DuplicateRule } from '../findings/identity-rules';
import type { LoadContext } from '../snapshots/load-context';

/**
 * DUPLICATE's first grouping, while the registrations stream to COPY: each registration keeps a
 * 32-bit hash of its key under each rule (`DUPLICATE_RULES`, identity-rules.ts). After the stream a
 * registration whose hash another shares is a candidate (every member of a true group is one); the
 * SQL rule groups only the candidates, which drops chance pairs. Memory: 16 bytes a registration in
 * chunked typed arrays (134 MB statewide); about n²/2^33 chance pairs per rule, more candidates,
 * never a wrong finding.
 */
export class DuplicateKeys {
  private ids: Float64Array[] = [];
  /** Per rule, its hash of each registration (0: the rule does not read it). */
  private keys: Uint32Array[][] = RULES.map(() => []);
  private size = 0;

  /** `mask` narrows the hashes (tests make them collide on purpose). */
  constructor(private readonly mask = 0xffffffff) {}

  /**
   * One registration loaded with the COPY line `line`, which ends with its address's COPY text
   * (address-forms.ts), so that the address hash is read in place.
   */
  add(voterId: number, r: QvfRegistration, line: string): void {
    if (!REGISTERED.has(r.statusCode)) return;
    const fields: Fields = {
      first: r.firstName,
      middle: r.middleName,
      last: r.lastName,
      year: r.yearOfBirth,
      line,
      hashAt: line.length - ADDRESS_HASH_FROM_END,
    };
    let read = false;
    for (let k = 0; k < RULES.length; k++) {
      const h = keyHash(RULES[k]!, fields);
      HASHES[k] = h === 0 ? 0 : (h & this.mask) >>> 0 || 1;
      read ||= h !== 0;
    }
    if (!read) return;
    const at = this.size & (CHUNK - 1);
    if (at === 0) {
      this.ids.push(new Float64Array(CHUNK));
      for (const chunks of this.keys) chunks.push(new Uint32Array(CHUNK));
    }
    const chunk = this.size >>> CHUNK_BITS;
    this.size += 1;
    this.ids[chunk]![at] = voterId;
    for (let k = 0; k < RULES.length; k++) this.keys[k]![chunk]![at] = HASHES[k]!;
  }

  /** Registrations added. */
  get count(): number {
    return this.size;
  }

  /** The candidates' voter ids, in file order. */
  candidates(): number[] {
    const shared = this.keys.map((chunks) => sharedKeys(chunks, this.size));
    const ids: number[] = [];
    for (let i = 0; i < this.size; i++) {
      const chunk = i >>> CHUNK_BITS;
      const at = i & (CHUNK - 1);
      for (let k = 0; k < shared.length; k++) {
        if (shared[k]!.has(this.keys[k]![chunk]![at]!)) {
          ids.push(this.ids[chunk]![at]!);
          break;
        }
      }
    }
    return ids;
  }

  /** Lets the keys go: after the candidates are written. */
  clear(): void {
    this.ids = [];
    this.keys = RULES.map(() => []);
    this.size = 0;
  }
}

/** A registration's values of the columns DUPLICATE reads; its address hash stands in `line`. */
interface Fields {
  first: string;
  middle: string;
  last: string;
  year: number | null;
  line: string;
  hashAt: number;
}

const COLUMNS: readonly DuplicateColumn[] = [
  'first_name',
  'middle_name',
  'last_name',
  'year_of_birth',
  'address_hash',
];
const [FIRST, MIDDLE, YEAR, ADDRESS] = [0, 1, 3, 4];
/** Each rule's columns as indexes of COLUMNS, so that no column name is compared per row. */
interface CompiledRule {
  key: Int8Array;
  required: Int8Array;
}
const compile = (rule: DuplicateRule): CompiledRule => ({
  key: Int8Array.from(rule.key, (c) => COLUMNS.indexOf(c)),
  required: Int8Array.from(rule.required, (c) => COLUMNS.indexOf(c)),
});
const RULES = DUPLICATE_RULES.map(compile);
/** One registration's hashes per rule, reused. */
const HASHES = new Uint32Array(RULES.length);

const text = (f: Fields, c: number): string => (c === FIRST ? f.first : c === MIDDLE ? f.middle : f.last);

/**
 * A rule's hash of a registration's key (never 0), or 0 when the registration lacks a column the
 * rule requires (null, or an empty name; the address hash is always there).
 */
function keyHash(rule: CompiledRule, f: Fields): number {
  for (const c of rule.required) {
    if (c === YEAR ? f.year === null : c !== ADDRESS && text(f, c) === '') return 0;
  }
  let h = SEED;
  for (const c of rule.key) {
    if (c === YEAR) h = mixInt(h, f.year ?? -1);
    else if (c === ADDRESS) h = mixText(h, f.line, f.hashAt, f.hashAt + 32);
    else {
      const t = text(f, c);
      h = mixText(h, t, 0, t.length);
    }
  }
  return finish(h) || 1;
}

const REGISTERED: ReadonlySet<string> = new Set(REGISTERED_STATUSES);
const CHUNK_BITS = 20;
const CHUNK = 1 << CHUNK_BITS;
const SEED = 0x811c9dc5;

/** The hashes (not 0) that two or more registrations hold: sorted once, in a copy. */
function sharedKeys(chunks: Uint32Array[], size: number): Set<number> {
  const all = new Uint32Array(size);
  for (let c = 0; c < chunks.length; c++) {
    const chunk = chunks[c]!;
    all.set(c === chunks.length - 1 ? chunk.subarray(0, size - c * CHUNK) : chunk, c * CHUNK);
  }
  all.sort();
  const shared = new Set<number>();
  for (let i = 1; i < size; i++) {
    const k = all[i]!;
    if (k !== 0 && k === all[i - 1]) shared.add(k);
  }
  return shared;
}

/**
 * murmur3's mixing of the characters `from` to `to` of `text` (a character a block), after its
 * length, so that fields stay apart. (FNV-1a collided ten times more often than chance on names
 * differing in a letter or two.)
 */
function mixText(h: number, text: string, from: number, to: number): number {
  let x = mixInt(h, to - from);
  for (let i = from; i < to; i++) x = mixInt(x, text.charCodeAt(i));
  return x;
}

function mixInt(h: number, n: number): number {
  let k = Math.imul(n, 0xcc9e2d51);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  const x = h ^ k;
  return (Math.imul((x << 13) | (x >>> 19), 5) + 0xe6546b64) | 0;
}

/** murmur3's finalizer: every input bit reaches every output bit. */
function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The hash `add` stores under `part`'s rule for a registration of these values (tests look for
 * collisions with it).
 */
export function keyHashOf(
  part: DuplicatePart,
  v: { first: string; middle: string; last: string; year: number | null; addressHash: string },
): number {
  const rule = RULES[DUPLICATE_RULES.findIndex((r) => r.part === part)]!;
  const line = `,${v.addressHash},${'0'.repeat(32)}\n`;
  return keyHash(rule, { ...v, line, hashAt: line.length - ADDRESS_HASH_FROM_END });
}

/**
 * Writes the candidates of `keys` into `table` (made afresh: a voter id a row), which
 * `computeFindings` gives DUPLICATE, and lets the keys go. Returns the number of candidates.
 */
export async function saveDuplicateCandidates(
  db: Db,
  load: LoadContext,
  keys: DuplicateKeys,
): Promise<number> {
  const table = load.tables.duplicateCandidates;
  const ids = keys.candidates();
  keys.clear();
  await db.exec(`drop table if exists ${table}; create table ${table} (voter_id bigint not null)`);
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const encoder = new TextEncoder();
    for (let from = 0; from < ids.length; from += 100_000) {
      yield encoder.encode(`${ids.slice(from, from + 100_000).join('\n')}\n`);
    }
  }
  await db.copyFrom(table, ['voter_id'], chunks());
  await db.exec(`analyze ${table}`);
  return ids.length;
}
