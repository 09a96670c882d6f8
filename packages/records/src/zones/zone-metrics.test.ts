import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSnapshot, insertZones, LANSING, precinctHash } from '../test-support/stored-rows';
import { findZone, type ZoneRef } from './find-zone';
import { zoneMetrics } from './zone-metrics';

const SNAPSHOT = '2025-10-01';
let t: TestDatabase;
let lansing: ZoneRef;
let precinct: ZoneRef;
beforeAll(async () => {
  t = await createTestDatabase();
  await insertZones(t.db, [LANSING]);
  await insertSnapshot(t.db, SNAPSHOT);
  await insertSnapshot(t.db, '2025-11-01', 'loading');
  const found = await findZone(t.db, { county: 'INGHAM', jurisdiction: 'LANSING CITY' });
  if (!found.ok) throw new Error(found.error);
  lansing = found.value;
  const p = await findZone(t.db, { county: 'INGHAM', jurisdiction: 'LANSING CITY', precinct: '001' });
  if (!p.ok) throw new Error(p.error);
  precinct = p.value;
  // The jurisdiction's counts as the load rolls them up: [key, value, active value].
  const metrics: [string, number, number][] = [
    ['TOTAL', 200, 180],
    ['ANY_FINDING', 60, 45],
    ['SCORED_FINDING', 50, 40],
    ['HARD_FINDING', 20, 15],
    ['AGE_100_PLUS', 7, 6],
    ['DUPLICATE', 12, 10],
    ['DUPLICATE:address', 9, 8],
    ['DUPLICATE:name', 3, 2],
    ['UOCAVA', 5, 5],
    ['UOCAVA:M', 2, 2],
    ['UOCAVA:O', 3, 3],
  ];
  for (const [key, value, active] of metrics)
    await t.db.query(
      `insert into zone_metrics (snapshot_date, zone_hash, metric_key, value, active_value)
       values ($1::date, $2, $3, $4, $5)`,
      [SNAPSHOT, lansing.zoneHash, key, value, active],
    );
});
afterAll(async () => t.drop());

describe(`zoneMetrics, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("reads a zone's counts by key into the current-metrics object, with both scores", async () => {
    const r = await zoneMetrics(t.db, lansing, SNAPSHOT);
    if (!r.ok) throw new Error(r.error);
    expect(r.value).toMatchObject({
      snapshot: SNAPSHOT,
      zone_hash: lansing.zoneHash,
      zone_name: 'LANSING CITY',
      level: 'jurisdiction',
      county_name: 'INGHAM',
      jurisdiction_name: 'LANSING CITY',
      precinct: null,
      total_count: 200,
      active_count: 180,
      age_100_plus_count: 7,
      age_100_plus_active_count: 6,
      duplicate_count: 12,
      duplicate_active_count: 10,
      duplicate_address_count: 9,
      duplicate_address_active_count: 8,
      duplicate_name_count: 3,
      duplicate_name_active_count: 2,
      uocava_count: 5,
      uocava_active_count: 5,
      uocava_m_count: 2,
      uocava_c_count: 0,
      uocava_o_count: 3,
      // 10 x (1 - findings / total): 10 x (1 - 50/200) and 10 x (1 - 20/200).
      overall_score: expect.anything(),
      hard_score: expect.anything(),
    });
    expect(Number(r.value.overall_score)).toBe(7.5);
    expect(Number(r.value.hard_score)).toBe(9);
  });

  it('gives 0 for every metric without findings', async () => {
    const r = await zoneMetrics(t.db, lansing, SNAPSHOT);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.deceased_count).toBe(0);
    expect(r.value.deceased_active_count).toBe(0);
    expect(r.value.nvra_8d_2025_count).toBe(0);
    expect(r.value.non_residential_active_count).toBe(0);
  });

  it('gives a zone without counts zeros and no scores', async () => {
    const r = await zoneMetrics(t.db, precinct, SNAPSHOT);
    if (!r.ok) throw new Error(r.error);
    expect(r.value).toMatchObject({
      zone_hash: precinctHash(LANSING),
      zone_name: 'WARD 01 PRECINCT 001',
      precinct: '001',
      total_count: 0,
      active_count: 0,
      duplicate_count: 0,
      uocava_m_count: 0,
      overall_score: null,
      hard_score: null,
    });
  });

  it('refuses a snapshot not published: unknown, or still loading', async () => {
    expect(await zoneMetrics(t.db, lansing, '2025-09-01')).toEqual({
      ok: false,
      error: 'Snapshot 2025-09-01 has not been loaded.',
    });
    expect(await zoneMetrics(t.db, lansing, '2025-11-01')).toEqual({
      ok: false,
      error: 'Snapshot 2025-11-01 has not been loaded.',
    });
  });
});
