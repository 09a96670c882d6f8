import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CLERK_METRICS,
  CLERK_VOTER_STATUS_FILTERS,
  type ClerkList,
  type ClerkMetrics,
} from '@voterroll/contract/clerk-api';
import { VOTER_STATUS_LABELS } from '@voterroll/contract/labels';
import { VOTER_STATUS_FILTERS } from '@voterroll/contract/triage';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { ohioMove, writeCsv, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { NCOA_COLUMNS } from '@voterroll/voterfile/qvf-format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';

/**
 * Which registrations Due for Confirmation holds, by voter status: a file where a registration of
 * each status the voter file knows moved out of Michigan. The card, the list, its total and each
 * voter status filter it offers count the same set, and the card's words name it.
 */
const SNAPSHOT = '2025-10-01';
const STATUS_OF: Record<number, string> = { 4: 'A', 5: 'V', 6: 'CH', 7: 'I', 8: 'R', 9: 'C' };
let t: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'due-statuses-'));
  try {
    const voters = join(dir, 'voters.csv');
    writeQvfCsv(
      voters,
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ({
        VOTER_IDENTIFICATION_NUMBER: String(i),
        LAST_NAME: `VOTER${i}`,
        STREET_NUMBER: String(100 + i),
        VOTER_STATUS_TYPE_CODE: STATUS_OF[i] ?? 'A',
      })),
    );
    const ncoa = join(dir, 'ncoa.csv');
    writeCsv(
      ncoa,
      NCOA_COLUMNS,
      Object.keys(STATUS_OF).map((v) => ohioMove(Number(v))),
    );
    const loaded = await ingestSnapshot(t.db, { snapshotDate: SNAPSHOT, files: { voters, ncoa } });
    if (!loaded.ok) throw new Error(loaded.error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  app = await buildApp({ db: t.db });
  await app.ready();
  token = (await accountWithSession(t.db, 'clerk', ['ROLE_CLERK'])).token;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
const due = async (query = '') => {
  const r = await get(`/api/due-for-confirmation?sort=voter_identification_number&${query}`);
  expect(r.statusCode, r.body).toBe(200);
  const body: ClerkList = r.json();
  return { ids: body.rows.map((row) => row.voter_identification_number), total: body.total };
};

describe(`Due for Confirmation's voter statuses on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('holds the Active registrations that moved, and its card and list say so', async () => {
    const all = await due();
    expect(all).toEqual({ ids: [4], total: 1 });
    const m: ClerkMetrics = (await get('/api/clerk-review-metrics/')).json();
    expect(m.due_for_confirmation_count).toBe(all.total);
    const held = [...new Set(all.ids.map((id) => STATUS_OF[id] ?? '?'))];
    expect(held).toEqual([...CLERK_VOTER_STATUS_FILTERS.confirmation]);
    const words = (codes: readonly string[]) =>
      codes.map((c) => VOTER_STATUS_LABELS[c as keyof typeof VOTER_STATUS_LABELS]).join(' or ');
    const info = CLERK_METRICS.due_for_confirmation_count;
    expect(info.definition).toContain(`voter status is ${words(held)},`);
    expect(info.caption.startsWith(`${words(held)} registrations`)).toBe(true);
  });

  it('offers as voter status filters exactly the statuses it holds, their totals adding up to its total', async () => {
    const all = await due();
    let sum = 0;
    for (const s of CLERK_VOTER_STATUS_FILTERS.confirmation) {
      const one = await due(`voter_status=${s}`);
      expect(one.total, s).toBeGreaterThan(0);
      for (const id of one.ids) expect(STATUS_OF[id], `${id}`).toBe(s);
      sum += one.total;
    }
    expect(sum).toBe(all.total);
    const offered: readonly string[] = CLERK_VOTER_STATUS_FILTERS.confirmation;
    for (const s of VOTER_STATUS_FILTERS.filter((v) => !offered.includes(v))) {
      const r = await get(`/api/due-for-confirmation?voter_status=${s}`);
      expect(r.statusCode, s).toBe(400);
      expect(r.json().message).toContain('Unknown voter status filter.');
    }
  });
});
