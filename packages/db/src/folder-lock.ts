import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One owner per PGlite data folder. PGlite's postmaster.pid holds no real process id, so two
 * processes could open one folder, each writing its own view back and losing the other's work.
 * The owner is recorded in `<folder>.lock` beside the folder (not inside it: a test template's
 * dump would carry it); an owner whose process has died no longer counts.
 */
export interface FolderOwner {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export class FolderInUseError extends Error {
  override name = 'FolderInUseError';
}

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}.lock`;
}

/** Takes the folder for this process, or throws FolderInUseError naming the owner. */
export function lockFolder(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const me: FolderOwner = {
    pid: process.pid,
    host: hostname(),
    command: commandLine(),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => release(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) throw new FolderInUseError(inUseMessage(dataDir, owner));
    // The owner died without letting go (killed, power lost): the folder is free again.
    unlinkSync(file);
  }
  throw new FolderInUseError(`The database folder ${dataDir} is being taken by another program; try again.`);
}

function release(file: string): void {
  const owner = readOwner(file);
  if (owner?.pid === process.pid && owner.host === hostname()) unlinkSync(file);
}

function readOwner(file: string): FolderOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<FolderOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      command: String(parsed.command ?? ''),
      since: String(parsed.since ?? ''),
    };
  } catch {
    return null;
  }
}

function isAlive(owner: FolderOwner): boolean {
  // Another machine's process cannot be checked from here: count it as alive.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(): string {
  const words = process.argv.slice(1).map((w) => w.replace(/^.*\/(apps|packages|scripts)\//, '$1/'));
  return words.join(' ').slice(0, 200);
}

function inUseMessage(dataDir: string, owner: FolderOwner): string {
  const who = `process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`}`;
  return (
    `The database folder ${dataDir} is in use by ${who} (${owner.command || 'unknown command'}, since ` +
    `${owner.since}). An embedded database folder has one user at a time. To load a month into it, stop ` +
    'the server first (Ctrl+C or SIGTERM), run voterroll ingest, then start the server again; to keep ' +
    'serving while a month loads, use a PostgreSQL server (DATABASE_URL).'
  );
}
