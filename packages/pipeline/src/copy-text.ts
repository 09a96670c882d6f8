/** PostgreSQL COPY text format: tab-separated, \N for null, backslash escapes. */

const NEEDS_ESCAPE = /[\\\t\n\r]/;

export type CopyValue = string | number | boolean | null;

export function copyField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return value === true ? 't' : value === false ? 'f' : String(value);
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

export function copyLine(values: readonly CopyValue[]): string {
  let line = copyField(values[0] ?? null);
  for (let i = 1; i < values.length; i++) line += `\t${copyField(values[i] ?? null)}`;
  return `${line}\n`;
}

const encoder = new TextEncoder();

/** Turns batches of rows into COPY chunks that each end at a row boundary. */
export async function* copyChunks<T>(
  batches: AsyncIterable<T[]>,
  toLine: (row: T) => string | null,
): AsyncGenerator<Uint8Array> {
  for await (const batch of batches) {
    let text = '';
    for (const row of batch) {
      const line = toLine(row);
      if (line !== null) text += line;
    }
    if (text.length > 0) yield encoder.encode(text);
  }
}
