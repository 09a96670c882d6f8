import { FINDING_RULES } from '@voterroll/contract/metrics';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { findingEvidenceSql } from '@voterroll/records/findings/attribute-rules';
import { findZone } from '@voterroll/records/zones/find-zone';
import { zoneMetrics } from '@voterroll/records/zones/zone-metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestReport } from '../ingest-snapshot';
import { CASES } from './metric-rules.fixture';
import { loadRuleCases, RULE_CASES_SNAPSHOT as SNAPSHOT } from './metric-rules-load.fixture';

let t: TestDatabase;
let db: Db;
let report: IngestReport;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  report = await loadRuleCases(db);
});
afterAll(async () => {
  await t.drop();
});

const registered = CASES.filter((c) => !['C', 'R'].includes(c.row.VOTER_STATUS_TYPE_CODE ?? 'A'));
const isActive = (c: (typeof CASES)[number]) => (c.row.VOTER_STATUS_TYPE_CODE ?? 'A') === 'A';

describe('metric rules on hand-built registrations', () => {
  it('loads every row and reports none as unreadable', () => {
    expect(report.rowsLoaded).toBe(CASES.length);
    expect(report.rowsRejected).toBe(0);
  });

  it.each(FINDING_RULES.filter((r) => r !== 'UNDELIVERABLE'))(
    '%s flags exactly the expected registrations',
    async (rule) => {
      const rows = await db.query<{ voter_id: number }>(
        'select voter_id from findings where snapshot_date = $1 and rule = $2 order by voter_id',
        [SNAPSHOT, rule],
      );
      const expected = CASES.filter((c) => c.expect.includes(rule)).map((c) => Number(c.id));
      expect(rows.map((r) => r.voter_id)).toEqual(expected.sort((a, b) => a - b));
    },
  );

  it('counts each metric per zone, all and active, and the scores', async () => {
    const state = await findZone(db, {});
    if (!state.ok) throw new Error(state.error);
    const m = await zoneMetrics(db, state.value, SNAPSHOT);
    if (!m.ok) throw new Error(m.error);
    expect(m.value.total_count).toBe(registered.length);
    expect(m.value.active_count).toBe(registered.filter(isActive).length);
    expect(m.value.duplicate_count).toBe(11);
    expect(m.value.duplicate_active_count).toBe(10);
    expect(m.value.deceased_count).toBe(2);
    expect(m.value.age_100_plus_count).toBe(4);
    expect(m.value.age_90_plus_count).toBe(7);
    expect(m.value.age_90_plus_active_count).toBe(6);
    expect(m.value.age_placeholder_count).toBe(1);
    expect(m.value.nvra_8d_dec_2022_count).toBe(1);
    expect(m.value.nvra_8d_2025_count).toBe(3);
    expect(m.value.nvra_8d_2025_active_count).toBe(0);
    expect(m.value.uocava_count).toBe(3);
    expect(m.value.uocava_m_count).toBe(1);
    expect(m.value.undeliverable_count).toBe(0);
    // The overall score leaves out findings that describe lawful voters (age 90-99, not voting).
    const withAny = (rules: string[]) =>
      registered.filter((c) => c.expect.some((r) => rules.includes(r))).length;
    const scored = withAny([
      'DUPLICATE',
      'DECEASED',
      'AGE_100_PLUS',
      'AGE_PLACEHOLDER',
      'REG_DATE_PRE_1942',
      'UPS_USPS',
      'NCOA_STATE',
      'NVRA_8D_DEC_2022',
      'NVRA_8D_2025',
      'NON_RESIDENTIAL',
      'BLANK_UNIT',
    ]);
    const hard = withAny(['DECEASED', 'DUPLICATE', 'AGE_100_PLUS', 'NVRA_8D_DEC_2022', 'UPS_USPS']);
    // Voters 1020 (age 90) and 1036, 1041 (not voting) have only unscored findings.
    expect(registered.filter((c) => c.expect.length > 0).length - scored).toBe(3);
    const score = (n: number) => Math.round(1000 * (1 - n / registered.length)) / 100;
    expect(m.value.overall_score).toBe(score(scored));
    expect(m.value.hard_score).toBe(score(hard));
  });

  it('counts the parts of DUPLICATE by rule, a registration in groups of both rules in both', async () => {
    // Rule 1 (same first name, birth year, address): 1001 1002 1052 1053. Rule 2 (same full name and
    // birth year): 1003 1004 1006 1007 1016 (status V) 1017 1052 1053 1054. DUPLICATE counts 1052 and
    // 1053 once: 4 + 9 - 2 = 11.
    const parts = await db.query<{ voter_id: number; parts: string[] }>(
      `select voter_id, array(select m->>'part' from jsonb_array_elements(evidence->'matches') m) as parts
         from findings where snapshot_date = $1 and rule = 'DUPLICATE' order by voter_id`,
      [SNAPSHOT],
    );
    const withPart = (part: string) => parts.filter((p) => p.parts.includes(part)).map((p) => p.voter_id);
    expect(withPart('address')).toEqual([1001, 1002, 1052, 1053]);
    expect(withPart('name')).toEqual([1003, 1004, 1006, 1007, 1016, 1017, 1052, 1053, 1054]);
    const state = await findZone(db, {});
    if (!state.ok) throw new Error(state.error);
    const m = await zoneMetrics(db, state.value, SNAPSHOT);
    if (!m.ok) throw new Error(m.error);
    expect(m.value).toMatchObject({
      duplicate_count: 11,
      duplicate_address_count: 4,
      duplicate_address_active_count: 4,
      duplicate_name_count: 9,
      duplicate_name_active_count: 8,
    });
    // Kent holds one registration of a rule-2 group and none of a rule-1 group.
    const kent = await findZone(db, { county: 'Kent' });
    if (!kent.ok) throw new Error(kent.error);
    const k = await zoneMetrics(db, kent.value, SNAPSHOT);
    if (!k.ok) throw new Error(k.error);
    expect(k.value).toMatchObject({
      duplicate_count: 1,
      duplicate_address_count: 0,
      duplicate_name_count: 1,
    });
  });

  it('rolls counts up so that counties add up to the state', async () => {
    const kent = await findZone(db, { county: 'Kent' });
    if (!kent.ok) throw new Error(kent.error);
    const k = await zoneMetrics(db, kent.value, SNAPSHOT);
    if (!k.ok) throw new Error(k.error);
    expect(k.value.total_count).toBe(2);
    expect(k.value.duplicate_count).toBe(1);
    const precinct = await findZone(db, { county: 'INGHAM', jurisdiction: 'Lansing City', precinct: '001' });
    expect(precinct.ok).toBe(true);
    const [sum] = await db.query<{ counties: number; state: number }>(
      `select sum(m.value) filter (where z.level = 'county') as counties,
              sum(m.value) filter (where z.level = 'state') as state
       from zone_metrics m join zones z using (zone_hash)
       where m.snapshot_date = $1 and m.metric_key = 'TOTAL'`,
      [SNAPSHOT],
    );
    expect(sum?.counties).toBe(sum?.state);
    // And precincts add up to their county, part by part.
    const mismatched = await db.query(
      `select c.zone_hash, m.metric_key
         from zones c
         join zone_metrics m on m.zone_hash = c.zone_hash and m.snapshot_date = $1
        where c.level = 'county' and m.metric_key like 'DUPLICATE%'
          and m.value <> (select sum(pm.value) from zones j join zones p on p.parent_hash = j.zone_hash
                            join zone_metrics pm on pm.zone_hash = p.zone_hash and pm.snapshot_date = $1
                                                and pm.metric_key = m.metric_key
                           where j.parent_hash = c.zone_hash)`,
      [SNAPSHOT],
    );
    expect(mismatched).toEqual([]);
  });

  it('gives every finding its evidence', async () => {
    const rows = await db.query<{ rule: string; evidence: Record<string, unknown> }>(
      `select rule, evidence from findings where snapshot_date = $1 and voter_id in (1014, 1015, 1027, 1029, 1001, 1044, 1048)`,
      [SNAPSHOT],
    );
    const byRule = Object.fromEntries(rows.map((r) => [r.rule, r.evidence]));
    expect(byRule.DECEASED).toMatchObject({
      source: 'deceased.csv',
      line: expect.any(Number),
      summary: expect.any(String),
    });
    expect(byRule.UPS_USPS).toMatchObject({ kind: 'USPS', name: 'DETROIT MAIN POST OFFICE' });
    expect(byRule.NCOA_STATE).toMatchObject({ new_state: 'OH', move_effective_date: '2023-05-01' });
    expect(byRule.DUPLICATE).toMatchObject({
      matches: [{ voter_ids: expect.arrayContaining([1001, 1002]) }],
    });
    expect(byRule.NON_RESIDENTIAL).toMatchObject({
      source: 'canvass.csv',
      category: 'Prison',
      summary: 'Address canvassed as Prison',
    });
    expect(byRule.BLANK_UNIT).toMatchObject({
      source: 'canvass.csv',
      finding: 'empty_lot',
      summary: 'Canvassers found an empty lot at this address',
    });
  });

  it('builds the evidence of attribute findings from the registration when read', async () => {
    const rows = await db.query<{
      voter_id: number;
      rule: string;
      stored: unknown;
      evidence: Record<string, unknown>;
    }>(
      `select f.voter_id, f.rule, f.evidence as stored, ${findingEvidenceSql('f', 'r')} as evidence
         from findings f join registrations r using (snapshot_date, voter_id)
        where f.snapshot_date = $1 and f.voter_id in (1025, 1039)`,
      [SNAPSHOT],
    );
    const of = (voter: number, rule: string) => rows.find((r) => r.voter_id === voter && r.rule === rule);
    expect(of(1025, 'AGE_100_PLUS')).toMatchObject({
      stored: null,
      evidence: { summary: 'Age 105 on Jan 1', year_of_birth: 1920, age: 105 },
    });
    expect(of(1025, 'REG_DATE_PRE_1942')?.evidence).toMatchObject({
      summary: 'Registered 1941-12-31, before 1942',
      registration_date: '1941-12-31',
    });
    expect(of(1039, 'NVRA_8D_DEC_2022')?.evidence).toMatchObject({
      summary: 'Registered 2020-11-02; last voted 2020-08-04',
      last_voted: '2020-08-04',
      status: 'V',
    });
    expect(of(1039, 'LOW_PROPENSITY')?.evidence).toMatchObject({ registration_date: '2020-11-02' });
  });
});
