/**
 * Property tests' helpers for the readers under hostile files (issue 16): files built of good lines
 * and damaged ones (fast-check arbitraries), read with a time bound, and what came out checked
 * against what went in. Not used by the readers themselves.
 */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Result } from '@voterroll/contract/result';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RowProblem } from '../registration';
import type { TempFolder } from './reader-files';

/** How one reader is driven: its good lines, how to tell its rows apart, how to open it. */
export interface ReaderCase<T> {
  fileName: string;
  encoding: 'latin1' | 'utf8';
  /** The header line, or null for the fixed-width files (their first line is a record). */
  header: string | null;
  /** The text of good line number i (distinct rows for distinct i). */
  good: (i: number) => string;
  /** The key of good line i, and of a row read: the same for the same row. */
  keyOf: (i: number) => string;
  key: (row: T) => string;
  /** Every value is quoted (the CSV files): damage that breaks quoting applies. */
  quoted: boolean;
  open: (
    path: string,
    onProblem: (p: RowProblem) => void,
  ) => Promise<Result<{ batches: AsyncGenerator<T[]> }, string>>;
  /** A refusal allowed with an intact header (the history file's check of its first rows). */
  mayRefuse?: RegExp;
  /** The refusal of an empty file (default: it says the file is empty). */
  empty?: RegExp;
}

/** What a line of a test file is: good, or damaged in one way. */
export type LineKind =
  | { kind: 'good' }
  /** A name written as UTF-8 in a Latin-1 file (or the other way round): read, as mojibake. */
  | { kind: 'otherEncoding' }
  | { kind: 'nul'; at: number }
  | { kind: 'longField'; length: number }
  | { kind: 'longLine'; length: number; quote: boolean }
  | { kind: 'truncated'; at: number }
  | { kind: 'openQuote'; field: number }
  | { kind: 'randomBytes'; bytes: Uint8Array };

export const damage: fc.Arbitrary<LineKind> = fc.oneof(
  fc.record({ kind: fc.constant('nul' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('longField' as const), length: fc.integer({ min: 501, max: 5_000 }) }),
  fc.record({
    kind: fc.constant('longLine' as const),
    length: fc.integer({ min: 65_600, max: 200_000 }),
    quote: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('truncated' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('openQuote' as const), field: fc.nat() }),
  fc.record({
    kind: fc.constant('randomBytes' as const),
    // No line feed (the damage stays on its line), and something besides CR (a lone CRLF is a blank line).
    bytes: fc
      .uint8Array({ minLength: 1, maxLength: 300 })
      .map((b) => b.map((x) => (x === 10 ? 32 : x)))
      .filter((b) => b.some((x) => x !== 13)),
  }),
);

const GOOD: LineKind = { kind: 'good' };

export const lineKind: fc.Arbitrary<LineKind> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(GOOD) },
  { weight: 1, arbitrary: fc.constant({ kind: 'otherEncoding' } as const) },
  { weight: 3, arbitrary: damage },
);

/** A file's shape: its lines, each one's line end, a byte order mark, a last line end or not. */
export const fileShape = fc.record({
  lines: fc.array(lineKind, { minLength: 1, maxLength: 12 }),
  crlf: fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }),
  bom: fc.boolean(),
  finalNewline: fc.boolean(),
});
export type FileShape = typeof fileShape extends fc.Arbitrary<infer S> ? S : never;

/**
 * Whether line i of this kind must come out as a row (else it must be reported). Another
 * encoding changes a fixed-width record's length when it has accented letters: refused then.
 */
export function isReadable<T>(c: ReaderCase<T>, i: number, kind: LineKind): boolean {
  if (kind.kind === 'good') return true;
  if (kind.kind !== 'otherEncoding') return false;
  return c.quoted || lineBytes(c, i, kind).length === Buffer.byteLength(c.good(i), c.encoding);
}

/** The bytes of line i damaged as `kind` says. */
export function lineBytes<T>(c: ReaderCase<T>, i: number, kind: LineKind): Buffer {
  const text = c.good(i);
  const encode = (s: string) => Buffer.from(s, c.encoding);
  switch (kind.kind) {
    case 'good':
      return encode(text);
    case 'otherEncoding':
      // The line's accented letters in the other encoding: Latin-1 read as UTF-8 gives U+FFFD.
      return Buffer.from(text, c.encoding === 'latin1' ? 'utf8' : 'latin1');
    case 'nul': {
      // Inside a value: after a field's opening quote, or anywhere in a fixed-width record.
      if (!c.quoted) {
        const at = kind.at % text.length;
        return encode(`${text.slice(0, at)}\0${text.slice(at + 1)}`);
      }
      const starts = quoteStarts(text);
      const at = starts[kind.at % starts.length]!;
      return encode(`${text.slice(0, at)}\0${text.slice(at)}`);
    }
    case 'longField': {
      if (!c.quoted) return encode(text + 'X'.repeat(kind.length));
      const starts = quoteStarts(text);
      const at = starts[kind.length % starts.length]!;
      return encode(`${text.slice(0, at)}${'A'.repeat(kind.length)}${text.slice(at)}`);
    }
    case 'longLine':
      return encode(`${kind.quote ? '"' : ''}${'x'.repeat(kind.length)}`);
    case 'truncated': {
      // Keep 1 character or more; cut before the last field separator, so that the line lacks at
      // least a field (in a fixed-width record, 2 characters or more: a history record may lack 1).
      const limit = c.quoted ? text.lastIndexOf(',') : text.length - 1;
      return encode(text.slice(0, 1 + (kind.at % (limit - 1))));
    }
    case 'openQuote': {
      // Drop a field's closing quote.
      const ends = quoteStarts(text).map((s) => text.indexOf('"', s));
      const at = ends[kind.field % ends.length]!;
      return encode(text.slice(0, at) + text.slice(at + 1));
    }
    case 'randomBytes':
      return Buffer.from(kind.bytes);
  }
}

/** Where each quoted value starts (after its opening quote). */
function quoteStarts(text: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"' && (i === 0 || text[i - 1] === ',')) starts.push(i + 1);
  }
  return starts;
}

/** Writes the file a shape describes; returns the line number of each of its lines. */
export function writeShape<T>(c: ReaderCase<T>, path: string, shape: FileShape): number[] {
  const parts: Buffer[] = [];
  if (shape.bom) parts.push(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines: Buffer[] = c.header === null ? [] : [Buffer.from(c.header, c.encoding)];
  shape.lines.forEach((kind, i) => {
    lines.push(lineBytes(c, i, kind));
  });
  lines.forEach((line, n) => {
    parts.push(line);
    if (n < lines.length - 1 || shape.finalNewline) parts.push(Buffer.from(shape.crlf[n] ? '\r\n' : '\n'));
  });
  writeFileSync(path, Buffer.concat(parts));
  const first = c.header === null ? 1 : 2;
  return shape.lines.map((_, i) => first + i);
}

export interface Outcome<T> {
  refused: string | null;
  rows: T[];
  problems: RowProblem[];
}

/** A read must end within this bound, however hostile the file (a loaded 2-core machine). */
const READ_BOUND_MS = 10_000;

/** Opens and reads the whole file, failing when it takes longer than the bound (a hang). */
export async function readBounded<T>(c: ReaderCase<T>, path: string): Promise<Outcome<T>> {
  const problems: RowProblem[] = [];
  const read = async (): Promise<Outcome<T>> => {
    const opened = await c.open(path, (p) => problems.push(p));
    if (!opened.ok) return { refused: opened.error, rows: [], problems };
    const rows: T[] = [];
    for await (const batch of opened.value.batches) rows.push(...batch);
    return { refused: null, rows, problems };
  };
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`reading ${path} took over ${READ_BOUND_MS} ms`)),
      READ_BOUND_MS,
    );
  });
  try {
    return await Promise.race([read(), bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every problem names the file, a line of it and a reason. */
export function expectWellFormedProblems(problems: RowProblem[], path: string, lineCount: number): void {
  for (const p of problems) {
    expect(p.file).toBe(basename(path));
    expect(Number.isInteger(p.line) && p.line >= 1 && p.line <= lineCount, `line ${p.line}`).toBe(true);
    expect(p.reason.length).toBeGreaterThan(0);
    // Reasons are stored (load_problems) and shown: no NUL, no megabytes of quoted text.
    expect(p.reason).not.toContain('\0');
    expect(p.reason.length).toBeLessThan(1_000);
  }
}

/**
 * The property every reader holds on a file of good and damaged lines under an intact header:
 * every readable line comes out as its row, in order; every damaged line is reported, once, at
 * its own line; nothing else is reported.
 */
export async function checkShape<T>(c: ReaderCase<T>, path: string, given: FileShape): Promise<void> {
  // Quotes mean nothing in a fixed-width record.
  const lines = c.quoted ? given.lines : given.lines.map((k) => (k.kind === 'openQuote' ? GOOD : k));
  const shape = { ...given, lines };
  const lineOf = writeShape(c, path, shape);
  const outcome = await readBounded(c, path);
  if (outcome.refused !== null) {
    // A fixed-width file is known by its first record: a damaged one refuses the file (documented).
    const firstDamaged = c.header === null && !isReadable(c, 0, shape.lines[0]!);
    const allowed = firstDamaged ? /its first record is/ : c.mayRefuse;
    expect(allowed, `refused: ${outcome.refused}`).toBeDefined();
    expect(outcome.refused).toMatch(allowed!);
    return;
  }
  const lineCount = lineOf.length + (c.header === null ? 0 : 1);
  expectWellFormedProblems(outcome.problems, path, lineCount);
  const expectedKeys = shape.lines.flatMap((kind, i) => (isReadable(c, i, kind) ? [c.keyOf(i)] : []));
  expect(outcome.rows.map(c.key)).toEqual(expectedKeys);
  const expectedLines = shape.lines.flatMap((kind, i) => (isReadable(c, i, kind) ? [] : [lineOf[i]]));
  expect(outcome.problems.map((p) => p.line)).toEqual(expectedLines);
  shape.lines.forEach((kind, i) => {
    const problem = outcome.problems.find((p) => p.line === lineOf[i]);
    if (kind.kind === 'nul') expect(problem?.reason).toMatch(/NUL character/);
    if (kind.kind === 'longField') expect(problem?.reason).toMatch(/characters long/);
    // An open quote at the start of a long line may be closed by the next line's first quote.
    if (kind.kind === 'longLine')
      expect(problem?.reason).toMatch(
        kind.quote ? /longer than 65,536|quote is left open/ : /longer than 65,536/,
      );
  });
}

/** Property runs per reader and property: the whole set stays within a few seconds. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 60);

/**
 * The properties of one reader: good and damaged lines under an intact header; random bytes as
 * the whole file and after the header; an empty file; a header alone. `folder` holds the files.
 */
export function describeHostile<T>(name: string, c: ReaderCase<T>, folder: TempFolder): void {
  describe(`${name} under hostile files`, () => {
    const path = () => folder.path(c.fileName);

    it('gives every readable line as its row and reports every damaged one at its line', async () => {
      await fc.assert(
        fc.asyncProperty(fileShape, (shape) => checkShape(c, path(), shape)),
        { numRuns: RUNS },
      );
    });

    it('neither throws nor hangs on random bytes, as the whole file or after the header', async () => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 3_000 }), fc.boolean(), async (bytes, afterHeader) => {
          const head =
            afterHeader && c.header !== null ? Buffer.from(`${c.header}\n`, c.encoding) : Buffer.alloc(0);
          const file = Buffer.concat([head, bytes]);
          writeFileSync(path(), file);
          const outcome = await readBounded(c, path());
          if (outcome.refused !== null) {
            // A refusal is a header's (or first record's): it names the file.
            expect(outcome.refused).toContain(c.fileName);
            return;
          }
          const lines = file.toString('latin1').split('\n').length;
          expectWellFormedProblems(outcome.problems, path(), lines);
        }),
        { numRuns: RUNS },
      );
    });

    it('refuses an empty file, saying it is empty', async () => {
      writeFileSync(path(), '');
      const outcome = await readBounded(c, path());
      expect(outcome.refused).toContain(c.fileName);
      expect(outcome.refused).toMatch(c.empty ?? /is empty/);
    });

    if (c.header !== null) {
      it('reads a header alone as a file of no rows, without a problem', async () => {
        for (const eol of ['', '\n', '\r\n']) {
          writeFileSync(path(), Buffer.from(`${c.header}${eol}`, c.encoding));
          expect(await readBounded(c, path())).toEqual({ refused: null, rows: [], problems: [] });
        }
      });
    }
  });
}
