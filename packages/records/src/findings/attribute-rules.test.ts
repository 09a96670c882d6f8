import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFlagSnapshot, SNAPSHOT } from '../flags/flag.fixture';
import { ATTRIBUTE_RULES, findingEvidenceSql, type RegistrationSql } from './attribute-rules';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // Voters 1-200 of Lansing (every third born in 1921) and nine of Kent, born in 1980.
  await insertFlagSnapshot(t.db, 200);
  // Voter 5 carries a placeholder birth year; voter 2 voted in 2020, and in 2024 as a later file says.
  await t.db.query(`update registrations set year_of_birth = 1900 where voter_id = 5`);
  await t.db.query(
    `insert into findings (snapshot_date, voter_id, rule, detail, evidence, county_code, jurisdiction_code,
       ward, precinct, is_active)
     select snapshot_date, voter_id, rule, null, null::jsonb, county_code, jurisdiction_code, ward, precinct, true
       from registrations cross join (values ('LOW_PROPENSITY')) as a(rule)
      where voter_id in (2, 3)
     union all
     select snapshot_date, voter_id, 'AGE_PLACEHOLDER', null, null::jsonb, county_code, jurisdiction_code, ward, precinct, true
       from registrations where voter_id = 5`,
  );
  await t.db.query(
    `insert into voting_history (voter_id, election_date, voting_method, first_seen)
     values (2, '2020-11-03', 'ABSENTEE', $1::date), (2, '2024-11-05', 'IN PERSON', '2025-11-01')`,
    [SNAPSHOT],
  );
});
afterAll(async () => t.drop());

const evidence = async (voterId: number) =>
  Object.fromEntries(
    (
      await t.db.query<{ rule: string; evidence: unknown }>(
        `select f.rule, ${findingEvidenceSql('f', 'r')} as evidence
           from findings f join registrations r on r.snapshot_date = f.snapshot_date and r.voter_id = f.voter_id
          where f.voter_id = $1 order by f.rule`,
        [voterId],
      )
    ).map((r) => [r.rule, r.evidence]),
  );

describe(`findingEvidenceSql, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("builds an age finding's evidence from the registration, as of the snapshot year", async () => {
    const age = { summary: 'Age 104 on Jan 1', year_of_birth: 1921, age: 104, as_of: '2025-01-01' };
    const e = await evidence(1);
    expect(e.AGE_100_PLUS).toEqual(age);
    expect(e.AGE_90_PLUS).toEqual(age);
    expect((await evidence(5)).AGE_PLACEHOLDER).toEqual({
      summary: 'Birth year 1900 is a placeholder (age 125), not a real age',
      year_of_birth: 1900,
      age: 125,
      as_of: '2025-01-01',
    });
  });

  it('keeps the evidence a finding stored', async () => {
    expect((await evidence(1)).DUPLICATE).toEqual({
      summary: 'Shares identifying details with other registrations',
      matches: [{ part: 'address', match: 'same first name, birth year and address', voter_ids: [1, 151] }],
    });
  });

  it('reads the last vote known at the snapshot, or says there is none', async () => {
    expect((await evidence(2)).LOW_PROPENSITY).toEqual({
      summary: 'Registered 2023-01-15; last voted 2020-11-03',
      registration_date: '2023-01-15',
      last_voted: '2020-11-03',
      status: 'A',
    });
    expect((await evidence(3)).LOW_PROPENSITY).toEqual({
      summary: 'Registered 2023-01-15; last voted never (no history on file)',
      registration_date: '2023-01-15',
      last_voted: null,
      status: 'A',
    });
  });
});

describe('ATTRIBUTE_RULES', () => {
  const s: RegistrationSql = { r: 'r', year: '2025', lastVoted: 'null::date' };
  const holding = async (rule: string) => {
    const a = ATTRIBUTE_RULES.find((x) => x.rule === rule)!;
    return (
      await t.db.query<{ voter_id: string | number }>(
        `select r.voter_id from registrations r where r.snapshot_date = $1::date and ${a.holds(s)} order by r.voter_id`,
        [SNAPSHOT],
      )
    ).map((r) => Number(r.voter_id));
  };

  it('find the ages from the year of birth, a placeholder year apart', async () => {
    const born1921 = Array.from({ length: 67 }, (_, i) => 3 * i + 1);
    expect(await holding('AGE_100_PLUS')).toEqual(born1921);
    expect(await holding('AGE_90_PLUS')).toEqual(born1921);
    expect(await holding('AGE_PLACEHOLDER')).toEqual([5]);
  });

  it('name each rule once', () => {
    const rules = ATTRIBUTE_RULES.map((a) => a.rule);
    expect(new Set(rules).size).toBe(rules.length);
  });
});
