import { REGISTERED_STATUSES } from '@voterroll/contract/metrics';
import type { Db } from '@voterroll/db/database';
import type { QvfRegistration } from '@voterroll/voterfile/registration';
import { ADDRESS_HASH_FROM_END } from '../address-forms';

/**
 * DUPLICATE's first grouping, done while the registrations stream to COPY: each registration that
 * DUPLICATE reads (registered, with a birth year and a first name) keeps a 32-bit hash of its key
 * under each rule (identity-rules.ts: rule 1 first name, birth year and address hash; rule 2 first,
 * middle and last name and birth year). After the stream, a registration whose hash another one
 * shares under either rule is a candidate: every member of a true group is one (equal keys hash
 * alike), and the SQL rule groups only the candidates, which also drops the pairs that share a hash
 * but not a key. Grouping the whole snapshot twice in SQL was the costliest rule.
 *
 * Memory: 16 bytes a registration (its voter id and two hashes in typed arrays, chunked so that
 * growing copies nothing): 134 MB for 8.4 million. With 32 bits, about n²/2^33 pairs share a hash
 * by chance per rule (8,000 at 8.4 million): a few more candidates, not a wrong finding.
 */
export class DuplicateKeys {
  private ids: Float64Array[] = [];
  private byAddress: Uint32Array[] = [];
  private byName: Uint32Array[] = [];
  private size = 0;

  /** `mask` narrows the hashes (tests make them collide on purpose). */
  constructor(private readonly mask = 0xffffffff) {}

  /**
   * One registration loaded with the COPY line `line`, which ends with its address's COPY text
   * (address-forms.ts), so that the address hash is read in place.
   */
  add(voterId: number, r: QvfRegistration, line: string): void {
    if (!REGISTERED.has(r.statusCode)) return;
    const year = r.yearOfBirth;
    if (year === null) return;
    const first = r.firstName;
    if (first === '') return;
    const at = this.size & (CHUNK - 1);
    if (at === 0) {
      this.ids.push(new Float64Array(CHUNK));
      this.byAddress.push(new Uint32Array(CHUNK));
      this.byName.push(new Uint32Array(CHUNK));
    }
    const chunk = this.size >>> CHUNK_BITS;
    this.size += 1;
    const person = mixInt(mixText(SEED, first, 0, first.length), year);
    const hashAt = line.length - ADDRESS_HASH_FROM_END;
    this.ids[chunk]![at] = voterId;
    this.byAddress[chunk]![at] = this.key(mixText(person, line, hashAt, hashAt + 32));
    const last = r.lastName;
    if (last !== '') {
      const middle = r.middleName;
      this.byName[chunk]![at] = this.key(
        mixText(mixText(person, middle, 0, middle.length), last, 0, last.length),
      );
    }
  }

  /** A stored hash: never 0, which marks a registration that rule 2 does not read (no last name). */
  private key(h: number): number {
    return (finish(h) & this.mask) >>> 0 || 1;
  }

  /** Registrations added. */
  get count(): number {
    return this.size;
  }

  /** The candidates' voter ids, in file order. */
  candidates(): number[] {
    const shared = [sharedKeys(this.byAddress, this.size), sharedKeys(this.byName, this.size)];
    const ids: number[] = [];
    for (let i = 0; i < this.size; i++) {
      const chunk = i >>> CHUNK_BITS;
      const at = i & (CHUNK - 1);
      if (shared[0]!.has(this.byAddress[chunk]![at]!) || shared[1]!.has(this.byName[chunk]![at]!)) {
        ids.push(this.ids[chunk]![at]!);
      }
    }
    return ids;
  }

  /** Lets the keys go: after the candidates are written. */
  clear(): void {
    this.ids = [];
    this.byAddress = [];
    this.byName = [];
    this.size = 0;
  }
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

/** Rule 2's hash of a name and birth year, as `add` stores it (tests look for collisions with it). */
export function nameKeyHash(first: string, middle: string, last: string, year: number): number {
  const person = mixInt(mixText(SEED, first, 0, first.length), year);
  return finish(mixText(mixText(person, middle, 0, middle.length), last, 0, last.length)) >>> 0 || 1;
}

/**
 * Writes the candidates of `keys` into `table` (made afresh: a voter id a row), which
 * `computeFindings` gives DUPLICATE, and lets the keys go. Returns the number of candidates.
 */
export async function saveDuplicateCandidates(db: Db, table: string, keys: DuplicateKeys): Promise<number> {
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
