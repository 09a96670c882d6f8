/**
 * Per-election digests of a history file, taken in the copy's own pass over its lines
 * (history-copy.ts). Most of the file is the same every month: an election whose records in this
 * file have the digest a file loaded before had for it (history_digests) adds nothing to
 * voting_history, so its lines are checked and digested but not copied (load-history.ts).
 */

/** How a record's voting method is numbered in the digest (the stage's text, by index). */
export const VOTING_METHODS = ['ABSENTEE', 'IN PERSON', 'UNKNOWN'] as const;

/** Sees every readable record of the file; its answer decides whether the line goes to the copy. */
export interface HistoryFilter {
  /** `dateKey` YYYYMMDD as a number, `voterId` the id's value, `method` an index of VOTING_METHODS. */
  take(dateKey: number, voterId: number, method: number): boolean;
}

export const dateKeyOf = (iso: string): number =>
  Number(iso.slice(0, 4)) * 10_000 + Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));

export const isoOfDateKey = (key: number): string =>
  `${Math.floor(key / 10_000)}-${String(Math.floor(key / 100) % 100).padStart(2, '0')}-${String(key % 100).padStart(2, '0')}`;

const TWO_32 = 4_294_967_296;

/** One 32-bit round of MurmurHash3 (x86, 32-bit). */
function round(h: number, k: number): number {
  let x = Math.imul(k, 0xcc9e2d51);
  x = (x << 15) | (x >>> 17);
  x = Math.imul(x, 0x1b873593);
  const y = h ^ x;
  return (Math.imul((y << 13) | (y >>> 19), 5) + 0xe6546b64) | 0;
}

/** MurmurHash3 (x86, 32-bit) of the 8 bytes lo, hi with `seed`. */
function murmur8(lo: number, hi: number, seed: number): number {
  let h = round(round(seed, lo), hi) ^ 8;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * One election's records in the file: their count and two sums (mod 2^32) of independent 32-bit
 * hashes of each record's key (voter id and method), so the order of the lines does not matter.
 * Two files whose records of the election differ get the same digest with a chance of about 2^-64.
 */
export class ElectionTally {
  records = 0;
  private sumA = 0;
  private sumB = 0;

  /** `copy`: the election's lines go to the stage in this pass. */
  constructor(readonly copy: boolean) {}

  add(voterId: number, method: number): void {
    // The key is below 2^53 (ids have at most 13 digits): exact as a double.
    const key = voterId * 3 + method;
    const lo = key % TWO_32;
    const hi = (key - lo) / TWO_32;
    this.records += 1;
    this.sumA = (this.sumA + murmur8(lo, hi, 0x9747b28c)) >>> 0;
    this.sumB = (this.sumB + murmur8(lo, hi, 0x5bd1e995)) >>> 0;
  }

  digest(): string {
    return this.sumA.toString(16).padStart(8, '0') + this.sumB.toString(16).padStart(8, '0');
  }
}

/** The tallies of every election of the file; an election's lines are copied when `copyElection` says. */
export class HistoryDigests implements HistoryFilter {
  readonly elections = new Map<number, ElectionTally>();
  private lastKey = -1;
  private last: ElectionTally | null = null;

  constructor(private readonly copyElection: (dateKey: number) => boolean) {}

  take(dateKey: number, voterId: number, method: number): boolean {
    let tally = this.last;
    if (dateKey !== this.lastKey || tally === null) {
      tally = this.elections.get(dateKey) ?? null;
      if (tally === null) {
        tally = new ElectionTally(this.copyElection(dateKey));
        this.elections.set(dateKey, tally);
      }
      this.lastKey = dateKey;
      this.last = tally;
    }
    tally.add(voterId, method);
    return tally.copy;
  }

  /** Readable records of the file. */
  get records(): number {
    let n = 0;
    for (const tally of this.elections.values()) n += tally.records;
    return n;
  }
}
