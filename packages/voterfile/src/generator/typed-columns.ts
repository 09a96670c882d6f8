/**
 * Building blocks of the generator's compact population: interned strings and growable columns
 * of typed arrays. A statewide file is millions of registrations; an object with a string per
 * field cost about 1 KB each, a row of typed columns under 100 bytes.
 */

/** Each distinct string once, numbered in order of first use. */
export class Strings {
  private readonly numbers = new Map<string, number>();
  readonly list: string[] = [];

  /** The string's number, adding it when new. */
  of(text: string): number {
    let n = this.numbers.get(text);
    if (n === undefined) {
      n = this.list.length;
      this.list.push(text);
      this.numbers.set(text, n);
    }
    return n;
  }

  /** The string's number, or -1 when it was never added. */
  find(text: string): number {
    return this.numbers.get(text) ?? -1;
  }
}

type Column = Int8Array | Uint8Array | Int16Array | Int32Array | Float64Array;

/** A copy of `column` with room for `capacity` rows (the new rows zero). */
export function grown<T extends Column>(column: T, capacity: number): T {
  const next = new (column.constructor as new (n: number) => T)(capacity);
  next.set(column);
  return next;
}

/** A growable list of 32-bit integers. */
export class IntList {
  data = new Int32Array(16);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) this.data = grown(this.data, this.length * 2);
    this.data[this.length++] = value;
  }
}
