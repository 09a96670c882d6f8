import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '@voterroll/contract/roles';
import { listMigrations } from '@voterroll/db/migrate';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestEnvelopes } from '@voterroll/pipeline/envelopes/ingest-envelopes';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { ABSENTEE_2020_KEY } from '@voterroll/records/metrics/metric-keys';
import { ENVELOPE_SET_FOLDER, ENVELOPE_SNAPSHOT } from '@voterroll/voterfile/generator/envelopes';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avcbRows } from './queries';

/**
 * The AVCB expected figures read from the stored key ABSENTEE_NOV_2020 (the load's, or migration
 * 0095's for snapshots loaded before) equal what the page counted per request: on the generated Dec
 * 2020 snapshot and a later one, with the generated envelope set's boards, state-wide and for one
 * county.
 */
let t: TestDatabase;
let dir: string;
const LATER = '2021-01-01';
const actor = (county: string | null): Actor => ({
  userId: 1,
  username: 'a',
  roles: ['ROLE_SITE-ROOT'],
  county,
  jurisdiction: null,
});

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'avcb-expected-'));
  // The last 23 snapshots start with Dec 2020, the envelope set's file.
  await generate({ outDir: dir, voters: 1500, snapshots: 23, seed: 5 });
  for (const date of [ENVELOPE_SNAPSHOT, LATER]) {
    const s = join(dir, date);
    const loaded = await ingestSnapshot(t.db, {
      snapshotDate: date,
      files: { voters: join(s, 'EntireStateVoters.csv'), history: join(s, 'EntireStateVoterHistory.csv') },
    });
    if (!loaded.ok) throw new Error(loaded.error);
  }
  const envelopes = await ingestEnvelopes(t.db, {
    folder: join(dir, ENVELOPE_SET_FOLDER),
    imageDir: join(dir, 'images'),
  });
  if (!envelopes.ok) throw new Error(envelopes.error);
}, 300_000);
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Expected per board as the page counted it per request, for boards of the county (or all). */
async function countedPerRequest(county: string | null): Promise<Map<number, number>> {
  const rows = await t.db.query<{ avcb_number: number; n: number }>(
    `with snap as (
       select max(snapshot_date) as d from snapshots
        where status = 'ready' and snapshot_date > '2020-11-03' and snapshot_date < '2021-01-01'
     )
     select p.avcb_number, count(*)::int as n
       from snap
       join voting_history h on h.election_date = '2020-11-03' and h.voting_method = 'ABSENTEE' and h.first_seen <= snap.d
       join registrations r on r.snapshot_date = snap.d and r.voter_id = h.voter_id
       join avcb_precincts p on p.county_code = r.county_code and p.jurisdiction_code = r.jurisdiction_code
                            and p.precinct = lpad(r.precinct, 3, '0')
      where $1::text is null or p.county_name = $1
      group by p.avcb_number`,
    [county],
  );
  return new Map(rows.map((r) => [r.avcb_number, r.n]));
}

async function expectedOf(county: string | null) {
  const rows = await avcbRows(t.db, actor(county));
  return {
    boards: rows.length,
    expected: new Map(rows.map((r) => [r.avcb_no, r.ballot_app_count_expected])),
  };
}

/** The per-request counts with every other board at 0, as the page shows a board without votes. */
async function reference(county: string | null) {
  const { expected } = await expectedOf(county);
  const counted = await countedPerRequest(county);
  return new Map([...expected.keys()].map((board) => [board, counted.get(board) ?? 0]));
}

describe(`AVCB expected figures on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('equal the per-request count per board, state-wide and for a county', async () => {
    const [county] = await t.db.query<{ county_name: string }>(
      'select county_name from avcb_precincts group by 1 order by count(*) desc limit 1',
    );
    for (const who of [null, county?.county_name ?? null]) {
      const { boards, expected } = await expectedOf(who);
      expect(boards).toBeGreaterThan(1);
      expect([...expected.values()].some((n) => n > 0)).toBe(true);
      expect(expected).toEqual(await reference(who));
    }
  });

  it('are computed once for snapshots loaded before the load stored them (migration 0095)', async () => {
    const before = await expectedOf(null);
    const stored = await t.db.query(
      `select snapshot_date, zone_hash, value, active_value from zone_metrics where metric_key = $1
        order by 1, 2`,
      [ABSENTEE_2020_KEY],
    );
    // Only the snapshot of late 2020 has it.
    expect(new Set(stored.map((r) => r.snapshot_date))).toEqual(new Set([ENVELOPE_SNAPSHOT]));
    await t.db.exec(`delete from zone_metrics where metric_key = '${ABSENTEE_2020_KEY}'`);
    expect((await expectedOf(null)).expected).not.toEqual(before.expected);
    const migration = listMigrations().find((m) => m.version === 95);
    if (!migration) throw new Error('migration 0095 is missing');
    await t.db.transaction((tx) => tx.exec(migration.sql));
    expect(
      await t.db.query(
        `select snapshot_date, zone_hash, value, active_value from zone_metrics where metric_key = $1
          order by 1, 2`,
        [ABSENTEE_2020_KEY],
      ),
    ).toEqual(stored);
    expect(await expectedOf(null)).toEqual(before);
  });
});
