import {
  electionDatesResponse,
  nov2024AppResponse,
  nov2024BallotResponse,
  nov2024VoteResponse,
  qvfsResponse,
  voterHistoryBySnapshotResponse,
  voterHistoryResponse,
  voterSearchResponse,
  voterSummaryResponse,
} from '@voterroll/contract/voters-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DATES, loadPublicDataset, type PublicDataset } from '../../test-support/public-dataset';

let d: PublicDataset;
beforeAll(async () => {
  d = await loadPublicDataset();
}, 120_000);
afterAll(() => d.close());

const post = (url: string, payload: object, app = d.app) => app.inject({ method: 'POST', url, payload });

describe('POST /api/search-by-name', () => {
  it('finds a registration of the current file by county, names as typed and birth year', async () => {
    const r = await post('/api/search-by-name', {
      county: 'ingham',
      first_name: ' jane ',
      last_name: 'doe',
      year_of_birth: '1980',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(voterSearchResponse.parse(r.json())).toEqual([
      expect.objectContaining({
        voter_identification_number: '1',
        full_name: 'JANE Q DOE',
        full_street_address: '1 MAIN ST',
        county_name: 'INGHAM',
        jurisdiction_name: 'LANSING CITY',
        precinct: '001',
      }),
    ]);
  });

  it('searches the whole state with ALL and caps the rows on the server', async () => {
    const body = { county: 'ALL', first_name: 'JANE', last_name: 'DOE', year_of_birth: 1980 };
    const all = voterSearchResponse.parse((await post('/api/search-by-name', body)).json());
    expect(all.map((v) => v.voter_identification_number)).toEqual(['1', '8']);
    const app = await buildApp({ db: d.t.db, limits: { voterSearchMax: 1 } });
    const capped = voterSearchResponse.parse((await post('/api/search-by-name', body, app)).json());
    expect(capped).toHaveLength(1);
    await app.close();
  });

  it('reads the first name as its start, at least two letters, exact names first', async () => {
    const body = { county: 'ALL', first_name: 'ja', last_name: 'DOE', year_of_birth: 1980 };
    const found = voterSearchResponse.parse((await post('/api/search-by-name', body)).json());
    expect(found.map((v) => v.voter_identification_number)).toEqual(['1', '8']);
    const jo = await post('/api/search-by-name', { ...body, first_name: 'JO', year_of_birth: 1978 });
    expect(voterSearchResponse.parse(jo.json()).map((v) => v.first_name)).toEqual(['JOHN']);
    // The last name still matches in full.
    expect((await post('/api/search-by-name', { ...body, last_name: 'DO' })).json()).toEqual([]);
    const one = await post('/api/search-by-name', { ...body, first_name: 'J' });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toContain('Type at least 2 letters of the first name.');
  });

  it('answers no rows for another county, and the spec messages for bad input', async () => {
    const none = await post('/api/search-by-name', {
      county: 'KENT',
      first_name: 'ADA',
      last_name: 'OLDEN',
      year_of_birth: 1920,
    });
    expect(none.json()).toEqual([]);
    const unknown = await post('/api/search-by-name', {
      county: 'ATLANTIS',
      first_name: 'ADA',
      last_name: 'OLDEN',
      year_of_birth: 1920,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No county named "ATLANTIS" has been loaded.' });
    const future = await post('/api/search-by-name', {
      county: 'KENT',
      first_name: 'A',
      last_name: 'B',
      year_of_birth: new Date().getFullYear() + 1,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain('Cannot be in the future');
    const missing = await post('/api/search-by-name', {
      county: 'KENT',
      first_name: 'A',
      last_name: ' ',
      year_of_birth: 1980,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Required');
    const long = await post('/api/search-by-name', {
      county: 'KENT',
      first_name: 'A',
      last_name: 'B'.repeat(65),
      year_of_birth: 1980,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Max 64 chars');
  });
});

describe('POST /api/search-by-voter-id', () => {
  it('finds one registration by id, none for an id not registered now, 400 for a non-number', async () => {
    const one = voterSearchResponse.parse(
      (await post('/api/search-by-voter-id', { voter_identification_number: '5' })).json(),
    );
    expect(one.map((v) => v.full_name)).toEqual(['JANE SMITH']);
    expect((await post('/api/search-by-voter-id', { voter_identification_number: '7' })).json()).toEqual([]);
    const bad = await post('/api/search-by-voter-id', { voter_identification_number: 'x1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A voter identification number is 1 to 13 digits.');
  });
});

describe('voting history', () => {
  it('summarises the voter of a snapshot by county, ZIP, names and birth year', async () => {
    for (const snapshot of [DATES.current, `qvf_${DATES.current}`]) {
      const r = await d.app.inject(`/api/voter-summary/${snapshot}/INGHAM/48910/doe/jane/1980`);
      expect(voterSummaryResponse.parse(r.json())).toEqual([
        {
          voter_full_name: 'JANE Q DOE',
          registration_date: '2023-01-15',
          voter_identification_number: '1',
          year_of_birth: 1980,
          full_address: '1 MAIN ST, LANSING, MI 48910',
        },
      ]);
    }
    expect(
      (await d.app.inject(`/api/voter-summary/${DATES.current}/INGHAM/48911/DOE/JANE/1980`)).json(),
    ).toEqual([]);
    const bad = await d.app.inject(`/api/voter-summary/${DATES.current}/INGHAM/4891/DOE/JANE/1980`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A ZIP code is 5 digits.');
  });

  it('answers the history known at the chosen snapshot, newest election first', async () => {
    const now = voterHistoryResponse.parse(
      (await d.app.inject(`/api/voter-history/${DATES.current}/1`)).json(),
    );
    expect(now.map((h) => [h.election_date, h.voting_method, h.county_name, h.row_number])).toEqual([
      ['2024-11-05', 'ABSENTEE', 'INGHAM', 1],
      ['2024-11-05', 'IN PERSON', 'INGHAM', 2],
      ['2020-11-03', 'IN PERSON', 'INGHAM', 3],
    ]);
    const then = voterHistoryResponse.parse(
      (await d.app.inject(`/api/voter-history/${DATES.nov2024}/1`)).json(),
    );
    expect(then.map((h) => h.election_date)).toEqual(['2020-11-03']);
    // Voter 7 is not in the current file.
    expect((await d.app.inject(`/api/voter-history/${DATES.current}/7`)).json()).toEqual([]);
  });

  it('answers the history by snapshot, several methods of one election together', async () => {
    const r = voterHistoryBySnapshotResponse.parse(
      (await d.app.inject('/api/voter-history-by-snapshot/1')).json(),
    );
    expect(r).toEqual([
      { snapshot: DATES.nov2020, voting_history: [] },
      {
        snapshot: DATES.nov2024,
        voting_history: [{ election_date: '2020-11-03', voting_method: ['IN PERSON'] }],
      },
      {
        snapshot: DATES.previous,
        voting_history: [
          { election_date: '2024-11-05', voting_method: ['ABSENTEE'] },
          { election_date: '2020-11-03', voting_method: ['IN PERSON'] },
        ],
      },
      {
        snapshot: DATES.current,
        voting_history: [
          { election_date: '2024-11-05', voting_method: ['ABSENTEE', 'IN PERSON'] },
          { election_date: '2020-11-03', voting_method: ['IN PERSON'] },
        ],
      },
    ]);
    expect((await d.app.inject('/api/voter-history-by-snapshot/999')).json()).toEqual([]);
  });

  it('lists the election dates and the snapshots', async () => {
    expect(electionDatesResponse.parse((await d.app.inject('/api/election-dates')).json())).toEqual([
      { election_date: '2020-11-03' },
      { election_date: '2024-11-05' },
    ]);
    for (const url of ['/api/qvfs', '/api/voter-file-snapshots']) {
      const list = qvfsResponse.parse((await d.app.inject(url)).json());
      expect(list[0]).toEqual({ table_name: `qvf_${DATES.current}`, snapshot: DATES.current });
      expect(list.map((s) => s.snapshot)).toEqual([
        DATES.current,
        DATES.previous,
        DATES.nov2024,
        DATES.nov2020,
      ]);
    }
  });
});

describe('Nov 2024 ballot tracker', () => {
  it('answers the recorded votes, with the snapshot that first carried each', async () => {
    const votes = nov2024VoteResponse.parse((await d.app.inject('/api/nov-2024-vote/1')).json());
    expect(votes).toEqual([
      { vote_recorded_date: DATES.previous, election_date: '2024-11-05', voting_method: 'ABSENTEE' },
      { vote_recorded_date: DATES.current, election_date: '2024-11-05', voting_method: 'IN PERSON' },
    ]);
    expect((await d.app.inject('/api/nov-2024-vote/2')).json()).toEqual([]);
  });

  it('answers the absentee flags of the registration before the election, and [] without one', async () => {
    const app = nov2024AppResponse.parse((await d.app.inject('/api/nov-2024-app/1')).json());
    expect(app).toEqual([
      {
        app_ballotaddress: null,
        app_appsent: null,
        app_appreturned: null,
        app_permavapp: 'Y',
        app_permavballot: 'Y',
      },
    ]);
    expect((await d.app.inject('/api/nov-2024-app/2')).json()[0]).toMatchObject({ app_permavballot: 'N' });
    // Voter 3 was not registered before the election.
    expect((await d.app.inject('/api/nov-2024-app/3')).json()).toEqual([]);
    const ballot = nov2024BallotResponse.parse((await d.app.inject('/api/nov-2024-ballot/1')).json());
    expect(ballot).toEqual([
      {
        av_ballot_sent_date: null,
        av_is_perm_av_ballot_voter: 'Y',
        av_address: '1 MAIN ST, LANSING, MI 48910',
        av_mailing_address: 'PO BOX 12 LANSING MI 48901',
      },
    ]);
    expect((await d.app.inject('/api/nov-2024-ballot/2')).json()).toEqual([]);
  });
});

describe('privacy', () => {
  it('limits the searches per client with a clear 429', async () => {
    const app = await buildApp({ db: d.t.db, limits: { search: { max: 1, windowMs: 60_000 } } });
    const body = { voter_identification_number: '1' };
    expect((await post('/api/search-by-voter-id', body, app)).statusCode).toBe(200);
    const second = await post('/api/search-by-voter-id', body, app);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toContain('Too many requests from your connection.');
    await app.close();
  });

  it('indexes names in every snapshot partition, built before the attach (one index per definition)', async () => {
    const rows = await d.t.db.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'registrations_20251001' order by indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'registrations_20251001_full_address',
      'registrations_20251001_name',
      'registrations_20251001_pkey',
    ]);
  });
});
