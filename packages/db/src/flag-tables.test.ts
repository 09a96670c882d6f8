import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { ormOf } from './orm';
import { flagEvents, flags } from './schema-flags';
import { createTestDatabase, type TestDatabase } from './test-support/database';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => t.drop());

async function flagWithEvent(voterId: number): Promise<number> {
  const orm = ormOf(db);
  const [flag] = await orm
    .insert(flags)
    .values({
      voterId,
      currentTriageStatus: 'TRG',
      flagType: 'FLAG_REG',
      flaggedReason: 'Deceased',
      flaggedReasonX: 'Obituary found in the local paper',
      reporterUserId: 7,
      countyName: 'INGHAM',
      jurisdictionName: 'LANSING CITY',
    })
    .returning();
  await orm.insert(flagEvents).values({
    flaggedRegId: flag!.flaggedRegId,
    voterId,
    actorUserId: 7,
    actorName: 'researcher',
    actorRole: 'ROLE_DIGITAL-RESEARCHER',
    fromStatus: 'NEW',
    toStatus: 'TRG',
    flaggedReason: 'Deceased',
    commentsX: 'Obituary found in the local paper',
    systemReviewCodes: ['DECEASED'],
    evidenceSnapshotDate: '2025-10-01',
  });
  return flag!.flaggedRegId;
}

describe(`flag tables on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps history append-only: the database refuses UPDATE, DELETE and TRUNCATE of events', async () => {
    const id = await flagWithEvent(1001);
    await expect(
      db.query("update flag_events set comments_x = 'rewritten' where flagged_reg_id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('delete from flag_events where flagged_reg_id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.exec('truncate flag_events cascade')).rejects.toThrow(/append-only/);
    const events = await ormOf(db).select().from(flagEvents).where(eq(flagEvents.flaggedRegId, id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.commentsX, e.systemReviewCodes])).toEqual([
      ['NEW', 'TRG', 'Obituary found in the local paper', ['DECEASED']],
    ]);
  });

  it('accepts only the known triage statuses and one flag per registration', async () => {
    await flagWithEvent(1002);
    await expect(
      db.query("update flags set current_triage_status = 'MAYBE' where voter_id = 1002"),
    ).rejects.toThrow(/check/);
    // Drizzle wraps the database's error; its cause carries PostgreSQL's code (unique violation).
    await expect(flagWithEvent(1002)).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
