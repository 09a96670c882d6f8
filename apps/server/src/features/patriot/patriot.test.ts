import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlaggedRow, RemovedRow } from '@voterroll/contract/patriot-api';
import { flagSnapshotRows } from '@voterroll/pipeline/flags/flag.fixture';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { actorOf, KENT_VOTER } from '@voterroll/records/flags/flag.fixture';
import { transition } from '@voterroll/records/flags/transition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

/**
 * The Election Patriot dashboard over HTTP (spec 3 sections 2.3, 6, 7): the flagged list of the
 * caller's area, and Removed: the flagged registrations a later voter file no longer holds, with
 * the snapshot that removed them. Voters 1-20 are in Lansing (Ingham), 2001-2009 in Kent; the
 * November file drops voters 5 and 8 (Lansing) and 2001 (Kent); 5 and 2001 were flagged, 8 not.
 */

let h: FlagTestApp;
const NOVEMBER = '2025-11-01';

async function loadNovember(dropped: Set<number>) {
  const dir = mkdtempSync(join(tmpdir(), 'patriot-'));
  try {
    const rows = flagSnapshotRows(20, dropped);
    const voters = join(dir, 'voters.csv');
    writeQvfCsv(voters, rows);
    const loaded = await ingestSnapshot(h.t.db, { snapshotDate: NOVEMBER, files: { voters } });
    if (!loaded.ok) throw new Error(loaded.error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  h = await flagTestApp({
    lansingVoters: 20,
    users: {
      patriot: [['ROLE_ELECTION-PATRIOT'], {}],
      lansingPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'INGHAM', jurisdiction: 'LANSING CITY' }],
      kentPatriot: [['ROLE_ELECTION-PATRIOT'], { county: 'KENT' }],
      plus: [['ROLE_ELECTION-PATRIOT-PLUS'], { county: 'INGHAM' }],
      root: [['ROLE_SITE-ROOT'], {}],
      clerk: [['ROLE_CLERK'], {}],
    },
  });
  const patriot = actorOf('ROLE_ELECTION-PATRIOT');
  for (const [voterId, to] of [
    [5, 'TRG'],
    [6, 'VALID'],
    [KENT_VOTER, 'TRG'],
  ] as const) {
    const r = await transition(h.t.db, {
      by: { kind: 'user', actor: patriot },
      voterId,
      expected: { status: 'NEW' },
      to,
      reason: 'Deceased',
      comment: 'Obituary in the Lansing State Journal',
    });
    if (!r.ok) throw new Error(r.error.message);
  }
});
afterAll(() => h.close());

const get = (who: string, url: string) =>
  h.app.inject({ method: 'GET', url, headers: { 'x-access-token': h.tokens[who]! } });
const ids = (rows: { voter_identification_number: number }[]) =>
  rows.map((r) => r.voter_identification_number).sort((a, b) => a - b);

describe(`the Election Patriot dashboard on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("lists the flagged registrations of the caller's area with their registration", async () => {
    const all: FlaggedRow[] = (await get('patriot', '/api/flagged-registration-review')).json();
    expect(ids(all)).toEqual([5, 6, KENT_VOTER]);
    const lansing: FlaggedRow[] = (await get('lansingPatriot', '/api/flagged-registration-review')).json();
    expect(ids(lansing)).toEqual([5, 6]);
    expect(lansing.find((r) => r.voter_identification_number === 5)).toMatchObject({
      current_triage_status: 'TRG',
      flagged_reason: 'Deceased',
      full_name: 'VOTER5, JANE',
      voter_status_type_code: 'A',
      county_name: 'INGHAM',
      jurisdiction_name: 'LANSING CITY',
      flagged_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(ids((await get('kentPatriot', '/api/flagged-registration-review')).json())).toEqual([KENT_VOTER]);
    expect(ids((await get('plus', '/api/flagged-registration-review')).json())).toEqual([5, 6]);
  });

  it('answers Removed empty until a later voter file drops a flagged registration', async () => {
    const before = (await get('lansingPatriot', '/api/flagged-registrations-removed')).json();
    expect(before).toMatchObject({
      area: { county_name: 'INGHAM', jurisdiction_name: 'LANSING CITY', zone_hash: expect.any(String) },
      rows: [],
    });
  });

  it('lists the flagged registrations a later voter file removed, with that snapshot, by area', async () => {
    await loadNovember(new Set([5, 8, KENT_VOTER]));
    const all: { rows: RemovedRow[] } = (await get('patriot', '/api/flagged-registrations-removed')).json();
    expect(ids(all.rows)).toEqual([5, KENT_VOTER]);
    const lansing: { rows: RemovedRow[] } = (
      await get('lansingPatriot', '/api/flagged-registrations-removed')
    ).json();
    expect(lansing.rows).toEqual([
      {
        voter_identification_number: 5,
        current_triage_status: 'TRG',
        flagged_reason: 'Deceased',
        flagged_at: expect.any(String),
        removed_in_snapshot: NOVEMBER,
        voter_status_type_code: 'A',
        full_name: 'VOTER5, JANE',
        full_street_address: expect.stringMatching(/^105 MAIN/),
        year_of_birth: 1980,
        county_name: 'INGHAM',
        jurisdiction_name: 'LANSING CITY',
      },
    ]);
    expect(ids((await get('kentPatriot', '/api/flagged-registrations-removed')).json().rows)).toEqual([
      KENT_VOTER,
    ]);
    // The flagged list keeps the removed flag, without a current registration.
    const flagged: FlaggedRow[] = (await get('lansingPatriot', '/api/flagged-registration-review')).json();
    expect(flagged.find((r) => r.voter_identification_number === 5)).toMatchObject({
      voter_status_type_code: null,
      full_name: '',
      jurisdiction_name: 'LANSING CITY',
    });
  });

  it('refuses the roles the spec does not name', async () => {
    expect((await get('clerk', '/api/flagged-registration-review')).statusCode).toBe(403);
    expect((await get('root', '/api/flagged-registration-review')).statusCode).toBe(200);
    // Removed: ELECTION-PATRIOT only (spec 3 section 6).
    expect((await get('plus', '/api/flagged-registrations-removed')).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/flagged-registration-review' })).statusCode).toBe(
      401,
    );
  });
});
