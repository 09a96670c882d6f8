import { scorecardJson, storedScorecard, zoneScorecard } from '@voterroll/records/metrics/zone-scorecards';
import { previousSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATES, loadPublicDataset, type PublicDataset } from '../../test-support/public-dataset';

let d: PublicDataset;
beforeAll(async () => {
  d = await loadPublicDataset();
}, 120_000);
afterAll(() => d.close());

const PATHS = [
  '/api/qvfstatsstate/MICHIGAN',
  '/api/qvfstatscountyjurisdiction/INGHAM',
  '/api/qvfstatscountyjurisdiction/KENT',
  '/api/qvfstatsprecinct/INGHAM/LANSING%20CITY',
];

/** What a load's publication does to the public revision (migration 0145's triggers). */
const publish = () => d.t.db.query('update public_revision set revision = revision + 1');

async function answers() {
  const out = [];
  for (const path of PATHS) {
    const r = await d.app.inject(path);
    out.push({ status: r.statusCode, type: r.headers['content-type'], body: r.body });
  }
  return out;
}

describe('the scorecards the load stores (issue 39)', () => {
  it('stores for every zone of every loaded month the card the server assembled before, byte for byte', async () => {
    const snapshots = await d.t.db.query<{ d: string }>(
      `select snapshot_date::text as d from snapshots where status = 'ready' order by 1`,
    );
    expect(snapshots.map((s) => s.d)).toContain(DATES.current);
    let compared = 0;
    for (const { d: snapshot } of snapshots) {
      const previous = await previousSnapshot(d.t.db, snapshot);
      const zones = await d.t.db.query<{ zoneHash: string }>(
        'select zone_hash as "zoneHash" from zones order by zone_hash',
      );
      for (const { zoneHash } of zones) {
        const assembled = await zoneScorecard(d.t.db, zoneHash, snapshot, previous);
        const stored = await storedScorecard(d.t.db, zoneHash, snapshot);
        expect(stored).toBe(assembled ? scorecardJson(assembled) : undefined);
        if (assembled) compared++;
      }
    }
    // The state, two counties, their jurisdictions and precincts, in several months.
    expect(compared).toBeGreaterThan(20);
  });

  it('answers the same bytes from a stored card as assembled, and assembles where none is stored', async () => {
    const stored = await answers();
    expect(stored.every((a) => a.status === 200)).toBe(true);
    // A stored card is what is sent: changed, the answer changes once a publication bumps the
    // public revision (only a load changes a stored card); until then the card held is sent.
    await d.t.db.query(
      `update zone_scorecards set card = '["stored"]' where zone_hash = 'MICHIGAN' and snapshot_date = $1::date`,
      [DATES.current],
    );
    expect((await d.app.inject(PATHS[0] ?? '')).body).toBe(stored[0]?.body);
    await publish();
    expect((await d.app.inject(PATHS[0] ?? '')).body).toBe('["stored"]');
    // A signed-in read is not held: it reads the stored card each time.
    const signedIn = await d.app.inject({ url: PATHS[0] ?? '', headers: { 'x-access-token': 'none' } });
    expect(signedIn.body).toBe('["stored"]');
    // Stored against another previous month (one loaded since between the two): assembled, and
    // stored again against the right one.
    await d.t.db.query(
      `update zone_scorecards set previous_date = '2020-01-01' where zone_hash = 'MICHIGAN' and snapshot_date = $1::date`,
      [DATES.current],
    );
    await publish();
    expect((await d.app.inject(PATHS[0] ?? '')).body).toBe(stored[0]?.body);
    expect(await storedScorecard(d.t.db, 'MICHIGAN', DATES.current)).toBe(stored[0]?.body);
    // A month published before the cards were stored: every card assembled, the same bytes, and
    // stored by the first read, so that the next reads are by key.
    await d.t.db.query('delete from zone_scorecards where snapshot_date = $1::date', [DATES.current]);
    await publish();
    expect(await answers()).toEqual(stored);
    const [cards] = await d.t.db.query<{ n: number }>(
      'select count(*)::int as n from zone_scorecards where snapshot_date = $1::date',
      [DATES.current],
    );
    expect(cards?.n).toBe(PATHS.length);
    expect(await answers()).toEqual(stored);
  });
});
