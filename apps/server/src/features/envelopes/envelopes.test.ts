import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENVELOPE_CHANGED_MEANWHILE, ENVELOPE_NOT_FOUND } from '@voterroll/contract/envelopes-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import {
  type EnvelopeSetFolder,
  lansingBoard,
  readEnvelope,
  writeEnvelopeSetFixture,
} from '@voterroll/pipeline/envelopes/envelope-set.fixture';
import { ingestEnvelopes } from '@voterroll/pipeline/envelopes/ingest-envelopes';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { writeCsv, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { HISTORY_COLUMNS } from '@voterroll/voterfile/qvf-format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';

/**
 * The envelope list, dialog, image and edit, and the AVCB counts they feed, against a real load:
 * a Dec 2020 snapshot of Lansing with five absentee votes in the general election (precincts 001
 * and 002: board 1; 003: board 2) and a set of four envelopes.
 */
let t: TestDatabase;
let app: FastifyInstance;
let set: EnvelopeSetFolder;
let dir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'envelopes-api-'));
  const voters = join(dir, 'voters.csv');
  const history = join(dir, 'history.csv');
  const ids = [1, 2, 3, 4, 5, 6].map((n) => String(8_100_000 + n));
  writeQvfCsv(
    voters,
    ids.map((id, i) => ({
      VOTER_IDENTIFICATION_NUMBER: id,
      LAST_NAME: 'VOTER',
      PRECINCT: ['001', '002', '003'][i % 3],
    })),
  );
  writeCsv(
    history,
    HISTORY_COLUMNS,
    ids.map((id, i) => ({
      VOTER_IDENTIFICATION_NUMBER: id,
      COUNTY_CODE: '33',
      JURISDICTION_CODE: '46000',
      ELECTION_DATE: '2020-11-03',
      IS_ABSENTEE_VOTER: i === 5 ? 'N' : 'Y',
    })),
  );
  const loaded = await ingestSnapshot(t.db, { snapshotDate: '2020-12-01', files: { voters, history } });
  if (!loaded.ok) throw new Error(loaded.error);
  set = writeEnvelopeSetFixture(
    [lansingBoard('1', '001'), lansingBoard('1', '002'), lansingBoard('2', '003')],
    [
      readEnvelope('AV-1.svg', '1'),
      readEnvelope('AV-2.svg', '1', { OCR_FULL_NAME: 'B0B SMlTH', OCR_BALLOT_SIGNED_DATE: 'l0/05/2020' }),
      readEnvelope('AV-3.svg', '2', { OCR_FULL_STREET_ADDRESS: '77 ELM ST, LANSING MI 48912' }),
      readEnvelope('AV-4.svg', '2'),
    ],
  );
  const envelopes = await ingestEnvelopes(t.db, { folder: set.folder, imageDir: set.imageDir });
  if (!envelopes.ok) throw new Error(envelopes.error);
  app = await buildApp({ db: t.db, envelopeImages: { dir: set.imageDir, baseUrl: null } });
  await app.ready();
  tokens.entry = (await accountWithSession(t.db, 'entry', ['ROLE_DATA-ENTRY'], { county: 'INGHAM' })).token;
  tokens.other = (
    await accountWithSession(t.db, 'entry-kent', ['ROLE_DATA-ENTRY'], { county: 'KENT' })
  ).token;
  tokens.root = (await accountWithSession(t.db, 'root', ['ROLE_SITE-ROOT'])).token;
  tokens.clerk = (await accountWithSession(t.db, 'clerk', ['ROLE_CLERK'])).token;
});
afterAll(async () => {
  await app.close();
  await t.drop();
  set.remove();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, who = 'entry') =>
  app.inject({ method: 'GET', url, headers: { 'x-access-token': tokens[who]! } });
const edit = (payload: object, who = 'entry') =>
  app.inject({
    method: 'POST',
    url: '/api/ballot-envelope-edit',
    headers: { 'x-access-token': tokens[who]! },
    payload,
  });
const entry = (overrides: object = {}) => ({
  selectedFileName: 'AV-2.svg',
  name: 'Bob Smith',
  address: '11 Seedwood St, Lansing MI 48912',
  precinct: '2',
  avcb_number: '1',
  ballot_number: '123457',
  ballot_signed_date: '2020-10-05',
  ballot_received_date: '2020-10-09',
  comments: '',
  version: 1,
  ...overrides,
});

describe('the ballot envelope list', () => {
  it("lists the area's envelopes with the spec's columns, filtered by status and by name or address", async () => {
    const all = await get('/api/ballot-envelopes');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(4);
    expect(body.envelopes[1]).toEqual({
      row_number: 2,
      current_data_entry_status: 'REVIEW',
      file_name: 'AV-2.svg',
      avcb_number: 1,
      ocr_full_street_address: '10 SEEDWOOD ST, LANSING MI 48912',
      ocr_full_name: 'B0B SMlTH',
      ocr_ballot_number: '123456',
      ocr_ballot_signed_date: 'l0/05/2020',
      ocr_ballot_received_date: '2020-10-09',
      ocr_avcb: '1',
      ocr_precinct: '001',
      comments: '',
      s3_url: '/api/ballot-envelope-image/AV-2.svg',
    });
    const review = (await get('/api/ballot-envelopes?status=REVIEW')).json();
    expect(review.envelopes.map((e: { file_name: string }) => e.file_name)).toEqual(['AV-2.svg']);
    const elm = (await get('/api/ballot-envelopes?q=elm st')).json();
    expect(elm.envelopes.map((e: { file_name: string }) => e.file_name)).toEqual(['AV-3.svg']);
    expect((await get('/api/ballot-envelopes?q=smlth&status=OCR')).json()).toEqual({
      envelopes: [],
      total: 0,
    });
  });

  it("gives another county's data-entry user none of them, and refuses other roles", async () => {
    expect((await get('/api/ballot-envelopes', 'other')).json()).toEqual({ envelopes: [], total: 0 });
    expect((await get('/api/ballot-envelope/AV-1.svg', 'other')).statusCode).toBe(404);
    expect((await get('/api/ballot-envelope-image/AV-1.svg', 'other')).statusCode).toBe(404);
    expect((await get('/api/ballot-envelopes', 'clerk')).statusCode).toBe(403);
    expect((await get('/api/avcb-counts-2020', 'clerk')).statusCode).toBe(403);
  });

  it('serves the scanned image to the area, as an inert SVG', async () => {
    const r = await get('/api/ballot-envelope-image/AV-1.svg');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.body).toContain('AV-1.svg');
    expect((await get('/api/ballot-envelope-image/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('keeps the scan (names, addresses, signatures) out of the browser’s cache', async () => {
    const r = await get('/api/ballot-envelope-image/AV-1.svg');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('the envelope edit', () => {
  it('validates fields with the spec’s messages and refuses an unknown board', async () => {
    const blank = await edit(entry({ name: '', ballot_signed_date: '' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Name is required');
    expect(blank.json().message).toContain('Ballot Signed Date is required');
    const bad = await edit(entry({ ballot_number: '12A', ballot_signed_date: '2020-02-30' }));
    expect(bad.json().message).toContain('Ballot Number must be a number');
    expect(bad.json().message).toContain('Ballot Signed Date is not a real date');
    const order = await edit(entry({ ballot_received_date: '2020-10-01' }));
    expect(order.json().message).toContain('Ballot Received Date cannot be before the Ballot Signed Date');
    const board = await edit(entry({ avcb_number: '77' }));
    expect([board.statusCode, board.json().message]).toEqual([
      400,
      'AVCB Number 77 is not a counting board of this election.',
    ]);
    expect((await edit(entry({ selectedFileName: 'AV-9.svg' }))).json().message).toBe(ENVELOPE_NOT_FOUND);
    expect((await edit(entry(), 'other')).statusCode).toBe(404);
  });

  it('saves the entry with an event of old and new values; a second edit on the same version is told it changed meanwhile', async () => {
    const saved = await edit(entry());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Envelope saved.', version: 2 });
    const stale = await edit(entry({ name: 'Robert Smith' }), 'root');
    expect([stale.statusCode, stale.json().message]).toEqual([409, ENVELOPE_CHANGED_MEANWHILE]);
    const detail = (await get('/api/ballot-envelope/AV-2.svg')).json();
    expect(detail).toMatchObject({
      current_data_entry_status: 'ENTERED',
      name: 'BOB SMITH',
      precinct: '002',
      ballot_signed_date: '2020-10-05',
      ocr_full_name: 'B0B SMlTH',
      version: 2,
    });
    expect(detail.events).toHaveLength(1);
    expect(detail.events[0].actor).toBe('entry@example.org');
    expect(detail.events[0].changes).toMatchObject({
      name: { from: null, to: 'BOB SMITH' },
      current_data_entry_status: { from: 'REVIEW', to: 'ENTERED' },
    });
    // The next edit on the new version: only what changed, from the entered value.
    const moved = await edit(entry({ avcb_number: '2', precinct: '003', version: 2 }), 'root');
    expect(moved.statusCode).toBe(200);
    const events = (await get('/api/ballot-envelope/AV-2.svg')).json().events;
    expect(events[1].changes).toEqual({
      precinct: { from: '002', to: '003' },
      avcb_number: { from: '1', to: '2' },
    });
  });
});

describe('AVCB counts 2020', () => {
  it('counts expected from the 2020 absentee history and actual from entered envelopes, per board and in total', async () => {
    const rows = (await get('/api/avcb-counts-2020')).json();
    expect(rows).toEqual([
      {
        avcb_no: 1,
        county_name: 'INGHAM',
        jurisdiction_name: 'LANSING CITY',
        precincts: '001, 002',
        ballot_app_count_expected: 4,
        ballot_app_count_actual: 0,
        ballot_envelope_count_expected: 1,
        ballot_envelope_count_actual: 0,
        ballots_expected: 4,
        ballots_actual: 0,
      },
      {
        avcb_no: 2,
        county_name: 'INGHAM',
        jurisdiction_name: 'LANSING CITY',
        precincts: '003',
        ballot_app_count_expected: 1,
        ballot_app_count_actual: 1,
        ballot_envelope_count_expected: 3,
        ballot_envelope_count_actual: 1,
        ballots_expected: 1,
        ballots_actual: 1,
      },
    ]);
    expect((await get('/api/avcb-totals-2020')).json()).toEqual([
      {
        total_ballot_apps_actual: 1,
        total_ballot_apps_expected: 5,
        total_ballot_envelopes_actual: 1,
        total_ballot_envelopes_expected: 4,
      },
    ]);
    expect((await get('/api/avcb-counts-2020', 'other')).json()).toEqual([]);
  });
});
