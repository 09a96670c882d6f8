import { zoneStatsResponse } from '@voterroll/contract/scorecard-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATES, loadPublicDataset, type PublicDataset } from '../../test-support/public-dataset';

let d: PublicDataset;
beforeAll(async () => {
  d = await loadPublicDataset();
}, 120_000);
afterAll(() => d.close());

/** The scores zone_scores holds for a zone at a snapshot, as the API rounds them. */
async function scoresOf(zoneHash: string, snapshot: string) {
  const [row] = await d.t.db.query<{ overall: number; hard: number }>(
    `select overall_score::float8 as overall, hard_score::float8 as hard from zone_scores
     where zone_hash = $1 and snapshot_date = $2::date`,
    [zoneHash, snapshot],
  );
  return row;
}

describe('GET /api/qvfstatsstate/MICHIGAN', () => {
  it('answers the state and its counties with current and previous scores from zone_metrics', async () => {
    const r = await d.app.inject('/api/qvfstatsstate/MICHIGAN');
    expect(r.statusCode).toBe(200);
    const [state, counties] = zoneStatsResponse.parse(r.json());
    expect(state.zone_hash).toBe('MICHIGAN');
    expect(counties.map((c) => c.zone_name)).toEqual(['INGHAM', 'KENT']);
    for (const zone of [state, ...counties]) {
      const current = await scoresOf(zone.zone_hash, DATES.current);
      const previous = await scoresOf(zone.zone_hash, DATES.previous);
      expect(zone.current_overall_score).toBe(current?.overall);
      expect(zone.current_overall_hard_score).toBe(current?.hard);
      expect(zone.previous_overall_score).toBe(previous?.overall);
      expect(zone.previous_overall_hard_score).toBe(previous?.hard);
    }
    // Voter 3 (born 1920, an age 100+ finding) arrived in INGHAM in the current snapshot.
    const ingham = counties[0];
    expect(ingham?.current_overall_hard_score).toBeLessThan(ingham?.previous_overall_hard_score ?? 0);
  });

  it('has no scorecard for another state', async () => {
    const r = await d.app.inject('/api/qvfstatsstate/OHIO');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('Only the state of MICHIGAN has a scorecard.');
  });
});

describe('GET /api/qvfstatscountyjurisdiction/:county', () => {
  it('answers the county and its jurisdictions, whatever the case of the name', async () => {
    const r = await d.app.inject('/api/qvfstatscountyjurisdiction/Kent');
    expect(r.statusCode).toBe(200);
    const [county, jurisdictions] = zoneStatsResponse.parse(r.json());
    expect(county.zone_name).toBe('KENT');
    expect(jurisdictions.map((j) => j.zone_name)).toEqual(['GRAND RAPIDS CITY']);
    // Voter 6 (NVRA, a hard finding) left KENT: its hard score rose to 10.
    expect(county.current_overall_hard_score).toBe(10);
    expect(county.previous_overall_hard_score).toBe(5);
  });

  it('answers 404 with a clear message for an unknown county', async () => {
    const r = await d.app.inject('/api/qvfstatscountyjurisdiction/ATLANTIS');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'No county named "ATLANTIS" has been loaded.' });
  });
});

describe('GET /api/qvfstatsprecinct/:county/:jurisdiction', () => {
  it('answers the jurisdiction and its precincts', async () => {
    const r = await d.app.inject('/api/qvfstatsprecinct/INGHAM/LANSING%20CITY');
    expect(r.statusCode).toBe(200);
    const [jurisdiction, precincts] = zoneStatsResponse.parse(r.json());
    expect(jurisdiction.zone_name).toBe('LANSING CITY');
    expect(precincts).toHaveLength(1);
    const precinct = precincts[0];
    const current = await scoresOf(precinct?.zone_hash ?? '', DATES.current);
    expect(precinct?.current_overall_score).toBe(current?.overall);
  });

  it('answers 404 for a jurisdiction not in the county', async () => {
    const r = await d.app.inject('/api/qvfstatsprecinct/INGHAM/GRAND%20RAPIDS%20CITY');
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('No jurisdiction named "GRAND RAPIDS CITY" in INGHAM county.');
  });
});
