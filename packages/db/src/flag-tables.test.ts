import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { createTestDatabase, type TestDatabase } from './test-support/database';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => t.drop());

async function flagWithEvent(voterId: number): Promise<number> {
  const [flag] = await db.query<{ flagged_reg_id: number }>(
    `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
       reporter_user_id, county_name, jurisdiction_name)
     values ($1, 'TRG', 'FLAG_REG', 'Deceased', 'Obituary found in the local paper', 7, 'INGHAM',
       'LANSING CITY')
     returning flagged_reg_id`,
    [voterId],
  );
  await db.query(
    `insert into flag_events (flagged_reg_id, voter_id, actor_user_id, actor_name, actor_role, from_status,
       to_status, flagged_reason, comments_x, system_review_codes, evidence_snapshot_date)
     values ($1, $2, 7, 'researcher', 'ROLE_DIGITAL-RESEARCHER', 'NEW', 'TRG', 'Deceased',
       'Obituary found in the local paper', $3::jsonb, '2025-10-01')`,
    [flag!.flagged_reg_id, voterId, JSON.stringify(['DECEASED'])],
  );
  return flag!.flagged_reg_id;
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
    const events = await db.query<{
      from_status: string;
      to_status: string;
      comments_x: string;
      system_review_codes: string[];
    }>('select * from flag_events where flagged_reg_id = $1', [id]);
    expect(events.map((e) => [e.from_status, e.to_status, e.comments_x, e.system_review_codes])).toEqual([
      ['NEW', 'TRG', 'Obituary found in the local paper', ['DECEASED']],
    ]);
  });

  it('accepts only the known triage statuses and one flag per registration', async () => {
    await flagWithEvent(1002);
    await expect(
      db.query("update flags set current_triage_status = 'MAYBE' where voter_id = 1002"),
    ).rejects.toThrow(/check/);
    // PostgreSQL's code of a unique violation.
    await expect(flagWithEvent(1002)).rejects.toMatchObject({ code: '23505' });
  });
});
