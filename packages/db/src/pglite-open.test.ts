import { mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DatabaseOpenError, openPglite } from './pglite-client';

const dir = mkdtempSync(join(tmpdir(), 'pglite-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('says how to recover when a data folder cannot be opened, instead of "Aborted()"', async () => {
  const dataDir = join(dir, 'db');
  const db = await openPglite({ dataDir });
  await db.exec('create table kept (n int)');
  await db.close();
  // The control file is what PostgreSQL reads first: without it the folder is no database.
  truncateSync(join(dataDir, 'global', 'pg_control'), 0);
  const opening = openPglite({ dataDir });
  await expect(opening).rejects.toThrow(DatabaseOpenError);
  await expect(opening).rejects.toThrow(
    new RegExp(
      `^The database folder ${dataDir} could not be opened \\(PGlite: .+\\)\\. .* To recover: move the folder aside`,
    ),
  );
});
