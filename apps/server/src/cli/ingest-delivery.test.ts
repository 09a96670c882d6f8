/**
 * `voterroll ingest --from` takes the files as the state delivers them (issue 28): a zip holding
 * the registrations in two parts and the history in two parts loads to exactly what the same data
 * loads to from single files. On both engines.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { csvParts, writeZip } from '@voterroll/voterfile/delivery/delivery.fixture';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, expect, it } from 'vitest';

const BIN = new URL('../../bin/voterroll.mjs', import.meta.url).pathname;

let dir: string;
let date: string;
let fromZip: TestDatabase;
let fromFiles: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ingest-delivery-'));
  const summary = await generate({ outDir: join(dir, 'files'), voters: 600, snapshots: 1, seed: 12 });
  date = summary.snapshots[0]!.date;
  fromZip = await createTestDatabase();
  fromFiles = await createTestDatabase();
  // The command under test opens the databases itself (a PGlite folder admits one process).
  if (fromZip.db.engine === 'pglite') {
    await fromZip.db.close();
    await fromFiles.db.close();
  }
}, 120_000);
afterAll(async () => {
  await fromZip.drop();
  await fromFiles.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function voterroll(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

/** A digest of every stored row a reader sees of the snapshot, per table. */
async function digests(target: string): Promise<Record<string, string>> {
  const db = await openDatabase(target);
  try {
    const out: Record<string, string> = {};
    for (const table of ['registrations', 'voting_history', 'findings', 'zone_metrics', 'addresses']) {
      const [row] = await db.query<{ n: number; digest: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
           from ${table} t`,
      );
      out[table] = `${row?.n} rows, ${row?.digest}`;
    }
    return out;
  } finally {
    await db.close();
  }
}

it('loads a zip of parts to what the single files load to', async () => {
  const voters = join(dir, 'files', date, 'EntireStateVoters.csv');
  const history = join(dir, 'files', date, 'EntireStateVoterHistory.csv');
  const [v1, v2] = csvParts(voters, 2);
  const [h1, h2] = csvParts(history, 2);
  const zip = join(dir, 'Statewide.zip');
  await writeZip(zip, {
    'Entire State Voters Part 1.csv': v1!,
    'Entire State Voters Part 2.csv': v2!,
    'Entire State Voter History Part 1.csv': h1!,
    'Entire State Voter History Part 2.csv': h2!,
  });

  const zipped = await voterroll(['ingest', '--snapshot', date, '--from', zip, '--db', fromZip.target]);
  expect(zipped.code, zipped.stderr).toBe(0);
  expect(zipped.stderr).toContain(
    '  registrations   2 parts: Statewide.zip: Entire State Voters Part 1.csv, Statewide.zip: Entire State Voters Part 2.csv',
  );
  expect(zipped.stderr).toContain(
    '  voting history  2 parts: Statewide.zip: Entire State Voter History Part 1.csv',
  );

  const single = await voterroll([
    'ingest',
    '--snapshot',
    date,
    '--voters',
    voters,
    '--history',
    history,
    '--db',
    fromFiles.target,
  ]);
  expect(single.code, single.stderr).toBe(0);

  const a = await digests(fromZip.target);
  expect(a.registrations).toMatch(/^[1-9]\d{2} rows/);
  expect(a.voting_history).not.toMatch(/^0 rows/);
  expect(a).toEqual(await digests(fromFiles.target));
}, 300_000);

it('says what is wrong with a delivery it cannot load, and loads nothing', async () => {
  const zip = join(dir, 'NoVoters.zip');
  await writeZip(zip, { 'ReadMe.txt': 'nothing here\n' });
  const r = await voterroll(['ingest', '--snapshot', date, '--from', zip, '--db', fromZip.target]);
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(/voterroll ingest: No registration file was found in .*NoVoters\.zip/);
});
