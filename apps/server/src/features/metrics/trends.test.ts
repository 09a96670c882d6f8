import {
  countiesResponse,
  flagCountsResponse,
  jurisdictionsResponse,
  METRIC_TRENDS,
  type MetricTrendPath,
  metricTrendUrl,
  nvraMetricsResponse,
  precinctsResponse,
  qvfTotalResponse,
  redMetricsByCountyResponse,
  zoneDetailsResponse,
} from '@voterroll/contract/metrics-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATES, loadPublicDataset, type PublicDataset } from '../../test-support/public-dataset';

let d: PublicDataset;
let ingham: string;
let kent: string;
beforeAll(async () => {
  d = await loadPublicDataset();
  const rows = await d.t.db.query<{ name: string; hash: string }>(
    `select zone_name as name, zone_hash as hash from zones where level = 'county'`,
  );
  ingham = rows.find((r) => r.name === 'INGHAM')?.hash ?? '';
  kent = rows.find((r) => r.name === 'KENT')?.hash ?? '';
}, 120_000);
afterAll(() => d.close());

const SNAPSHOTS = [DATES.nov2020, DATES.nov2024, DATES.previous, DATES.current];

describe('the *-metric-trend family', () => {
  it('answers one row per ready snapshot, oldest first, for every trend and matches its schema', async () => {
    for (const path of Object.keys(METRIC_TRENDS) as MetricTrendPath[]) {
      const r = await d.app.inject(metricTrendUrl(path, 'MICHIGAN'));
      expect(r.statusCode, path).toBe(200);
      const rows = METRIC_TRENDS[path].response.parse(r.json());
      expect(rows.map((row) => row.snapshot)).toEqual(SNAPSHOTS);
    }
  });

  it('counts each snapshot from zone_metrics: age 100+ appears when voter 3 arrives', async () => {
    const r = await d.app.inject(metricTrendUrl('age-100-plus', ingham));
    expect(r.json()).toEqual([
      { snapshot: DATES.nov2020, age_100_plus_count: 0 },
      { snapshot: DATES.nov2024, age_100_plus_count: 0 },
      { snapshot: DATES.previous, age_100_plus_count: 0 },
      { snapshot: DATES.current, age_100_plus_count: 1 },
    ]);
  });

  it('sums the parts of non-residential and blank-unit into their totals', async () => {
    const nonRes = (await d.app.inject(metricTrendUrl('non-residential', 'MICHIGAN'))).json();
    expect(nonRes.at(-1)).toMatchObject({ prison: 1, business: 0, non_res_count: 1 });
    const blank = (await d.app.inject(metricTrendUrl('blank-unit', 'MICHIGAN'))).json();
    // Voter 1 has no unit at 1 MAIN ST where canvassers found apartments; voter 2 names APT 2.
    expect(blank.at(-1)).toMatchObject({ apt_num_blank: 1, empty_lot: 0, blank_unit_count: 1 });
    expect(blank[0]).toMatchObject({ blank_unit_count: 0 });
  });

  it('lists only the snapshots in which a zone had registrations', async () => {
    const r = await d.app.inject(metricTrendUrl('deceased', kent));
    expect(r.json().map((row: { snapshot: string }) => row.snapshot)).toEqual([
      DATES.nov2024,
      DATES.previous,
      DATES.current,
    ]);
  });

  it('answers 404 for an unknown zone and 400 for a malformed one', async () => {
    const unknown = await d.app.inject(metricTrendUrl('duplicate', '0'.repeat(32)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown zone.' });
    const bad = await d.app.inject('/api/duplicate-metric-trend/x');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/qvftotal/:zoneHash', () => {
  it('answers total, active and inactive registered voters per snapshot', async () => {
    const rows = qvfTotalResponse.parse((await d.app.inject(`/api/qvftotal/${kent}`)).json());
    // KENT: voter 5 (A) and voter 6 (V) until voter 6 leaves and voter 8 (A) arrives.
    expect(rows).toEqual([
      { snapshot: DATES.nov2024, inactive: 1, active: 1, total: 2 },
      { snapshot: DATES.previous, inactive: 1, active: 1, total: 2 },
      { snapshot: DATES.current, inactive: 0, active: 2, total: 2 },
    ]);
  });
});

describe('GET /api/nvra-metrics/:zoneHash', () => {
  it('counts a registration of the 2025 cohort that left the file as removed', async () => {
    const r = nvraMetricsResponse.parse((await d.app.inject(`/api/nvra-metrics/${kent}`)).json());
    expect(r).toEqual({
      snapshot: DATES.current,
      total: 1,
      remaining: 0,
      removed: 1,
      monthly: [
        { snapshot: DATES.previous, nvra_8d_2025_count: 1, removed_count: 0 },
        { snapshot: DATES.current, nvra_8d_2025_count: 0, removed_count: 1 },
      ],
    });
    // INGHAM's cohort member (voter 4) stays: remaining, not removed.
    const i = nvraMetricsResponse.parse((await d.app.inject(`/api/nvra-metrics/${ingham}`)).json());
    expect(i).toMatchObject({ total: 1, remaining: 1, removed: 0 });
    const state = nvraMetricsResponse.parse((await d.app.inject('/api/nvra-metrics/MICHIGAN')).json());
    expect(state).toMatchObject({ total: 2, remaining: 1, removed: 1 });
  });
});

describe('county lists', () => {
  it('answers the red metrics per county', async () => {
    const rows = redMetricsByCountyResponse.parse((await d.app.inject('/api/red-metrics-by-county')).json());
    expect(rows.map((r) => r.county_name)).toEqual(['INGHAM', 'KENT']);
    expect(rows[0]).toMatchObject({ zone_hash: ingham, age_100_plus_count: 1, nvra_8d_2025_count: 1 });
    expect(rows[1]).toMatchObject({ zone_hash: kent, nvra_8d_2025_count: 0 });
  });

  it('answers the flag counts of the four statuses, statewide and per zone', async () => {
    const empty = flagCountsResponse.parse((await d.app.inject('/api/flag-counts')).json());
    expect(empty.map((r) => [r.current_triage_status, r.flag_count])).toEqual([
      ['CS', 0],
      ['SFCR', 0],
      ['TRG', 0],
      ['VALID', 0],
    ]);
    await d.t.db.query(
      `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
                          county_name, jurisdiction_name)
       select id, status, 'FLAG_REG', 'Other', 'counted by the test', 'INGHAM', 'LANSING CITY'
       from unnest(array[1, 2, 3, 4, 5]::bigint[], array['TRG', 'TRG', 'VALID', 'NEW', 'CS']) as t(id, status)`,
    );
    const counts = async (url: string) =>
      flagCountsResponse
        .parse((await d.app.inject(url)).json())
        .map((r) => [r.current_triage_status, r.flag_count]);
    expect(await counts('/api/flag-counts')).toEqual([
      ['CS', 1],
      ['SFCR', 0],
      ['TRG', 2],
      ['VALID', 1],
    ]);
    // A zone's: its registrations' flags (voter 5 is KENT's, though its flag row says INGHAM).
    expect(await counts('/api/flag-counts/MICHIGAN')).toEqual(await counts('/api/flag-counts'));
    expect(await counts(`/api/flag-counts/${ingham}`)).toEqual([
      ['CS', 0],
      ['SFCR', 0],
      ['TRG', 2],
      ['VALID', 1],
    ]);
    expect(await counts(`/api/flag-counts/${kent}`)).toEqual([
      ['CS', 1],
      ['SFCR', 0],
      ['TRG', 0],
      ['VALID', 0],
    ]);
    const unknown = await d.app.inject(`/api/flag-counts/${'0'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('walks the location cascade: counties, jurisdictions, precincts, zone details', async () => {
    const counties = countiesResponse.parse((await d.app.inject('/api/counties')).json());
    expect(counties).toEqual([
      { county_name: 'INGHAM', zone_hash: ingham },
      { county_name: 'KENT', zone_hash: kent },
    ]);
    const jurisdictions = jurisdictionsResponse.parse((await d.app.inject('/api/jurisdictions/kent')).json());
    expect(jurisdictions.map((j) => j.jurisdiction_name)).toEqual(['GRAND RAPIDS CITY']);
    const precincts = precinctsResponse.parse(
      (await d.app.inject('/api/precincts/KENT/GRAND%20RAPIDS%20CITY')).json(),
    );
    expect(precincts).toHaveLength(1);
    const details = zoneDetailsResponse.parse(
      (await d.app.inject(`/api/getzonedetails/${precincts[0]?.zone_hash}`)).json(),
    );
    expect(details[0]).toMatchObject({
      level: 'precinct',
      county_name: 'KENT',
      jurisdiction_name: 'GRAND RAPIDS CITY',
      precinct: 'WARD 02 PRECINCT 014',
    });
    const state = zoneDetailsResponse.parse((await d.app.inject('/api/getzonedetails/MICHIGAN')).json());
    expect(state[0]).toMatchObject({ level: 'state', county_name: null });
    const missing = await d.app.inject('/api/jurisdictions/ATLANTIS');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No county named "ATLANTIS" has been loaded.' });
  });
});
