/**
 * Seeded randomness. sfc32 works on 32-bit integers only, so a seed gives the same sequence on
 * every platform and Node version (Math.random would not). Each concern of the generator draws
 * from its own stream (`deriveRng`) so that changing how much one part draws does not shift the
 * numbers every other part sees.
 */

/** FNV-1a: a stable 32-bit hash of a label or key. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A well-mixed number in [0, 1) from a key: for properties fixed by identity, not by draw order. */
export function hashUnit(text: string): number {
  let h = hashString(text);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b) >>> 0;
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = 0x9e3779b9 ^ seed;
    this.b = 0x243f6a88 ^ stream;
    this.c = 0xb7e15162 ^ Math.imul(seed, 0x85ebca6b);
    this.d = 1;
    // Warm up so that nearby seeds give unrelated sequences.
    for (let i = 0; i < 15; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** Approximately normal (sum of uniforms): enough for jitter, and cheap. */
  normal(mean: number, sd: number): number {
    return mean + sd * (this.next() + this.next() + this.next() + this.next() - 2) * 1.7320508;
  }
}

export function deriveRng(seed: number, label: string): Rng {
  return new Rng(seed >>> 0, hashString(label));
}

/**
 * Draws items in proportion to their weights: the first item whose cumulative weight exceeds a
 * uniform draw. A guide table (the first candidate for each of n equal slices of the total) makes
 * that a step or two instead of a binary search: the name tables hold tens of thousands of items.
 */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly guide: Int32Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) throw new Error('bad weighted table');
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += Math.max(0, weights[i]!);
      this.cumulative[i] = sum;
    }
    this.total = sum;
    this.guide = new Int32Array(items.length);
    let at = 0;
    for (let k = 0; k < items.length; k++) {
      const from = (k / items.length) * sum;
      while (at < items.length - 1 && this.cumulative[at]! <= from) at++;
      this.guide[k] = at;
    }
  }

  sample(rng: Rng): T {
    const u = rng.next();
    const x = u * this.total;
    let i = this.guide[Math.floor(u * this.items.length)]!;
    while (i < this.items.length - 1 && this.cumulative[i]! <= x) i++;
    return this.items[i]!;
  }
}
