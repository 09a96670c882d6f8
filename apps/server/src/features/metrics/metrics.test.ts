import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  currentMetricsResponse,
  duplicateTrendResponse,
  metricTrendUrl,
} from '@voterroll/contract/metrics-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';

let t: TestDatabase;
let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ db: t.db });
  dir = mkdtempSync(join(tmpdir(), 'metrics-api-'));
});
afterAll(async () => {
  await app.close();
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/current-metrics/:zoneHash', () => {
  it('says so when no voter file has been loaded', async () => {
    const r = await app.inject('/api/current-metrics/MICHIGAN');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'No voter file has been loaded yet.' });
  });

  it('returns the metrics of the state and of a county from the latest snapshot', async () => {
    const voters = join(dir, 'voters.csv');
    writeQvfCsv(voters, [
      { VOTER_IDENTIFICATION_NUMBER: '1', YEAR_OF_BIRTH: '1920' },
      { VOTER_IDENTIFICATION_NUMBER: '2', VOTER_STATUS_TYPE_CODE: 'V' },
      { VOTER_IDENTIFICATION_NUMBER: '3', VOTER_STATUS_TYPE_CODE: 'C' },
    ]);
    const loaded = await ingestSnapshot(t.db, { snapshotDate: '2025-10-01', files: { voters } });
    expect(loaded.ok).toBe(true);
    const r = await app.inject('/api/current-metrics/MICHIGAN');
    expect(r.statusCode).toBe(200);
    const body = currentMetricsResponse.parse(r.json());
    expect(body).toMatchObject({
      snapshot: '2025-10-01',
      zone_hash: 'MICHIGAN',
      total_count: 2,
      active_count: 1,
      age_100_plus_count: 1,
      age_100_plus_active_count: 1,
      overall_score: 5,
      hard_score: 5,
    });
    const [county] = await t.db.query<{ zone_hash: string }>(
      `select zone_hash from zones where level = 'county'`,
    );
    const c = await app.inject(`/api/current-metrics/${county?.zone_hash}`);
    expect(c.json()).toMatchObject({ level: 'county', county_name: 'INGHAM', total_count: 2 });
  });

  it('shows DUPLICATE by rule, now and in its trend: a registration in groups of both rules in both', async () => {
    // Voters 1 and 2 (JANE DOE 1980, 1 MAIN ST; voter 1 was born 1920 in 2025-10-01) match by both
    // rules; voter 4 (another middle name, same address) only by rule 1; voter 5 (elsewhere, status
    // V) only by rule 2.
    const voters = join(dir, 'voters-nov.csv');
    writeQvfCsv(voters, [
      { VOTER_IDENTIFICATION_NUMBER: '1' },
      { VOTER_IDENTIFICATION_NUMBER: '2', VOTER_STATUS_TYPE_CODE: 'V' },
      { VOTER_IDENTIFICATION_NUMBER: '4', MIDDLE_NAME: 'R' },
      {
        VOTER_IDENTIFICATION_NUMBER: '5',
        VOTER_STATUS_TYPE_CODE: 'V',
        STREET_NUMBER: '9',
        STREET_NAME: 'ELM',
      },
    ]);
    const loaded = await ingestSnapshot(t.db, { snapshotDate: '2025-11-01', files: { voters } });
    expect(loaded.ok).toBe(true);
    const now = currentMetricsResponse.parse((await app.inject('/api/current-metrics/MICHIGAN')).json());
    expect(now).toMatchObject({
      snapshot: '2025-11-01',
      duplicate_count: 4,
      duplicate_active_count: 2,
      duplicate_address_count: 3,
      duplicate_address_active_count: 2,
      duplicate_name_count: 3,
      duplicate_name_active_count: 1,
    });
    const trend = await app.inject(metricTrendUrl('duplicate', 'MICHIGAN'));
    expect(duplicateTrendResponse.parse(trend.json())).toEqual([
      { snapshot: '2025-10-01', duplicate_count: 0, duplicate_address_count: 0, duplicate_name_count: 0 },
      { snapshot: '2025-11-01', duplicate_count: 4, duplicate_address_count: 3, duplicate_name_count: 3 },
    ]);
  });

  it('answers 400 for a malformed zone and 404 for an unknown one', async () => {
    const bad = await app.inject('/api/current-metrics/not-a-zone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown zone');
    const unknown = await app.inject(`/api/current-metrics/${'0'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown zone.' });
  });
});
