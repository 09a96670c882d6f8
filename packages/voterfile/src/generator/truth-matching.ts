/**
 * The matching parts of the ground truth: text normalization, address keys, the two duplicate
 * rules and the deceased-by-name rule. They read the fields the registration file is written
 * from (ground-truth.test.ts checks the result against the written files) and are built for a
 * million rows: results are flags per row index, keys are small integers where possible.
 *
 * Names are generated in their compared form already (upper case, single spaces; a test checks
 * it), so they are used as they are; addresses carry clerks' variants and are normalized once per
 * address.
 */
import type { Address, Person } from './model';
import { TYPE_ABBREVIATIONS } from './streets';

/** Text already in compared form: no lower case, no periods, single inner spaces, none at the ends. */
const CLEAN = /^(?:[^\s\p{Ll}.]+(?: [^\s\p{Ll}.]+)*)?$/u;

/** Upper case, trimmed, inner spaces collapsed. */
export function norm(s: string): string {
  return CLEAN.test(s) ? s : s.toUpperCase().trim().replace(/\s+/g, ' ');
}

/** An address part: also without periods ("Ave." is "AVE"). */
export function addressPart(s: string): string {
  return CLEAN.test(s) ? s : norm(s.replace(/\./g, ''));
}

const parts = new Map<string, string>();

/** `addressPart`, remembered: street names, types and directions recur across addresses. */
function cachedPart(s: string): string {
  let v = parts.get(s);
  if (v === undefined) {
    v = addressPart(s);
    parts.set(s, v);
  }
  return v;
}

/** The street columns of a registration (no unit). */
export type StreetParts = Pick<
  Address,
  'numberPrefix' | 'number' | 'numberSuffix' | 'dirPrefix' | 'streetName' | 'streetType' | 'dirSuffix'
>;

/** The street line (no unit) of an address as the registration file spells it, normalized. */
export function streetLine(a: StreetParts): string {
  const type = cachedPart(a.streetType);
  let line = addressPart(a.numberPrefix + a.number);
  for (const part of [
    cachedPart(a.numberSuffix),
    cachedPart(a.dirPrefix),
    cachedPart(a.streetName),
    TYPE_ABBREVIATIONS[type] ?? type,
    cachedPart(a.dirSuffix),
  ]) {
    if (part !== '') line = line === '' ? part : `${line} ${part}`;
  }
  return line;
}

/** The full address a duplicate rule-1 match compares: street line, ZIP and city. */
export function fullAddressText(a: Address): string {
  return `${streetLine(a)}|${a.zip.trim()}|${norm(a.city)}`;
}

/**
 * Per address of the rows, by serial: the hash of its full address text and `sourceOf` its street
 * line + ZIP. Each text is made once and not kept (millions of addresses statewide).
 */
export function addressFacts(
  rows: readonly Person[],
  sourceOf: (lineZip: string) => number,
): { hash: Uint32Array; source: Uint8Array } {
  const size = rows[0]?.store.addresses.length ?? 0;
  const hash = new Uint32Array(size);
  const source = new Uint8Array(size);
  const done = new Uint8Array(size);
  for (const p of rows) {
    const serial = p.store.address[p.row]!;
    if (done[serial]) continue;
    done[serial] = 1;
    const a = p.address;
    const lineZip = `${streetLine(a)}|${a.zip.trim()}`;
    source[serial] = sourceOf(lineZip);
    hash[serial] = hashText(`${lineZip}|${norm(a.city)}`);
  }
  return { hash, source };
}

export const MATCHED = 1;
export const TRUE_DUPLICATE = 2;

/** The keys that occur more than once, ascending. */
function repeatedKeys(keys: Float64Array): Float64Array {
  const sorted = keys.slice().sort();
  const repeated: number[] = [];
  for (let j = 1; j < sorted.length; j++) {
    if (sorted[j] === sorted[j - 1] && repeated[repeated.length - 1] !== sorted[j]) repeated.push(sorted[j]!);
  }
  return Float64Array.from(repeated);
}

function contains(sorted: Float64Array, key: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === key) return true;
    if (v < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Rows sharing a key value, for the key values that repeat. */
function repeatedGroups(keys: Float64Array): number[][] {
  const repeated = repeatedKeys(keys);
  const groups = new Map<number, number[]>();
  keys.forEach((k, i) => {
    if (!contains(repeated, k)) return;
    const g = groups.get(k);
    if (g) g.push(i);
    else groups.set(k, [i]);
  });
  return [...groups.values()];
}

/** The groups of two or more among `candidates` whose `textOf` is the same. */
function exactGroups(candidates: readonly number[], textOf: (i: number) => string): number[][] {
  const exact = new Map<string, number[]>();
  for (const i of candidates) {
    const text = textOf(i);
    const g = exact.get(text);
    if (g) g.push(i);
    else exact.set(text, [i]);
  }
  return [...exact.values()].filter((g) => g.length > 1);
}

/**
 * Duplicate rules: (1) first name, birth year and address (street line + city + ZIP); (2) first,
 * middle and last name and birth year. Returns per row MATCHED (some rule matched it with another
 * row) and TRUE_DUPLICATE (a matched group holds another registration of the same person).
 * Each rule's key is one number: a 32-bit hash of its texts times 512 plus the birth year (exact).
 * Keys that repeat are found by sorting; only their rows are grouped, then split by the exact
 * texts, so that a hash collision matches nobody. (Small integer ids per name ran out at a few
 * million registrations.)
 */
export function duplicateMatches(rows: readonly Person[], addressHash: Uint32Array): Uint8Array {
  // Hashes per interned name (the store's string numbers): a map of strings per row cost more.
  const strings = rows[0]?.store.strings.list ?? [];
  const hashes = new Float64Array(strings.length).fill(-1);
  const nameHash = (n: number) => {
    let h = hashes[n]!;
    if (h < 0) {
      h = hashText(strings[n]!);
      hashes[n] = h;
    }
    return h;
  };
  const rule1 = new Float64Array(rows.length);
  const rule2 = new Float64Array(rows.length);
  rows.forEach((p, i) => {
    const s = p.store;
    const year = p.yob - 1700; // 0..511 for every birth year written
    const first = nameHash(s.first[p.row]!);
    rule1[i] = ((addressHash[s.address[p.row]!]! ^ Math.imul(first, 0x9e3779b1)) >>> 0) * 512 + year;
    const name = (Math.imul(first ^ nameHash(s.middle[p.row]!), 0x01000193) ^ nameHash(s.last[p.row]!)) >>> 0;
    rule2[i] = name * 512 + year;
  });
  const flags = new Uint8Array(rows.length);
  const judge = (group: readonly number[]) => {
    const perPerson = new Map<number, number>();
    for (const i of group) perPerson.set(rows[i]!.personKey, (perPerson.get(rows[i]!.personKey) ?? 0) + 1);
    for (const i of group)
      flags[i]! |= MATCHED | (perPerson.get(rows[i]!.personKey)! > 1 ? TRUE_DUPLICATE : 0);
  };
  const sameAddress = (i: number) => `${rows[i]!.first}|${fullAddressText(rows[i]!.address)}`;
  const sameName = (i: number) => `${rows[i]!.first}|${rows[i]!.middle}|${rows[i]!.last}`;
  for (const candidates of repeatedGroups(rule1))
    for (const g of exactGroups(candidates, sameAddress)) judge(g);
  for (const candidates of repeatedGroups(rule2)) for (const g of exactGroups(candidates, sameName)) judge(g);
  return flags;
}

/** FNV-1a, 32 bits. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface DeathNotice {
  first: string;
  middle: string;
  last: string;
  yob: number;
}

/**
 * Deceased rows without a voter id: each names the one row with its first name, last name and
 * birth year (and middle initial where both have one), or nobody when that is not unique.
 * Returns the indices of the rows named.
 */
export function matchByName(rows: readonly Person[], notices: readonly DeathNotice[]): number[] {
  const wanted = new Map<string, number[]>();
  const lastNames = new Set<string>();
  for (const n of notices) {
    wanted.set(`${norm(n.first)}|${norm(n.last)}|${n.yob}`, []);
    lastNames.add(norm(n.last));
  }
  // By the store's string numbers: a surname never stored is nobody's.
  const store = rows[0]?.store;
  const lastNumbers = new Set([...lastNames].map((name) => store?.strings.find(name) ?? -1));
  rows.forEach((p, i) => {
    if (lastNumbers.has(p.store.last[p.row]!)) wanted.get(`${p.first}|${p.last}|${p.yob}`)?.push(i);
  });
  const found: number[] = [];
  for (const n of notices) {
    const middle = norm(n.middle);
    const matches = wanted.get(`${norm(n.first)}|${norm(n.last)}|${n.yob}`)!.filter((i) => {
      const m = rows[i]!.middle;
      return middle === '' || m === '' || middle[0] === m[0];
    });
    if (matches.length === 1) found.push(matches[0]!);
  }
  return found;
}
