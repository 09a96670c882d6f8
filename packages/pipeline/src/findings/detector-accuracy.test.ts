import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FINDING_RULES, HARD_RULES, SCORED_RULES } from '@voterroll/contract/metrics';
import { GENERATED_TRUTH } from '@voterroll/contract/review-api';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';

/**
 * Precision and recall of every detector on generated data, against the generator's ground truth
 * (which names the registrations that truly carry each anomaly in the last snapshot).
 */
interface GroundTruth {
  lastSnapshot: string;
  planted: Record<string, string[]>;
  hardCases: Record<string, string[]>;
}

let t: TestDatabase;
let dir: string;
let truth: GroundTruth;
const detected = new Map<string, Set<string>>();

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'accuracy-'));
  await generate({ outDir: dir, voters: GENERATED_TRUTH.voters, snapshots: 1, seed: GENERATED_TRUTH.seed });
  truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as GroundTruth;
  const s = join(dir, truth.lastSnapshot);
  const result = await ingestSnapshot(t.db, {
    snapshotDate: truth.lastSnapshot,
    files: {
      voters: join(s, 'EntireStateVoters.csv'),
      history: join(s, 'EntireStateVoterHistory.csv'),
      deceased: join(s, 'deceased.csv'),
      ncoa: join(s, 'ncoa.csv'),
      postal: join(s, 'postal-locations.csv'),
      canvass: join(s, 'canvass.csv'),
    },
  });
  if (!result.ok) throw new Error(result.error);
  expect(result.value.rowsRejected).toBe(0);
  const rows = await t.db.query<{ rule: string; voter_id: number }>(
    'select rule, voter_id from findings where snapshot_date = $1',
    [truth.lastSnapshot],
  );
  for (const r of rows) {
    const set = detected.get(r.rule) ?? new Set<string>();
    set.add(String(r.voter_id));
    detected.set(r.rule, set);
  }
  const table = FINDING_RULES.filter((rule) => truth.planted[rule]).map((rule) => {
    const planted = new Set(truth.planted[rule]);
    const found = detected.get(rule) ?? new Set<string>();
    const hits = [...found].filter((id) => planted.has(id)).length;
    return {
      rule,
      planted: planted.size,
      detected: found.size,
      precision: found.size ? (hits / found.size).toFixed(3) : 'n/a',
      recall: planted.size ? (hits / planted.size).toFixed(3) : 'n/a',
    };
  });
  console.log(`detector precision and recall on generated data (seed 11, ${truth.lastSnapshot}):`);
  console.table(table);
}, 300_000);

afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('detectors against the ground truth', () => {
  it('measures what the methodology page states (the contract’s GENERATED_TRUTH)', () => {
    expect(GENERATED_TRUTH.snapshot).toBe(truth.lastSnapshot);
    const measured = Object.fromEntries(
      FINDING_RULES.filter((rule) => truth.planted[rule]).map((rule) => {
        const planted = new Set(truth.planted[rule]);
        const found = [...(detected.get(rule) ?? [])];
        return [rule, { found: found.length, right: found.filter((id) => planted.has(id)).length }];
      }),
    );
    expect(measured).toEqual(GENERATED_TRUTH.rules);
  });

  it.each(FINDING_RULES.filter((r) => r !== 'DUPLICATE' && r !== 'UNDELIVERABLE'))(
    '%s finds exactly the planted registrations',
    (rule) => {
      const planted = [...(truth.planted[rule] ?? [])].sort();
      const found = [...(detected.get(rule) ?? [])].sort();
      expect(planted.length).toBeGreaterThan(0);
      expect(found).toEqual(planted);
    },
  );

  it('DUPLICATE finds every planted duplicate, and its only false positives are shared-name coincidences', () => {
    const planted = new Set(truth.planted.DUPLICATE);
    const found = detected.get('DUPLICATE') ?? new Set<string>();
    expect([...planted].filter((id) => !found.has(id))).toEqual([]);
    const coincidences = new Set(truth.hardCases.shared_name_coincidence);
    expect([...found].filter((id) => !planted.has(id) && !coincidences.has(id))).toEqual([]);
  });

  it('flags none of the hard cases that are not anomalies (twins, Jr/Sr, pre-registrations, military)', () => {
    for (const kind of ['twins', 'jr_sr', 'pre_registration', 'uocava_military']) {
      const ids = new Set(truth.hardCases[kind] ?? []);
      expect(ids.size, kind).toBeGreaterThan(0);
      for (const [rule, found] of detected) {
        const wrongly = [...found].filter((id) => ids.has(id) && !(truth.planted[rule] ?? []).includes(id));
        expect(wrongly, `${kind} flagged by ${rule}`).toEqual([]);
      }
    }
  });
  it("counts in the state's metrics exactly the findings stored, rule by rule, among all and active", async () => {
    // The roll-up counts the attribute rules from the registrations, not from their finding rows:
    // both must agree, as must ANY_FINDING, SCORED_FINDING and HARD_FINDING with the registrations
    // having any.
    const hard = `array[${HARD_RULES.map((r) => `'${r}'`).join(', ')}]`;
    const scored = `array[${SCORED_RULES.map((r) => `'${r}'`).join(', ')}]`;
    const stored = await t.db.query<{ key: string; value: number; active_value: number }>(
      `select rule as key, count(*)::int as value, (count(*) filter (where is_active))::int as active_value
       from findings where snapshot_date = $1 group by rule
       union all
       select 'ANY_FINDING', count(distinct voter_id)::int, (count(distinct voter_id) filter (where is_active))::int
       from findings where snapshot_date = $1
       union all
       select 'SCORED_FINDING', count(distinct voter_id)::int, (count(distinct voter_id) filter (where is_active))::int
       from findings where snapshot_date = $1 and rule = any (${scored})
       union all
       select 'HARD_FINDING', count(distinct voter_id)::int, (count(distinct voter_id) filter (where is_active))::int
       from findings where snapshot_date = $1 and rule = any (${hard})`,
      [truth.lastSnapshot],
    );
    const keys = stored.map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining(['LOW_PROPENSITY', 'AGE_100_PLUS', 'DUPLICATE', 'NVRA_8D_2025']),
    );
    const rolled = await t.db.query<{ key: string; value: number; active_value: number }>(
      `select metric_key as key, value, active_value from zone_metrics
       where snapshot_date = $1 and zone_hash = 'MICHIGAN' and metric_key = any ($2)`,
      [truth.lastSnapshot, keys],
    );
    const byKey = (rows: typeof stored) =>
      Object.fromEntries(rows.map((r) => [r.key, [r.value, r.active_value]]));
    expect(byKey(rolled)).toEqual(byKey(stored));
  });
});
