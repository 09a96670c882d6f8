import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ZoneStatsRow, zoneStatsResponse } from '@voterroll/contract/scorecard-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import {
  CANVASS,
  CASES,
  DECEASED,
  HISTORY,
  NCOA,
  POSTAL,
} from '@voterroll/pipeline/metrics/metric-rules.fixture';
import { type QvfRow, writeCsv, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import {
  CANVASS_COLUMNS,
  DECEASED_COLUMNS,
  HISTORY_COLUMNS,
  NCOA_COLUMNS,
  POSTAL_LOCATION_COLUMNS,
} from '@voterroll/voterfile/qvf-format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';

/**
 * The metric rules' hand-built registrations, spread over three counties, six jurisdictions and
 * seven precincts; every expectation below is computed from the fixture's rows (each case's
 * `expect`ed rules and the place given it here), never read back from the database.
 */
type Place = { county: [string, string]; jurisdiction: [string, string]; ward: string; precinct: string };
const INGHAM: Place['county'] = ['33', 'INGHAM'];
const KENT: Place['county'] = ['41', 'KENT'];
const WAYNE: Place['county'] = ['82', 'WAYNE'];
const place = (county: Place['county'], jurisdiction: Place['jurisdiction'], precinct = '001'): Place => ({
  county,
  jurisdiction,
  ward: '01',
  precinct,
});
const LANSING = place(INGHAM, ['46000', 'LANSING CITY']);
const LANSING_2 = place(INGHAM, ['46000', 'LANSING CITY'], '002');
const LANSING_TWP = place(INGHAM, ['46020', 'LANSING TOWNSHIP']);
const EAST_LANSING = place(INGHAM, ['24120', 'EAST LANSING CITY']);
const DETROIT = place(WAYNE, ['22000', 'DETROIT CITY']);
const WYOMING = place(KENT, ['88940', 'WYOMING CITY']);
const GRAND_RAPIDS = { ...place(KENT, ['34000', 'GRAND RAPIDS CITY']), ward: '02', precinct: '014' };

/** Cases kept together where a rule compares them (duplicates, one canvassed address). */
function placeOf(id: number, row: QvfRow): Place {
  if (row.COUNTY_CODE === '41') return GRAND_RAPIDS;
  if (id >= 1014 && id <= 1018) return LANSING_TWP;
  if (id >= 1019 && id <= 1026) return EAST_LANSING;
  if (id >= 1027 && id <= 1035) return DETROIT;
  if (id >= 1036 && id <= 1043) return WYOMING;
  if (id >= 1044 && id <= 1048) return LANSING_2;
  if (id >= 1049 && id <= 1051) return GRAND_RAPIDS;
  return LANSING;
}
const placed = CASES.map((c) => ({ ...c, place: placeOf(Number(c.id), c.row) }));

let t: TestDatabase;
let app: FastifyInstance;
const SNAPSHOT = '2025-10-01';

beforeAll(async () => {
  t = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'scorecard-ranks-'));
  const at = (name: string) => join(dir, name);
  writeQvfCsv(
    at('voters.csv'),
    placed.map(({ id, row, place: p }) => ({
      ...row,
      VOTER_IDENTIFICATION_NUMBER: id,
      COUNTY_CODE: p.county[0],
      COUNTY_NAME: p.county[1],
      JURISDICTION_CODE: p.jurisdiction[0],
      JURISDICTION_NAME: p.jurisdiction[1],
      WARD: p.ward,
      PRECINCT: p.precinct,
    })),
  );
  writeCsv(
    at('history.csv'),
    HISTORY_COLUMNS,
    HISTORY.map((h) => ({
      VOTER_IDENTIFICATION_NUMBER: h.id,
      COUNTY_CODE: '33',
      JURISDICTION_CODE: '46000',
      ELECTION_DATE: h.date,
      IS_ABSENTEE_VOTER: 'N',
    })),
  );
  writeCsv(at('deceased.csv'), DECEASED_COLUMNS, DECEASED);
  writeCsv(at('ncoa.csv'), NCOA_COLUMNS, NCOA);
  writeCsv(at('postal.csv'), POSTAL_LOCATION_COLUMNS, POSTAL);
  writeCsv(at('canvass.csv'), CANVASS_COLUMNS, CANVASS);
  const files = {
    voters: at('voters.csv'),
    history: at('history.csv'),
    deceased: at('deceased.csv'),
    ncoa: at('ncoa.csv'),
    postal: at('postal.csv'),
    canvass: at('canvass.csv'),
  };
  const loaded = await ingestSnapshot(t.db, { snapshotDate: SNAPSHOT, files });
  rmSync(dir, { recursive: true, force: true });
  if (!loaded.ok) throw new Error(loaded.error);
  app = await buildApp({ db: t.db });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

// The decision of issue 27, written out here rather than imported: the scored rules and the hard ones.
const UNSCORED = ['AGE_90_PLUS', 'LOW_PROPENSITY'];
const HARD = ['DECEASED', 'DUPLICATE', 'AGE_100_PLUS', 'NVRA_8D_DEC_2022', 'UPS_USPS'];

type Expected = Pick<ZoneStatsRow, 'zone_name' | 'current_overall_score' | 'current_overall_hard_score'> & {
  top_findings: ZoneStatsRow['top_findings'];
};

/** A zone's scores and top findings from the cases placed in it. */
function expectedZone(name: string, inZone: (p: Place) => boolean): Expected {
  const cases = placed.filter(
    (c) => inZone(c.place) && !['C', 'R'].includes(c.row.VOTER_STATUS_TYPE_CODE ?? 'A'),
  );
  const total = cases.length;
  const scoredRules = (c: (typeof cases)[number]) => c.expect.filter((r) => !UNSCORED.includes(r));
  const score = (n: number) => Math.round(1000 * (1 - n / total)) / 100;
  const counts = new Map<string, number>();
  for (const c of cases) for (const r of scoredRules(c)) counts.set(r, (counts.get(r) ?? 0) + 1);
  const all = [...counts]
    .map(([rule, count]) => ({
      rule,
      count,
      per_1000: Math.round((10_000 * count) / total) / 10,
      hard: HARD.includes(rule),
    }))
    .sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule));
  const listed = new Set([...all.slice(0, 3), ...all.filter((f) => f.hard).slice(0, 3)]);
  return {
    zone_name: name,
    current_overall_score: score(cases.filter((c) => scoredRules(c).length > 0).length),
    current_overall_hard_score: score(cases.filter((c) => c.expect.some((r) => HARD.includes(r))).length),
    top_findings: all.filter((f) => listed.has(f)) as ZoneStatsRow['top_findings'],
  };
}

/** Competition ranks (1 best, ties share) of peers by a score. */
function ranks(peers: Expected[], score: 'current_overall_score' | 'current_overall_hard_score') {
  return peers.map((p) => 1 + peers.filter((q) => (q[score] ?? 0) > (p[score] ?? 0)).length);
}

/** The rows a scorecard should list for these peers, ranked among themselves. */
function expectedPeers(peers: Expected[]) {
  const overall = ranks(peers, 'current_overall_score');
  const hard = ranks(peers, 'current_overall_hard_score');
  return peers.map((p, i) => ({
    ...p,
    overall_rank: overall[i],
    hard_rank: hard[i],
    peer_count: peers.length,
  }));
}

const counties = [INGHAM, KENT, WAYNE].map(([code, name]) => expectedZone(name, (p) => p.county[0] === code));
const jurisdictionsOf = (county: Place['county']) =>
  [...new Map(placed.filter((c) => c.place.county === county).map((c) => [c.place.jurisdiction[1], c.place]))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, p]) => expectedZone(name, (q) => q.jurisdiction[0] === p.jurisdiction[0]));

async function card(path: string) {
  const r = await app.inject(path);
  expect(r.statusCode).toBe(200);
  return zoneStatsResponse.parse(r.json());
}

describe("the scorecard's ranks and top findings, against the hand-built fixtures", () => {
  it('ranks the counties among themselves and lists what lowers each score most', async () => {
    // The fixtures' spread gives distinct scores and findings to rank (a test that could not fail else).
    expect(new Set(counties.map((c) => c.current_overall_score)).size).toBe(3);
    const [state, rows] = await card('/api/qvfstatsstate/MICHIGAN');
    expect(state).toMatchObject({ overall_rank: null, hard_rank: null, peer_count: null });
    expect(state).toMatchObject(expectedZone('MICHIGAN', () => true));
    expect(rows).toMatchObject(expectedPeers(counties));
  });

  it("ranks a county among the counties, and its jurisdictions among the county's", async () => {
    for (const county of [INGHAM, KENT, WAYNE]) {
      const [summary, rows] = await card(`/api/qvfstatscountyjurisdiction/${county[1]}`);
      const i = counties.findIndex((c) => c.zone_name === county[1]);
      expect(summary).toEqual(expect.objectContaining(expectedPeers(counties)[i]));
      expect(rows).toMatchObject(expectedPeers(jurisdictionsOf(county)));
    }
  });

  it("ranks a jurisdiction among its county's and its precincts among themselves", async () => {
    const ingham = expectedPeers(jurisdictionsOf(INGHAM));
    expect(ingham.map((j) => j.zone_name)).toEqual(['EAST LANSING CITY', 'LANSING CITY', 'LANSING TOWNSHIP']);
    const [summary, precincts] = await card('/api/qvfstatsprecinct/INGHAM/LANSING%20CITY');
    expect(summary).toEqual(expect.objectContaining(ingham[1]));
    const lansing = (n: string) => (p: Place) => p.jurisdiction[0] === '46000' && p.precinct === n;
    expect(precincts).toMatchObject(
      expectedPeers([
        expectedZone('WARD 01 PRECINCT 001', lansing('001')),
        expectedZone('WARD 01 PRECINCT 002', lansing('002')),
      ]),
    );
  });
});
