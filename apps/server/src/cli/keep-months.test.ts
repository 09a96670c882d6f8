import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotArchived } from '@voterroll/contract/common-api';
import { metricTrendUrl } from '@voterroll/contract/metrics-api';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { type DiskUsage, diskUsage } from '@voterroll/pipeline/snapshots/disk-usage';
import { keepMonths } from '@voterroll/pipeline/snapshots/keep-months';
import { GRAND_RAPIDS, type QvfRow, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithSession } from '../test-support/accounts';
import { appPerFile } from '../test-support/app-per-file';
import { main } from './main';

/**
 * `voterroll keep-months` (issue 38): four months of 60 Lansing and 50 Grand Rapids registrations;
 * in the second, 10 Lansing
 * birth years change (an unusual change) and a registration is removed. Keeping 2 archives the
 * first two; their figures, trends, unusual changes and added and removed lists still answer,
 * the review workflow goes on, and only their registration-level lists are gone, saying so.
 */
const h = appPerFile();
const MONTHS = ['2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01'] as const;
const [JULY, AUGUST, SEPTEMBER, OCTOBER] = MONTHS;
const tokens: Record<string, string> = {};
let dir: string;

const voters = (month: number): QvfRow[] =>
  Array.from({ length: 110 }, (_, i) => ({
    VOTER_IDENTIFICATION_NUMBER: String(i + 1),
    LAST_NAME: `KEPT${String(i + 1).padStart(3, '0')}`,
    STREET_NUMBER: String(100 + i),
    ...(i >= 60 ? GRAND_RAPIDS : {}),
    ...(month >= 1 && i >= 10 && i < 20 ? { YEAR_OF_BIRTH: '1902' } : {}),
  })).filter((_, i) => !(month >= 1 && i === 59));

const get = (url: string, who?: string) =>
  h.app.inject({ method: 'GET', url, headers: who ? { 'x-access-token': tokens[who] ?? '' } : {} });
const partitions = async () =>
  (
    await h.db.query<{ name: string }>(
      `select c.relname as name from pg_inherits i
         join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
        where p.relname = 'registrations' order by 1`,
    )
  ).map((r) => r.name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'keep-months-'));
  for (const [m, snapshotDate] of MONTHS.entries()) {
    const path = join(dir, `${snapshotDate}.csv`);
    writeQvfCsv(path, voters(m));
    const loaded = await ingestSnapshot(h.db, { snapshotDate, files: { voters: path } });
    if (!loaded.ok) throw new Error(loaded.error);
  }
  tokens.researcher = (await accountWithSession(h.db, 'researcher', ['ROLE_DIGITAL-RESEARCHER'])).token;
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('keeping the newest months whole', () => {
  let before: { trend: unknown; unusual: unknown; removed: unknown; months: unknown };

  it('says which months it would archive, and archives nothing on a dry run', async () => {
    before = {
      trend: (await get(metricTrendUrl('duplicate', 'MICHIGAN'))).json(),
      unusual: (await get(`/api/unusual-changes/${AUGUST}`)).json(),
      removed: (await get(`/api/registrations-removed/${AUGUST}/INGHAM`, 'researcher')).json(),
      months: (await get('/api/unusual-change-months')).json(),
    };
    // What is compared after archiving is there to compare: four months, a finding, a removal.
    expect(JSON.stringify(before.trend)).toContain(JULY);
    expect((before.unusual as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    expect(before.removed).toMatchObject({ total: 1, rows: [{ voter_identification_number: 60 }] });
    const planned = await keepMonths(h.db, 2, { dryRun: true });
    expect(planned).toEqual({
      ok: true,
      value: [
        { snapshotDate: JULY, registrations: 110 },
        { snapshotDate: AUGUST, registrations: 109 },
      ],
    });
    expect(await partitions()).toHaveLength(4);
  });

  it('refuses to keep fewer than two months whole, from the function and the command', async () => {
    expect(await keepMonths(h.db, 1)).toEqual({
      ok: false,
      error: "Keep at least 2 months whole: the newest month's changes are found against the one before.",
    });
    expect(await main(['keep-months', '--months', 'two'])).toBe(2);
    expect(await main(['keep-months', '--months', '1'])).toBe(2);
  });

  it('drops the older months’ registrations, and keeps their figures, trends and changes', async () => {
    const diskBefore = await diskUsage(h.db);
    const archived = await keepMonths(h.db, 2);
    expect(archived.ok && archived.value.map((m) => m.snapshotDate)).toEqual([JULY, AUGUST]);
    expect(await partitions()).toEqual(['registrations_20250901', 'registrations_20251001']);
    const [left] = await h.db.query<{ n: number }>(
      'select count(*)::int as n from registrations where snapshot_date < $1::date',
      [SEPTEMBER],
    );
    expect(left?.n).toBe(0);

    expect((await get(metricTrendUrl('duplicate', 'MICHIGAN'))).json()).toEqual(before.trend);
    expect((await get(`/api/unusual-changes/${AUGUST}`)).json()).toEqual(before.unusual);
    expect((await get(`/api/registrations-removed/${AUGUST}/INGHAM`, 'researcher')).json()).toEqual(
      before.removed,
    );
    expect((await get('/api/unusual-change-months')).json()).toEqual(before.months);
    // Run again, nothing is left to archive.
    expect(await keepMonths(h.db, 2)).toEqual({ ok: true, value: [] });

    // `voterroll disk` tells an archived month's freed part from what it keeps.
    const diskAfter = await diskUsage(h.db);
    const month = (u: DiskUsage, d: string) => u.months.find((m) => m.snapshotDate === d);
    expect(month(diskBefore, JULY)).toMatchObject({ archived: false });
    expect(month(diskBefore, JULY)?.wholeMonthBytes).toBeGreaterThan(0);
    expect(month(diskAfter, JULY)).toMatchObject({ archived: true, wholeMonthBytes: 0 });
    expect(month(diskAfter, JULY)?.keptBytes).toBe(month(diskBefore, JULY)?.keptBytes);
    expect(month(diskAfter, OCTOBER)).toEqual(month(diskBefore, OCTOBER));
    expect(diskAfter.shared.map((t) => t.table)).toContain('voting_history');
  });

  it('says an archived month’s registration lists are gone, and offers only whole months to search', async () => {
    const changed = await get(`/api/registrations-changed/${AUGUST}/INGHAM?kind=birth_year`, 'researcher');
    expect(changed.statusCode).toBe(404);
    expect(changed.json().message).toBe(snapshotArchived(AUGUST));
    const files = (await get('/api/voter-file-snapshots')).json() as { snapshot: string }[];
    expect(files.map((f) => f.snapshot)).toEqual([OCTOBER, SEPTEMBER]);
  });

  it('goes on with the review workflow on the current month', async () => {
    const flagged = await h.app.inject({
      method: 'POST',
      url: '/api/flag-registration-int',
      headers: { 'x-access-token': tokens.researcher ?? '' },
      payload: {
        selectedVoterIds: [{ voterIdentificationNo: 12 }],
        flagReport: {
          flag_status: 'TRG',
          flagged_reason: 'Deceased',
          flagged_reason_x: 'Born in 1902: an obituary?',
        },
      },
    });
    expect(flagged.json()).toMatchObject({ flags: [{ voter_id: 12, current_triage_status: 'TRG' }] });
    const notes = await get('/api/flagged-registration-comments/12', 'researcher');
    expect(notes.json()['flagged-registration']).toMatchObject({ current_triage_status: 'TRG' });
    expect((await get('/api/review-list/AGE_100_PLUS/INGHAM', 'researcher')).statusCode).toBe(200);
  });
});
