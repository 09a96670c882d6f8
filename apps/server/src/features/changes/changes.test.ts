import { beforeAll, describe, expect, it } from 'vitest';
import { accountWithSession } from '../../test-support/accounts';
import { appPerFile } from '../../test-support/app-per-file';
import { loadTwoSnapshots, OCTOBER, SEPTEMBER } from '../../test-support/two-snapshots';

const h = appPerFile();
const tokens: Record<string, string> = {};
beforeAll(async () => {
  await loadTwoSnapshots(h.db);
  tokens.researcher = (await accountWithSession(h.db, 'researcher', ['ROLE_DIGITAL-RESEARCHER'])).token;
  tokens.kent = (await accountWithSession(h.db, 'kent', ['ROLE_ELECTION-PATRIOT'], { county: 'KENT' })).token;
  tokens.lansing = (
    await accountWithSession(h.db, 'lansing', ['ROLE_CLERK'], {
      county: 'INGHAM',
      jurisdiction: 'LANSING CITY',
    })
  ).token;
  tokens.plus = (await accountWithSession(h.db, 'plus', ['ROLE_ELECTION-PATRIOT-PLUS'])).token;
});

const get = (url: string, who: string) =>
  h.app.inject({ method: 'GET', url, headers: { 'x-access-token': tokens[who] ?? '' } });
type Row = { voter_identification_number: number; row_number: number; status: string; name: string };
const ids = (rows: Row[]) => rows.map((r) => r.voter_identification_number);

describe('Registrations Added', () => {
  it('lists the registrations new in the snapshot, 20 a page in name order, with the spec columns', async () => {
    const first = await get(`/api/registrations-added/${OCTOBER}/INGHAM`, 'researcher');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      total: 25,
      page: 1,
      page_size: 20,
      snapshot_date: OCTOBER,
      previous_snapshot: SEPTEMBER,
    });
    expect(ids(body.rows)).toEqual(Array.from({ length: 20 }, (_, k) => 51 + k));
    expect(body.rows[0]).toEqual({
      row_number: 1,
      status: 'A',
      snapshot: OCTOBER,
      voter_identification_number: 51,
      full_street_address: '151 MAIN ST',
      name: 'CHANGED051, ALEX',
      last_name: 'CHANGED051',
      first_name: 'ALEX',
      middle_name: '',
      year_of_birth: 1961,
      registration_date: '2023-01-15',
      jurisdiction_name: 'LANSING CITY',
      precinct: '001',
      ward: expect.any(String),
    });
    const second = (
      await get(`/api/registrations-added/qvf_${OCTOBER}/INGHAM/-1/?page=2`, 'researcher')
    ).json();
    expect(ids(second.rows)).toEqual([71, 72, 73, 74, 75]);
    expect(second.rows.map((r: Row) => r.row_number)).toEqual([21, 22, 23, 24, 25]);
  });

  it('narrows to a jurisdiction and a precinct', async () => {
    const precinct = (
      await get(`/api/registrations-added/${OCTOBER}/INGHAM/LANSING%20CITY/002/`, 'researcher')
    ).json();
    expect(ids(precinct.rows)).toEqual([75]);
    const kent = (await get(`/api/registrations-added/${OCTOBER}/KENT/GRAND%20RAPIDS%20CITY`, 'kent')).json();
    expect(ids(kent.rows)).toEqual([104]);
  });

  it('has nothing to compare in the first snapshot loaded', async () => {
    const r = (await get(`/api/registrations-added/${SEPTEMBER}/INGHAM`, 'researcher')).json();
    expect(r).toMatchObject({ total: 0, rows: [], previous_snapshot: null });
  });
});

describe('Registrations Removed', () => {
  it('lists the registrations gone or cancelled, with their last address and the status they have now', async () => {
    const r = (await get(`/api/registrations-removed/${OCTOBER}/INGHAM`, 'researcher')).json();
    expect(r.total).toBe(4);
    expect(r.rows.map((x: Row) => [x.voter_identification_number, x.status])).toEqual([
      [1, 'A'],
      [2, 'A'],
      [3, 'A'],
      [4, 'C'],
    ]);
    const kent = (await get(`/api/registrations-removed/${OCTOBER}/KENT/`, 'kent')).json();
    expect(ids(kent.rows)).toEqual([101]);
  });
});

describe('area, roles and bad input', () => {
  it("refuses another county's or jurisdiction's changes", async () => {
    const r = await get(`/api/registrations-removed/${OCTOBER}/INGHAM`, 'kent');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('This area is outside yours (KENT county).');
    expect(r.body).not.toContain('CHANGED');
    expect(
      (await get(`/api/registrations-added/${OCTOBER}/INGHAM/LANSING%20CITY`, 'lansing')).statusCode,
    ).toBe(200);
    expect((await get(`/api/registrations-added/${OCTOBER}/INGHAM`, 'lansing')).statusCode).toBe(403);
  });

  it('refuses roles the spec does not name, and anonymous callers', async () => {
    expect((await get(`/api/registrations-added/${OCTOBER}/INGHAM`, 'plus')).statusCode).toBe(403);
    expect((await get(`/api/registrations-added/${OCTOBER}/INGHAM`, 'nobody')).statusCode).toBe(401);
  });

  it('answers bad input in the user’s terms, never a 5xx', async () => {
    const cases: [string, number, string][] = [
      [
        `/api/registrations-added/2025-13-01/INGHAM`,
        400,
        'A voter file snapshot is a date written YYYY-MM-DD.',
      ],
      [`/api/registrations-added/2024-01-01/INGHAM`, 404, 'No voter file of 2024-01-01 has been loaded.'],
      [`/api/registrations-added/${OCTOBER}/NOWHERE`, 404, 'No county named "NOWHERE" has been loaded.'],
      [`/api/registrations-added/${OCTOBER}/INGHAM?page=0`, 400, 'Pages start at 1.'],
      [`/api/registrations-added/${OCTOBER}/INGHAM?page=x`, 400, 'A page is a number.'],
    ];
    for (const [url, status, message] of cases) {
      const r = await get(url, 'researcher');
      expect(r.statusCode, url).toBe(status);
      expect(r.json().message, url).toContain(message);
    }
  });
});

describe("A registration's changes between files", () => {
  it('says when it was added, and when removed, placing a removed one where it last was', async () => {
    const added = await get('/api/registration-changes/51', 'researcher');
    expect(added.json()).toEqual({
      voter_id: 51,
      changes: [{ snapshot_date: OCTOBER, kind: 'added', before: '', after: '' }],
    });
    const gone = await get('/api/registration-changes/1', 'lansing');
    expect(gone.statusCode).toBe(200);
    expect(gone.json().changes).toEqual([{ snapshot_date: OCTOBER, kind: 'removed', before: '', after: '' }]);
    expect((await get('/api/registration-changes/1', 'kent')).statusCode).toBe(403);
    expect((await get('/api/registration-changes/1', 'plus')).statusCode).toBe(403);
  });
});
