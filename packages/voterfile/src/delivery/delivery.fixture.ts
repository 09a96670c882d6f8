import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import yazl from 'yazl';

/** A CSV file's text cut into `count` parts of whole lines, each with the header, as the state splits it. */
export function csvParts(path: string, count: number): string[] {
  const text = readFileSync(path, 'latin1');
  const [header, ...rows] = text.replace(/\n$/, '').split('\n');
  const size = Math.ceil(rows.length / count);
  return Array.from(
    { length: count },
    (_, i) => `${[header, ...rows.slice(i * size, (i + 1) * size)].join('\n')}\n`,
  );
}

/** Writes a zip of the given entries (deflated), as a delivery arrives. */
export async function writeZip(path: string, entries: Record<string, string>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text, 'latin1'), name);
  zip.end();
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  await once(out, 'finish');
}
