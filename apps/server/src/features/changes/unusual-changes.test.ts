import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { GRAND_RAPIDS, type QvfRow, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithSession } from '../../test-support/accounts';
import { appPerFile } from '../../test-support/app-per-file';

/**
 * Two months of 50 Lansing and 50 Grand Rapids registrations: in the second, 10 Lansing birth
 * years change (out of line: none elsewhere) and one Grand Rapids address.
 */
const h = appPerFile();
const FIRST = '2025-09-01';
const SECOND = '2025-10-01';
const tokens: Record<string, string> = {};
let dir: string;

/** Lansing's voter ids are 1-50; Grand Rapids' are 12 digits, as the state's are (beyond 32 bits). */
const voterId = (i: number) => (i >= 50 ? 180_309_700_000 + i + 1 : i + 1);
const KENT_MOVED = voterId(60);

const voters = (month: number): QvfRow[] =>
  Array.from({ length: 100 }, (_, i) => ({
    VOTER_IDENTIFICATION_NUMBER: String(voterId(i)),
    LAST_NAME: `CHANGED${String(i + 1).padStart(3, '0')}`,
    STREET_NUMBER: String(100 + i),
    ...(i >= 50 ? GRAND_RAPIDS : {}),
    ...(month === 1 && i >= 10 && i < 20 ? { YEAR_OF_BIRTH: '1902' } : {}),
    ...(month === 1 && i === 60 ? { STREET_NUMBER: '999' } : {}),
  }));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'unusual-api-'));
  for (const [m, snapshotDate] of [FIRST, SECOND].entries()) {
    const path = join(dir, `${snapshotDate}.csv`);
    writeQvfCsv(path, voters(m));
    const loaded = await ingestSnapshot(h.db, { snapshotDate, files: { voters: path } });
    if (!loaded.ok) throw new Error(loaded.error);
  }
  tokens.researcher = (await accountWithSession(h.db, 'researcher', ['ROLE_DIGITAL-RESEARCHER'])).token;
  tokens.kent = (await accountWithSession(h.db, 'kent', ['ROLE_ELECTION-PATRIOT'], { county: 'KENT' })).token;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (url: string, who?: string) =>
  h.app.inject({ method: 'GET', url, headers: who ? { 'x-access-token': tokens[who] ?? '' } : {} });

describe('GET /api/unusual-changes/{snapshotDate}', () => {
  it('lists the counts out of line, most unusual first, with a sentence saying why, to anyone', async () => {
    const res = await get(`/api/unusual-changes/${SECOND}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.snapshot_date).toBe(SECOND);
    expect(body.previous_snapshot).toBe(FIRST);
    const lansing = body.rows.find((r: { level: string; kind: string }) => r.level === 'jurisdiction');
    expect(lansing).toMatchObject({
      zone_name: expect.stringMatching(/LANSING/),
      kind: 'birth_year',
      observed: 10,
    });
    expect(lansing.rate_per_1000).toBe(200);
    expect(lansing.explanation).toMatch(
      /^Birth year changed for 10 registrations in .*LANSING.*; expected about 0\.5 from/,
    );
    expect(lansing.known_cause).toBeNull();
    expect(body.rows.every((r: { kind: string }) => r.kind === 'birth_year')).toBe(true);
    const scores = body.rows.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers 404 for a snapshot not loaded', async () => {
    expect((await get('/api/unusual-changes/2020-01-01')).statusCode).toBe(404);
  });
});

describe('GET /api/unusual-change-months', () => {
  it('lists the files with unusual changes, newest first, with their counts, to anyone', async () => {
    const res = await get('/api/unusual-change-months');
    expect(res.statusCode).toBe(200);
    const flagged = (await get(`/api/unusual-changes/${SECOND}`)).json().rows.length;
    expect(flagged).toBeGreaterThan(0);
    // The first file has nothing to compare with: only the second is listed.
    expect(res.json()).toEqual({ months: [{ snapshot_date: SECOND, count: flagged }] });
  });
});

describe('GET /api/change-counts/{zoneHash}', () => {
  it("gives the zone's counts by kind and month, to anyone", async () => {
    const res = await get('/api/change-counts/MICHIGAN');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      zone_hash: 'MICHIGAN',
      zone_name: 'MICHIGAN',
      level: 'state',
      rows: [
        { snapshot_date: SECOND, kind: 'address', count: 1, rate_per_1000: 10 },
        { snapshot_date: SECOND, kind: 'birth_year', count: 10, rate_per_1000: 100 },
      ],
    });
  });
});

describe('GET /api/registrations-changed/{snapshotDate}/{county}/…', () => {
  it('lists the registrations behind a figure with before and after', async () => {
    const res = await get(`/api/registrations-changed/${SECOND}/INGHAM?kind=birth_year`, 'researcher');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(10);
    expect(body.rows[0]).toMatchObject({
      row_number: 1,
      voter_identification_number: 11,
      name: 'CHANGED011, JANE',
      kind: 'birth_year',
      before: '1980',
      after: '1902',
      jurisdiction_name: 'LANSING CITY',
    });
    const names = body.rows.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort());
    expect(body.rows.map((r: { row_number: number }) => r.row_number)).toEqual(
      names.map((_: string, i: number) => i + 1),
    );
    const all = (await get(`/api/registrations-changed/${SECOND}/KENT/`, 'researcher')).json();
    expect(all.rows).toMatchObject([{ voter_identification_number: KENT_MOVED, kind: 'address' }]);
  });

  it('totals the rows it lists, at every depth and kind, as the zone figures count them', async () => {
    for (const zone of [
      'INGHAM',
      'INGHAM/LANSING%20CITY',
      'INGHAM/LANSING%20CITY/001',
      'KENT',
      'KENT/GRAND%20RAPIDS%20CITY',
    ])
      for (const kind of ['', '?kind=birth_year', '?kind=address', '?kind=name']) {
        const body = (await get(`/api/registrations-changed/${SECOND}/${zone}${kind}`, 'researcher')).json();
        expect([zone, kind, body.total]).toEqual([zone, kind, body.rows.length]);
      }
    const kent = (await get(`/api/registrations-changed/${SECOND}/KENT`, 'researcher')).json();
    expect(kent.total).toBe(1);
  });

  it("keeps to the user's area and refuses the public", async () => {
    expect((await get(`/api/registrations-changed/${SECOND}/INGHAM`, 'kent')).statusCode).toBe(403);
    expect((await get(`/api/registrations-changed/${SECOND}/KENT`, 'kent')).statusCode).toBe(200);
    expect((await get(`/api/registrations-changed/${SECOND}/INGHAM`)).statusCode).toBe(401);
    expect(
      (await get(`/api/registrations-changed/${SECOND}/INGHAM?kind=shoe_size`, 'researcher')).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/registration-changes/{voterId}', () => {
  it("gives one registration's changes between files, newest first, with before and after", async () => {
    const res = await get('/api/registration-changes/11', 'researcher');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      voter_id: 11,
      changes: [{ snapshot_date: SECOND, kind: 'birth_year', before: '1980', after: '1902' }],
    });
    expect((await get('/api/registration-changes/2', 'researcher')).json().changes).toEqual([]);
  });

  it("keeps to the registration's area and refuses the public", async () => {
    expect((await get('/api/registration-changes/11', 'kent')).statusCode).toBe(403);
    expect((await get(`/api/registration-changes/${KENT_MOVED}`, 'kent')).json().changes).toMatchObject([
      { snapshot_date: SECOND, kind: 'address' },
    ]);
    expect((await get('/api/registration-changes/11')).statusCode).toBe(401);
    expect((await get('/api/registration-changes/999999', 'researcher')).statusCode).toBe(404);
    expect((await get('/api/registration-changes/abc', 'researcher')).statusCode).toBe(400);
  });
});
