import { outcomeRefusal, outcomesFor, REVIEW_OUTCOME_KEYS } from '@voterroll/contract/triage';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { CASES } from '@voterroll/pipeline/metrics/metric-rules.fixture';
import { RULE_EVIDENCE } from '@voterroll/pipeline/metrics/metric-rules-evidence.fixture';
import { loadRuleCases } from '@voterroll/pipeline/metrics/metric-rules-load.fixture';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';

/**
 * POST /api/review-outcome offers only the outcomes a registration's findings allow (the
 * contract's `outcomesFor`, which the web reads too): none where a finding says the person died,
 * "Does not live here but is valid" only for a move or a mail address. On the hand-built
 * registrations of each finding rule, loaded by the load (their findings are the load's own).
 */
let t: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await loadRuleCases(t.db);
  app = await buildApp({ db: t.db });
  await app.ready();
  token = (await accountWithSession(t.db, 'researcher', ['ROLE_DIGITAL-RESEARCHER'], {})).token;
}, 60_000);
afterAll(async () => {
  await app.close();
  await t.drop();
});

const outcome = (voterId: number, o: string) =>
  app.inject({
    method: 'POST',
    url: '/api/review-outcome',
    headers: { 'x-access-token': token },
    payload: { voter_id: voterId, outcome: o, comments_x: 'Checked at the door' },
  });

// One case per registration (some registrations are the case of two rules).
const cases = [...new Set(Object.values(RULE_EVIDENCE).map((e) => e!.voterId))].map((voterId) => {
  const c = CASES.find((x) => Number(x.id) === voterId)!;
  return [voterId, c.expect] as const;
});

describe(`review outcomes by finding on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('the hand-built cases hold a death, a move and a finding of neither', () => {
    const rules = cases.map(([, r]) => outcomesFor(r).length);
    expect(rules).toContain(0);
    expect(rules).toContain(1);
    expect(rules).toContain(2);
  });

  it.each(cases)('voter %i (findings %j): records exactly the outcomes offered', async (voterId, rules) => {
    const offered = outcomesFor(rules);
    // The refused first: nothing is written for them.
    for (const o of REVIEW_OUTCOME_KEYS.filter((x) => !offered.includes(x))) {
      const r = await outcome(voterId, o);
      expect(r.statusCode, `${o} ${r.body}`).toBe(422);
      expect(r.json()).toMatchObject({
        message: outcomeRefusal(o, rules),
        flag: { voter_id: voterId, current_triage_status: 'NEW' },
      });
    }
    expect(await t.db.query('select 1 from flag_events where voter_id = $1', [voterId])).toEqual([]);
    for (const o of offered) {
      const r = await outcome(voterId, o);
      expect(r.statusCode, `${o} ${r.body}`).toBe(200);
      expect(r.json().flag.current_triage_status).toBe('VALID');
    }
  });

  it('says why in the volunteer’s terms', async () => {
    const deceased = await outcome(RULE_EVIDENCE.DECEASED!.voterId, 'LIVES_HERE');
    expect(deceased.json().message).toBe(
      'A finding says this person died: "Lives here" does not answer that. Decide the registration with a status change instead.',
    );
    const age = await outcome(RULE_EVIDENCE.AGE_100_PLUS!.voterId, 'NOT_HERE_VALID');
    expect(age.statusCode).toBe(422);
    expect(age.json().message).toBe(
      '"Does not live here but is valid" answers a finding of a move or a mail address, and this registration has none: choose "Lives here", or a status change.',
    );
  });
});
