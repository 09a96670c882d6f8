import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COUNTY_REQUIRED, SNAPSHOT_REQUIRED } from '@voterroll/contract/downloads-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { QVF_COLUMNS_49 } from '@voterroll/voterfile/qvf-format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';
import { call, csvRecords, jobWhen } from '../../test-support/downloads';
import { loadTwoSnapshots, OCTOBER } from '../../test-support/two-snapshots';

let t: TestDatabase;
let app: FastifyInstance;
let dir: string;
const tokens: Record<string, string> = {};
const LANSING = {
  vf: `qvf_${OCTOBER}`,
  county_name: 'INGHAM',
  jurisdiction_name: 'LANSING CITY',
  precinct: '',
};

beforeAll(async () => {
  t = await createTestDatabase();
  await loadTwoSnapshots(t.db);
  dir = mkdtempSync(join(tmpdir(), 'extracts-'));
  app = await buildApp({
    db: t.db,
    extracts: { dir, maxQueuedPerUser: 2, worker: { pollMs: 50, pageRows: 10 } },
  });
  await app.ready();
  tokens.researcher = (await accountWithSession(t.db, 'researcher', ['ROLE_DIGITAL-RESEARCHER'])).token;
  tokens.kent = (await accountWithSession(t.db, 'kent', ['ROLE_ELECTION-PATRIOT'], { county: 'KENT' })).token;
  tokens.plus = (await accountWithSession(t.db, 'plus', ['ROLE_ELECTION-PATRIOT-PLUS'])).token;
  tokens.root = (await accountWithSession(t.db, 'root', ['ROLE_SITE-ROOT'])).token;
  tokens.clerk = (await accountWithSession(t.db, 'clerk', ['ROLE_CLERK'])).token;
});
let appClosed = false;
afterAll(async () => {
  if (!appClosed) await app.close();
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const jobCount = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from extract_jobs'))[0]?.n ?? 0;

describe('a voter-file extract', () => {
  it('is queued, written by the worker in the state layout, and downloaded by its requester only', async () => {
    const queued = await call(app, tokens.researcher!, 'POST', '/api/downloads', LANSING);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({
      voter_file: `qvf_${OCTOBER}`,
      county_name: 'INGHAM',
      jurisdiction_name: 'LANSING CITY',
      precinct: null,
      requested_by: 'researcher@example.org',
      status: 'PENDING',
    });
    const id = queued.json().request_id as number;
    const job = await jobWhen(app, tokens.researcher!, id, (j) => j.status === 'COMPLETED');
    expect(job).toMatchObject({ rows_written: 72, rows_expected: 72, error: null });

    const file = await call(app, tokens.researcher!, 'POST', '/api/download-file', { request_id: id });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${OCTOBER}-INGHAM-LANSING-CITY.csv.gz"`,
    );
    const [header, ...rows] = csvRecords(file.rawPayload);
    expect(header).toEqual([...QVF_COLUMNS_49]);
    // The file's rows are the zone's registrations of the snapshot, field for field.
    const stored = await t.db.query<{
      voter_id: number;
      last_name: string;
      street_number: string;
      status: string;
    }>(
      `select voter_id, last_name, street_number, voter_status_type_code as status from registrations
        where snapshot_date = $1 and county_code = 33 and jurisdiction_code = 46000 order by voter_id`,
      [OCTOBER],
    );
    const col = (name: string) => QVF_COLUMNS_49.indexOf(name as (typeof QVF_COLUMNS_49)[number]);
    expect(
      rows.map((r) => ({
        voter_id: Number(r[col('VOTER_IDENTIFICATION_NUMBER')]),
        last_name: r[col('LAST_NAME')],
        street_number: r[col('STREET_NUMBER')],
        status: r[col('VOTER_STATUS_TYPE_CODE')],
      })),
    ).toEqual(stored);
    expect(rows.find((r) => r[col('VOTER_IDENTIFICATION_NUMBER')] === '51')?.[col('REGISTRATION_DATE')]).toBe(
      '2023-01-15',
    );

    // Another user is told there is no such request; site root may fetch it.
    const other = await call(app, tokens.plus!, 'POST', '/api/download-file', { request_id: id });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No such file request of yours.');
    expect((await call(app, tokens.root!, 'POST', '/api/download-file', { request_id: id })).statusCode).toBe(
      200,
    );
    expect(((await call(app, tokens.plus!, 'GET', '/api/downloads')).json() as unknown[]).length).toBe(0);
  });

  it('is refused before a job is written: another county, statewide, no snapshot, an unknown one', async () => {
    const before = await jobCount();
    const cases: [string, object, number, string][] = [
      ['kent', LANSING, 403, 'This area is outside yours (KENT county).'],
      ['researcher', { ...LANSING, county_name: '' }, 400, COUNTY_REQUIRED],
      ['researcher', { ...LANSING, county_name: 'MICHIGAN' }, 400, COUNTY_REQUIRED],
      ['researcher', { county_name: 'INGHAM' }, 400, SNAPSHOT_REQUIRED],
      [
        'researcher',
        { ...LANSING, vf: 'qvf_2024-01-01' },
        404,
        'No voter file of 2024-01-01 has been loaded.',
      ],
      ['researcher', { ...LANSING, jurisdiction_name: 'NOWHERE' }, 404, 'No jurisdiction named "NOWHERE"'],
      ['clerk', LANSING, 403, 'Insufficient Permission, please contact site root.'],
    ];
    for (const [who, body, status, message] of cases) {
      const r = await call(app, tokens[who]!, 'POST', '/api/downloads', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(r.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await jobCount()).toBe(before);
    const bad = await call(app, tokens.researcher!, 'POST', '/api/download-file', { request_id: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('is downloaded only while the requester’s current area holds its zone', async () => {
    const mover = await accountWithSession(t.db, 'mover', ['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM' });
    const r = await call(app, mover.token, 'POST', '/api/downloads', LANSING);
    const id = r.json().request_id as number;
    await jobWhen(app, mover.token, id, (j) => j.status === 'COMPLETED');
    expect((await call(app, mover.token, 'POST', '/api/download-file', { request_id: id })).statusCode).toBe(
      200,
    );
    const moveTo = async (county: string, jurisdiction: string | null) => {
      await t.db.query('update users set county = $2, jurisdiction = $3 where id = $1', [
        mover.userId,
        county,
        jurisdiction,
      ]);
      return call(app, mover.token, 'POST', '/api/download-file', { request_id: id });
    };
    // Moved to another county, or narrowed to another city of the same county: refused.
    const moved = await moveTo('KENT', null);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('This area is outside yours (KENT county).');
    expect((await moveTo('INGHAM', 'EAST LANSING CITY')).statusCode).toBe(403);
    expect((await moveTo('INGHAM', 'LANSING CITY')).statusCode).toBe(200);
  });

  it('a county user gets their own county', async () => {
    const r = await call(app, tokens.kent!, 'POST', '/api/downloads', { vf: OCTOBER, county_name: 'kent' });
    expect(r.statusCode).toBe(200);
    const job = await jobWhen(app, tokens.kent!, r.json().request_id, (j) => j.status === 'COMPLETED');
    expect(job.rows_written).toBe(3);
  });

  it('writes text a spreadsheet would run as a formula as text (CSV injection)', async () => {
    const [kentVoter] = await t.db.query<{ voter_id: number }>(
      `update registrations set last_name = '=HYPERLINK("http://x","y")', first_name = '@SUM(A1)'
        where snapshot_date = $1 and voter_id = (select min(voter_id) from registrations
          where snapshot_date = $1 and county_name = 'KENT')
        returning voter_id`,
      [OCTOBER],
    );
    const r = await call(app, tokens.kent!, 'POST', '/api/downloads', { vf: OCTOBER, county_name: 'kent' });
    const id = r.json().request_id as number;
    await jobWhen(app, tokens.kent!, id, (j) => j.status === 'COMPLETED');
    const file = await call(app, tokens.kent!, 'POST', '/api/download-file', { request_id: id });
    const [header, ...rows] = csvRecords(file.rawPayload);
    const row = rows.find(
      (cells) => cells[header!.indexOf('VOTER_IDENTIFICATION_NUMBER')] === String(kentVoter!.voter_id),
    );
    expect(row?.[header!.indexOf('LAST_NAME')]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(row?.[header!.indexOf('FIRST_NAME')]).toBe(`'@SUM(A1)`);
  });

  it('a failed job says why; an expired file is removed and says so', async () => {
    // The partial file's name is taken by a folder: the worker cannot write it.
    const [next] = await t.db.query<{ id: number }>(
      `select coalesce(max(id), 0) + 1 as id from extract_jobs`,
    );
    mkdirSync(join(dir, `${next!.id}.csv.gz.partial`));
    const r = await call(app, tokens.plus!, 'POST', '/api/downloads', LANSING);
    expect(r.json().request_id).toBe(next!.id);
    const failed = await jobWhen(app, tokens.plus!, next!.id, (j) => j.status === 'FAILED');
    expect(failed.error).toBe('The file could not be written. Please request it again.');
    const asked = await call(app, tokens.plus!, 'POST', '/api/download-file', { request_id: next!.id });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(
      'This request failed: The file could not be written. Please request it again.',
    );

    const [done] = await t.db.query<{ id: number; file_name: string }>(
      `update extract_jobs set expires_at = now() - interval '1 second'
        where id = (select min(id) from extract_jobs where status = 'COMPLETED') returning id, file_name`,
    );
    await expect.poll(() => readdirSync(dir).includes(done!.file_name), { timeout: 10_000 }).toBe(false);
    const gone = await call(app, tokens.researcher!, 'POST', '/api/download-file', { request_id: done!.id });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This file has expired and was removed. Please request it again.');
  });
});

describe('the extract worker across a restart', () => {
  // These tests run their own servers: the first one's worker must not take their jobs.
  beforeAll(async () => {
    await app.close();
    appClosed = true;
  });

  it('a job running when the server stops is taken up at the next start and completes once', async () => {
    const restartDir = mkdtempSync(join(tmpdir(), 'extracts-restart-'));
    const slow = { pollMs: 50, pageRows: 5, pagePauseMs: 150 };
    let first: FastifyInstance | null = await buildApp({
      db: t.db,
      extracts: { dir: restartDir, maxQueuedPerUser: 2, worker: slow },
    });
    try {
      await first.ready();
      const who = tokens.researcher!;
      const r = await call(first, who, 'POST', '/api/downloads', LANSING);
      const id = r.json().request_id as number;
      await jobWhen(first, who, id, (j) => j.status === 'IN PROGRESS' && j.rows_written >= 10);
      // The per-user limit: one running and one waiting are two; a third is refused, clearly.
      expect(
        (await call(first, who, 'POST', '/api/downloads', { ...LANSING, precinct: '002' })).statusCode,
      ).toBe(200);
      const third = await call(first, who, 'POST', '/api/downloads', LANSING);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(
        'You already have 2 files waiting or being written. Please wait until one is ready before requesting another.',
      );
      // The server stops midway: the job goes back to the queue, unfinished.
      await first.close();
      first = null;
      const [stopped] = await t.db.query<{ status: string; attempts: number }>(
        'select status, attempts from extract_jobs where id = $1',
        [id],
      );
      expect(stopped).toEqual({ status: 'PENDING', attempts: 1 });

      const second = await buildApp({
        db: t.db,
        extracts: { dir: restartDir, worker: { pollMs: 50, pageRows: 5 } },
      });
      try {
        await second.ready();
        const job = await jobWhen(second, who, id, (j) => j.status === 'COMPLETED');
        expect(job.rows_written).toBe(72);
        const file = await call(second, who, 'POST', '/api/download-file', { request_id: id });
        const [, ...rows] = csvRecords(file.rawPayload);
        const ids = rows.map((row) => row[QVF_COLUMNS_49.indexOf('VOTER_IDENTIFICATION_NUMBER')]);
        expect(ids.length).toBe(72);
        expect(new Set(ids).size).toBe(72);
        const [row] = await t.db.query<{ attempts: number; status: string }>(
          'select attempts, status from extract_jobs where id = $1',
          [id],
        );
        expect(row).toEqual({ attempts: 2, status: 'COMPLETED' });
        await jobWhen(second, who, id + 1, (j) => j.status === 'COMPLETED');
        // One file per completed job, no partial file left behind.
        expect(readdirSync(restartDir).sort()).toHaveLength(2);
        expect(readdirSync(restartDir).every((f) => f.endsWith('.csv.gz'))).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
      rmSync(restartDir, { recursive: true, force: true });
    }
  });

  it('a job whose server died (no heartbeat) is claimed again once it is stale', async () => {
    const [dead] = await t.db.query<{ id: number }>(
      `insert into extract_jobs (requested_by, snapshot_date, zone_hash, county_name, status, worker, heartbeat_at, attempts)
       select u.id, $1, z.zone_hash, 'KENT', 'IN PROGRESS', 'a-dead-server', now() - interval '1 hour', 1
         from users u, zones z where u.username = 'kent@example.org' and z.level = 'county' and z.county_name = 'KENT'
       returning id`,
      [OCTOBER],
    );
    const again = await buildApp({
      db: t.db,
      extracts: { dir, worker: { pollMs: 50, staleAfterMs: 60_000 } },
    });
    try {
      await again.ready();
      const job = await jobWhen(again, tokens.kent!, dead!.id, (j) => j.status === 'COMPLETED');
      expect(job.rows_written).toBe(3);
    } finally {
      await again.close();
    }
  });
});
