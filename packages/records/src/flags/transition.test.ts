import {
  CLERK_FLAG_DETAIL,
  CLERK_FLAG_REASON,
  CLERK_NEW_FLAG_COMMENT,
  CS_ONLY_BY_PACKET,
  FOUR_EYES_MARK,
} from '@voterroll/contract/triage';
import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, insertFlagSnapshot, KENT_VOTER, REPORTER, setStatus } from './flag.fixture';
import { type TransitionRequest, transition } from './transition';

let t: TestDatabase;
let db: Db;
/** A second session: its own connection on PostgreSQL; PGlite is one connection for everyone. */
let other: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  await insertFlagSnapshot(db, 200);
  other = db.engine === 'postgres' ? await openDatabase(t.target) : db;
});
afterAll(async () => {
  if (other !== db) await other.close();
  await t.drop();
});

const patriot = actorOf('ROLE_ELECTION-PATRIOT', 10);
const patriot2 = actorOf('ROLE_ELECTION-PATRIOT', 11);
const researcher = actorOf('ROLE_DIGITAL-RESEARCHER', 12);
const events = async (voterId: number) =>
  db.query<{
    from_status: string;
    to_status: string;
    actor_name: string;
    is_bulk: boolean;
    system_review_codes: string[];
  }>(
    'select from_status, to_status, actor_name, is_bulk, system_review_codes from flag_events where voter_id = $1 order by flag_event_id',
    [voterId],
  );
const change = (
  over: Partial<TransitionRequest> & Pick<TransitionRequest, 'voterId' | 'to'>,
): TransitionRequest => ({
  by: { kind: 'user', actor: patriot },
  reason: 'Deceased',
  comment: 'Obituary in the Lansing State Journal',
  ...over,
});

describe(`two reviewers at once on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lets exactly one of two concurrent changes win; the other is told the new state', async () => {
    await setStatus(db, 20, 'TRG');
    const [a, b] = await Promise.all([
      transition(db, change({ voterId: 20, to: 'SFCR', expected: { version: 1 } })),
      transition(
        other,
        change({
          voterId: 20,
          to: 'VALID',
          reason: 'Confirmed resident',
          expected: { version: 1 },
          by: { kind: 'user', actor: patriot2 },
        }),
      ),
    ]);
    const results = [a, b];
    const winners = results.filter((r) => r.ok);
    const losers = results.flatMap((r) => (r.ok ? [] : [r.error]));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const won = winners[0]!.ok ? winners[0]!.value : null;
    expect(won?.version).toBe(2);
    const label =
      won?.current_triage_status === 'SFCR'
        ? 'INVALID - To Be Challenged'
        : 'VALID - Registration Verified OK';
    expect(losers[0]).toEqual({
      code: 'changed',
      message: `This registration was changed meanwhile: it is now ${label}.`,
      flag: won,
    });
    expect(await events(20)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent first flags of a registration create it', async () => {
    const [a, b] = await Promise.all([
      transition(
        db,
        change({
          voterId: 21,
          to: 'TRG',
          expected: { status: 'NEW' },
          by: { kind: 'user', actor: researcher },
        }),
      ),
      transition(
        other,
        change({
          voterId: 21,
          to: 'TRG',
          expected: { status: 'NEW' },
          by: { kind: 'anonymous', reporter: REPORTER },
        }),
      ),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const lost = [a, b].find((r) => !r.ok);
    expect(lost?.ok === false && lost.error.message).toBe(
      'This registration was changed meanwhile: it is now TRIAGE - Needs More Research.',
    );
    expect(await events(21)).toHaveLength(1);
    const flags = await db.query('select * from flags where voter_id = 21');
    expect(flags).toHaveLength(1);
  });
});

describe('scope, safeguards and history', () => {
  it('refuses a user of another county or jurisdiction, and writes nothing', async () => {
    const kent = actorOf('ROLE_ELECTION-PATRIOT', 13, { county: 'KENT' });
    const r = await transition(db, change({ voterId: 30, to: 'TRG', by: { kind: 'user', actor: kent } }));
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'out-of-scope',
        message: 'Voter ID 30 is registered in LANSING CITY, INGHAM county, outside your area (KENT county).',
      },
    });
    const eastLansing = actorOf('ROLE_ELECTION-PATRIOT', 14, {
      county: 'INGHAM',
      jurisdiction: 'EAST LANSING CITY',
    });
    const r2 = await transition(
      db,
      change({ voterId: 30, to: 'TRG', by: { kind: 'user', actor: eastLansing } }),
    );
    expect(r2.ok === false && r2.error.code).toBe('out-of-scope');
    // Neither a stale view nor a move the role lacks tells an outsider the flag's state: the area
    // is checked first.
    const stale = await transition(
      db,
      change({ voterId: 30, to: 'TRG', by: { kind: 'user', actor: kent }, expected: { version: 7 } }),
    );
    expect(stale.ok === false && stale.error).toEqual({ code: 'out-of-scope', message: expect.any(String) });
    const kentClerkMove = await transition(
      db,
      change({ voterId: 30, to: 'CI', by: { kind: 'user', actor: kent } }),
    );
    expect(kentClerkMove.ok === false && kentClerkMove.error.code).toBe('out-of-scope');
    expect(await events(30)).toHaveLength(0);
    // The same user may act in their own county, and a state-wide one anywhere.
    const ok = await transition(
      db,
      change({ voterId: KENT_VOTER, to: 'TRG', by: { kind: 'user', actor: kent } }),
    );
    expect(ok.ok).toBe(true);
    const ingham = actorOf('ROLE_ELECTION-PATRIOT', 15, { county: 'ingham', jurisdiction: 'Lansing City' });
    expect(
      (await transition(db, change({ voterId: 30, to: 'TRG', by: { kind: 'user', actor: ingham } }))).ok,
    ).toBe(true);
  });

  it('refuses a registration not in the current voter file', async () => {
    const r = await transition(db, change({ voterId: 99_999, to: 'TRG' }));
    expect(r).toEqual({
      ok: false,
      error: { code: 'not-found', message: 'No registration with voter ID 99999 in the current voter file.' },
    });
  });

  it('never moves a registration toward a challenge in bulk without an individual review first', async () => {
    // Sent to triage in bulk: no individual review, so no bulk move to a challenge.
    expect((await transition(db, change({ voterId: 40, to: 'TRG', bulk: true }))).ok).toBe(true);
    const byPatriot2 = { kind: 'user', actor: patriot2 } as const;
    const bulk = await transition(db, change({ voterId: 40, to: 'SFCR', bulk: true, by: byPatriot2 }));
    expect(bulk.ok === false && bulk.error.code).toBe('needs-review');
    expect(bulk.ok === false && bulk.error.message).toMatch(/MCL 168\.512/);
    // A person's note on this registration alone is an individual review: the bulk move may follow.
    expect(
      (await transition(db, change({ voterId: 40, to: 'TRG', by: { kind: 'user', actor: researcher } }))).ok,
    ).toBe(true);
    expect((await transition(db, change({ voterId: 40, to: 'SFCR', bulk: true, by: byPatriot2 }))).ok).toBe(
      true,
    );
  });

  it('retires Skip Triage and keeps four eyes: the raiser does not mark To Be Challenged', async () => {
    const plus = actorOf('ROLE_ELECTION-PATRIOT-PLUS', 16);
    const skip = await transition(db, change({ voterId: 41, to: 'SFCR', by: { kind: 'user', actor: plus } }));
    expect(skip.ok === false && skip.error.code).toBe('forbidden');
    expect(
      (await transition(db, change({ voterId: 41, to: 'TRG', by: { kind: 'user', actor: plus } }))).ok,
    ).toBe(true);
    const own = await transition(db, change({ voterId: 41, to: 'SFCR', by: { kind: 'user', actor: plus } }));
    expect(own.ok === false && own.error).toMatchObject({ code: 'forbidden', message: FOUR_EYES_MARK });
    // Another volunteer marks it: the second pair of eyes.
    expect((await transition(db, change({ voterId: 41, to: 'SFCR' }))).ok).toBe(true);
    expect(await events(41)).toMatchObject([
      { from_status: 'NEW', to_status: 'TRG', actor_name: 'election-patriot-plus-16' },
      { from_status: 'TRG', to_status: 'SFCR', actor_name: 'election-patriot-10' },
    ]);
  });

  it('reopens a verified registration to triage only: no one raises and approves alone', async () => {
    expect(
      (await transition(db, change({ voterId: 43, to: 'VALID', reason: 'Confirmed resident' }))).ok,
    ).toBe(true);
    const straight = await transition(
      db,
      change({ voterId: 43, to: 'SFCR', by: { kind: 'user', actor: patriot2 } }),
    );
    expect(straight.ok === false && straight.error.code).toBe('forbidden');
    expect(
      (await transition(db, change({ voterId: 43, to: 'TRG', by: { kind: 'user', actor: patriot2 } }))).ok,
    ).toBe(true);
    const own = await transition(
      db,
      change({ voterId: 43, to: 'SFCR', by: { kind: 'user', actor: patriot2 } }),
    );
    expect(own.ok === false && own.error.message).toBe(FOUR_EYES_MARK);
    expect((await transition(db, change({ voterId: 43, to: 'SFCR' }))).ok).toBe(true);
  });

  it('reaches Challenge Submitted only with the packet', async () => {
    await setStatus(db, 42, 'SFCR');
    const bare = await transition(db, change({ voterId: 42, to: 'CS' }));
    expect(bare.ok === false && bare.error).toMatchObject({
      code: 'not-offered',
      message: CS_ONLY_BY_PACKET,
    });
    const clerk = actorOf('ROLE_CLERK', 17);
    const byClerk = await transition(
      db,
      change({ voterId: 42, to: 'CS', packet: {}, by: { kind: 'user', actor: clerk } }),
    );
    expect(byClerk.ok === false && byClerk.error.code).toBe('forbidden');
    expect((await transition(db, change({ voterId: 42, to: 'CS', packet: { reasons: 'x' } }))).ok).toBe(true);
  });

  it('makes every change toward a challenge name a reason of invalidity', async () => {
    await setStatus(db, 50, 'TRG');
    const none = await transition(db, change({ voterId: 50, to: 'SFCR', reason: null }));
    const valid = await transition(db, change({ voterId: 50, to: 'SFCR', reason: 'Confirmed resident' }));
    for (const r of [none, valid]) {
      expect(r).toEqual({
        ok: false,
        error: {
          code: 'invalid',
          message: 'A change toward a challenge must name its reason: choose a reason of invalidity.',
        },
      });
    }
    const blank = await transition(db, change({ voterId: 50, to: 'VALID', comment: '   ' }));
    expect(blank.ok === false && blank.error.message).toBe('Reason description required');
    expect(await events(50)).toHaveLength(0);
  });

  it("creates the clerk's flag directly in the work queue, and records each step with who and the evidence", async () => {
    const clerk = actorOf('ROLE_CLERK', 17);
    const r = await transition(db, {
      by: { kind: 'user', actor: clerk },
      voterId: 1,
      expected: { status: 'NEW' },
      to: 'INQ',
      reason: CLERK_FLAG_REASON,
      detail: CLERK_FLAG_DETAIL,
      comment: CLERK_NEW_FLAG_COMMENT,
    });
    expect(r).toEqual({
      ok: true,
      value: { voter_id: 1, flagged_reg_id: expect.any(Number), current_triage_status: 'INQ', version: 1 },
    });
    const [flag] = await db.query(
      'select flag_type, flagged_reason, flagged_reason_x, reporter_user_id from flags where voter_id = 1',
    );
    expect(flag).toEqual({
      flag_type: 'CLERK',
      flagged_reason: 'INACTIVE_VOTER',
      flagged_reason_x: 'Clerk initiated review',
      reporter_user_id: null,
    });
    expect(
      (
        await transition(db, {
          by: { kind: 'user', actor: clerk },
          voterId: 1,
          to: 'NS',
          comment: 'Notice mailed on Oct 3',
        })
      ).ok,
    ).toBe(true);
    expect(await events(1)).toEqual([
      {
        from_status: 'NEW',
        to_status: 'INQ',
        actor_name: 'clerk-17',
        is_bulk: false,
        system_review_codes: ['AGE_100_PLUS', 'AGE_90_PLUS', 'DUPLICATE'],
      },
      {
        from_status: 'INQ',
        to_status: 'NS',
        actor_name: 'clerk-17',
        is_bulk: false,
        system_review_codes: ['AGE_100_PLUS', 'AGE_90_PLUS', 'DUPLICATE'],
      },
    ]);
  });

  it('keeps a note from changing the version others decide on', async () => {
    await setStatus(db, 60, 'TRG');
    const note = await transition(
      db,
      change({ voterId: 60, to: 'TRG', expected: { version: 1 }, by: { kind: 'user', actor: researcher } }),
    );
    expect(note.ok && note.value.version).toBe(1);
    expect(
      (
        await transition(
          db,
          change({ voterId: 60, to: 'VALID', reason: 'Confirmed resident', expected: { version: 1 } }),
        )
      ).ok,
    ).toBe(true);
  });
});
