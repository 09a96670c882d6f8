import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FolderInUseError, lockFileOf, lockFolder } from './folder-lock';
import { DatabaseOpenError, openPglite } from './pglite-client';

const dir = mkdtempSync(join(tmpdir(), 'folder-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('refuses a second owner while the first lives, naming it and what to do', () => {
  const folder = join(dir, 'a');
  const release = lockFolder(folder);
  expect(() => lockFolder(folder)).toThrow(FolderInUseError);
  expect(() => lockFolder(folder)).toThrow(
    new RegExp(`^The database folder ${folder} is in use by process ${process.pid} .*stop the server first`),
  );
  release();
  expect(existsSync(lockFileOf(folder))).toBe(false);
  lockFolder(folder)();
});

it('takes over a folder whose owner died', () => {
  const folder = join(dir, 'b');
  // A process id that was alive and is no more: a child that has exited.
  const dead = spawnSync(process.execPath, ['-e', '0']).pid;
  const stale = { pid: dead, host: hostname(), command: 'voterroll ingest', since: '2026-01-01T00:00:00Z' };
  writeFileSync(lockFileOf(folder), JSON.stringify(stale));
  const release = lockFolder(folder);
  expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8')).pid).toBe(process.pid);
  release();
});

it('keeps a second PGlite off an open folder, and lets it in once the first has closed', async () => {
  const dataDir = join(dir, 'db');
  const first = await openPglite({ dataDir });
  await first.exec('create table kept (n int); insert into kept values (1)');
  await expect(openPglite({ dataDir })).rejects.toThrow(DatabaseOpenError);
  await expect(openPglite({ dataDir })).rejects.toThrow(/is in use by process/);
  await first.close();
  const second = await openPglite({ dataDir });
  expect(await second.query('select n from kept')).toEqual([{ n: 1 }]);
  await second.close();
});
