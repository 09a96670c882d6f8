/**
 * The line each voter id was first seen on, for reporting a repeated id where it stands. An
 * open-addressing table of numbers: a statewide file has 8 million ids, and a Map of that many
 * number keys costs several times more per row.
 */
export class FirstLines {
  private ids = new Float64Array(1 << 16);
  private lines = new Int32Array(1 << 16);
  private size = 0;

  /** Records `line` for `id` (a positive integer) and returns undefined, or returns the line it was first seen on. */
  firstSeen(id: number, line: number): number | undefined {
    if (this.size * 2 >= this.ids.length) this.grow();
    const mask = this.ids.length - 1;
    for (let slot = hash(id) & mask; ; slot = (slot + 1) & mask) {
      const held = this.ids[slot]!;
      if (held === id) return this.lines[slot];
      if (held === 0) {
        this.ids[slot] = id;
        this.lines[slot] = line;
        this.size += 1;
        return undefined;
      }
    }
  }

  private grow(): void {
    const { ids, lines } = this;
    this.ids = new Float64Array(ids.length * 2);
    this.lines = new Int32Array(ids.length * 2);
    this.size = 0;
    for (let i = 0; i < ids.length; i++) if (ids[i] !== 0) this.firstSeen(ids[i]!, lines[i]!);
  }
}

function hash(id: number): number {
  const low = (id % 4294967296) | 0;
  const high = (id / 4294967296) | 0;
  return Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1) >>> 7;
}
