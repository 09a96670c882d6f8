import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, insertFlagSnapshot } from './flag.fixture';
import type { TransitionRequest } from './transition';
import { transitionMany } from './transition-many';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  await insertFlagSnapshot(db, 50);
});
afterAll(async () => t.drop());

const patriot = actorOf('ROLE_ELECTION-PATRIOT', 10);
const toTriage = (voterId: number): TransitionRequest => ({
  by: { kind: 'user', actor: patriot },
  voterId,
  to: 'TRG',
  reason: 'Deceased',
  comment: 'Obituaries checked',
  bulk: true,
});
const flagged = async (voterIds: number[]) =>
  (
    await db.query<{ voter_id: string | number }>(
      'select voter_id from flags where voter_id = any ($1::bigint[]) order by voter_id',
      [voterIds],
    )
  ).map((r) => Number(r.voter_id));
const eventCount = async (voterIds: number[]) =>
  (
    await db.query<{ n: number }>(
      'select count(*)::int as n from flag_events where voter_id = any ($1::bigint[])',
      [voterIds],
    )
  )[0]!.n;

describe(`transitionMany, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('changes every registration, each with its bulk event', async () => {
    const r = await transitionMany(db, [toTriage(1), toTriage(2)]);
    expect(r).toEqual({
      ok: true,
      value: [
        { voter_id: 1, flagged_reg_id: expect.any(Number), current_triage_status: 'TRG', version: 1 },
        { voter_id: 2, flagged_reg_id: expect.any(Number), current_triage_status: 'TRG', version: 1 },
      ],
    });
    expect(await flagged([1, 2])).toEqual([1, 2]);
    const events = await db.query<{ is_bulk: boolean; flag_type: string }>(
      `select e.is_bulk, f.flag_type from flag_events e join flags f using (flagged_reg_id)
        where e.voter_id in (1, 2)`,
    );
    expect(events).toEqual([
      { is_bulk: true, flag_type: 'BULK_FLAG_REG' },
      { is_bulk: true, flag_type: 'BULK_FLAG_REG' },
    ]);
  });

  it('changes nothing when one is refused, and says why', async () => {
    const r = await transitionMany(db, [toTriage(10), toTriage(99_999)]);
    expect(r).toEqual({
      ok: false,
      error: {
        message: 'Nothing was changed: No registration with voter ID 99999 in the current voter file.',
        refused: [
          {
            voterId: 99_999,
            error: {
              code: 'not-found',
              message: 'No registration with voter ID 99999 in the current voter file.',
            },
          },
        ],
      },
    });
    expect(await flagged([10])).toEqual([]);
    expect(await eventCount([10])).toBe(0);
  });

  it('lists every refusal and counts them when several are refused', async () => {
    const kent = actorOf('ROLE_ELECTION-PATRIOT', 11, { county: 'KENT' });
    const r = await transitionMany(db, [
      toTriage(11),
      { ...toTriage(12), by: { kind: 'user', actor: kent } },
      // A patriot may not skip triage: NEW to SFCR is not theirs.
      { ...toTriage(13), to: 'SFCR' },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toBe(
      'Nothing was changed: 2 of 3 registrations were refused. The first: Voter ID 12 is registered in LANSING CITY, INGHAM county, outside your area (KENT county).',
    );
    expect(r.error.refused.map((x) => [x.voterId, x.error.code])).toEqual([
      [12, 'out-of-scope'],
      [13, 'forbidden'],
    ]);
    expect(await flagged([11, 12, 13])).toEqual([]);
    expect(await eventCount([11, 12, 13])).toBe(0);
  });
});
