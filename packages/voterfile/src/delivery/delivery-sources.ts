import { createReadStream, type Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** One file of a delivery: on disk, or an entry of a zip. */
export interface DeliverySource {
  /** The file's own name (for a zip entry, its path inside the zip). */
  name: string;
  /** Where it came from, as the plan shows it: "Statewide.zip: EntireStateVoters1.csv". */
  shown: string;
  /** On disk: its path, so a single part is read in place. */
  path: string | null;
  open: () => Promise<Readable>;
}

export interface OpenedSources {
  sources: DeliverySource[];
  close: () => void;
}

/** Every file of the paths given: files, folders (their files, recursively) and zips (their entries). */
export async function listSources(paths: readonly string[]): Promise<OpenedSources> {
  const sources: DeliverySource[] = [];
  const zips: yauzl.ZipFile[] = [];
  const close = () => {
    for (const z of zips) z.close();
  };
  try {
    for (const path of paths) await add(path, sources, zips);
  } catch (e) {
    close();
    throw e;
  }
  return { sources, close };
}

async function add(path: string, sources: DeliverySource[], zips: yauzl.ZipFile[]): Promise<void> {
  let info: Stats;
  try {
    info = await stat(path);
  } catch {
    throw new DeliveryError(`${path} does not exist.`);
  }
  if (info.isDirectory()) {
    const names = (await readdir(path)).filter((n) => !n.startsWith('.')).sort();
    for (const name of names) await add(join(path, name), sources, zips);
    return;
  }
  if (/\.zip$/i.test(path)) {
    const zip = await openZip(path);
    zips.push(zip);
    for (const entry of await entriesOf(zip)) {
      if (entry.fileName.endsWith('/') || /(^|\/)(__MACOSX|\.)/.test(entry.fileName)) continue;
      sources.push({
        name: entry.fileName,
        shown: `${basename(path)}: ${entry.fileName}`,
        path: null,
        open: () => zipStream(zip, entry),
      });
    }
    return;
  }
  sources.push({ name: basename(path), shown: path, path, open: async () => createReadStream(path) });
}

/** A delivery that cannot be read: said in the user's terms. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (e, zip) => {
      if (e || !zip)
        reject(new DeliveryError(`${basename(path)} is not a readable zip file (${e?.message}).`));
      else resolve(zip);
    });
  });
}

function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (e: Error) => reject(new DeliveryError(`The zip file is damaged: ${e.message}`)));
    zip.readEntry();
  });
}

function zipStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (e, stream) => {
      if (e || !stream)
        reject(new DeliveryError(`${entry.fileName} cannot be read from the zip: ${e?.message}`));
      else resolve(stream);
    });
  });
}

/** The first non-empty line of a source (its first 64 KiB, as Latin-1); null when empty. */
export async function firstLineOf(source: DeliverySource): Promise<string | null> {
  const stream = await source.open();
  let text = '';
  try {
    for await (const chunk of stream) {
      text += (chunk as Buffer).toString('latin1');
      const line = text.split('\n').find((l, i, all) => l.replace(/\r$/, '') !== '' && i < all.length - 1);
      if (line !== undefined) return line.replace(/\r$/, '');
      if (text.length >= 64 * 1024) break;
    }
  } finally {
    stream.destroy();
  }
  const line = text.split('\n').find((l) => l.replace(/\r$/, '') !== '');
  return line === undefined ? null : line.replace(/\r$/, '');
}
