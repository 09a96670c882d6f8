import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { type QvfRow, writeQvfCsv } from '../test-support/qvf-files';

/**
 * Four months of three jurisdictions of 150 registrations each, a few ordinary changes a month,
 * and in the last: 25 birth years changed in one jurisdiction and 12 registrations of another
 * renumbered into one new precinct. Those are flagged, in their zones, the renumbering with its
 * cause; the ordinary months flag nothing.
 */
let t: TestDatabase;
let dir: string;

const PLACES = [
  { JURISDICTION_CODE: '46000', JURISDICTION_NAME: 'LANSING CITY', STREET_NAME: 'MAIN' },
  { JURISDICTION_CODE: '24120', JURISDICTION_NAME: 'EAST LANSING CITY', STREET_NAME: 'GRAND RIVER' },
  { JURISDICTION_CODE: '54000', JURISDICTION_NAME: 'MERIDIAN TOWNSHIP', STREET_NAME: 'OKEMOS' },
];
const MONTHS = ['2024-01-01', '2024-02-01', '2024-03-01', '2024-04-01'];

function month(m: number): QvfRow[] {
  const rows: QvfRow[] = [];
  PLACES.forEach((place, p) => {
    for (let i = 0; i < 150; i++) {
      const voter = p * 1000 + i;
      const row: QvfRow = {
        ...place,
        VOTER_IDENTIFICATION_NUMBER: String(voter),
        STREET_NUMBER: String(i + 1),
      };
      // Ordinary months: one move a month in each jurisdiction.
      if (i < m) row.STREET_NUMBER = String(900 + i);
      if (m === 3 && p === 0 && i >= 100 && i < 125) row.YEAR_OF_BIRTH = '1901';
      if (m === 3 && p === 1 && i >= 100 && i < 112) row.PRECINCT = '009';
      rows.push(row);
    }
  });
  return rows;
}

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'unusual-changes-'));
  for (const [m, date] of MONTHS.entries()) {
    const path = join(dir, `${date}.csv`);
    writeQvfCsv(path, month(m));
    const loaded = await ingestSnapshot(t.db, { snapshotDate: date, files: { voters: path } });
    if (!loaded.ok) throw new Error(loaded.error);
  }
}, 300_000);
afterAll(async () => {
  await t?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const flagged = (date: string) =>
  t.db.query<{
    level: string;
    zone_name: string;
    kind: string;
    observed: number;
    known_cause: string | null;
  }>(
    `select z.level, z.zone_name, u.kind, u.observed, u.known_cause
       from unusual_changes u join zones z using (zone_hash)
      where u.snapshot_date = $1::date and u.flagged order by u.score desc`,
    [date],
  );

describe('unusual changes', () => {
  it('flags nothing in ordinary months', async () => {
    expect(await flagged('2024-02-01')).toEqual([]);
    expect(await flagged('2024-03-01')).toEqual([]);
  });

  it('flags the birth-year batch and the renumbering in their zones, the renumbering with its cause', async () => {
    const rows = await flagged('2024-04-01');
    expect(rows).toContainEqual(
      expect.objectContaining({
        level: 'jurisdiction',
        zone_name: expect.stringMatching(/^LANSING/),
        kind: 'birth_year',
        observed: 25,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        level: 'precinct',
        kind: 'precinct',
        observed: 12,
        known_cause: 'RENUMBERING',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        level: 'jurisdiction',
        kind: 'precinct',
        observed: 12,
        known_cause: 'RENUMBERING',
      }),
    );
    // The ordinary moves stay ordinary.
    expect(rows.filter((r) => r.kind === 'address')).toEqual([]);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['birth_year', 'precinct']));
  });
});
