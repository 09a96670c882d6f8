import { ROLES } from '@voterroll/contract/roles';
import { TRIAGE_STATUSES, type TriageStatus } from '@voterroll/contract/triage';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, insertFlagSnapshot, REPORTER } from './flag.fixture';
import { transition } from './transition';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  await insertFlagSnapshot(db);
});
afterAll(async () => t.drop());

/**
 * The moves each role may make, written from the specs independently of the contract's table:
 * FROM>TO, with X>X a note that keeps the status. Roles not listed may make none.
 */
const NOTES = 'TRG>TRG SFCR>SFCR CS>CS VALID>VALID';
// Challenge Submitted (CS) is never a status change: only the packet reaches it (DESIGN.md 8), and
// Skip Triage (NEW>SFCR) is retired (four eyes).
// VALID>SFCR is retired too: a verified registration reopens to triage, where another looks.
const PATRIOT = `NEW>TRG NEW>VALID TRG>SFCR TRG>VALID SFCR>TRG SFCR>VALID VALID>TRG ${NOTES}`;
const CLERK = `${PATRIOT} CS>VALID NEW>INQ TRG>INQ SFCR>INQ CS>INQ VALID>INQ
  INQ>NS INQ>CAT INQ>CI NS>NS NS>CAT NS>CI CAT>NS CAT>CAT CAT>CI CI>NS CI>CAT CI>CI INQ>INQ`;
const EXPECTED: Record<string, string> = {
  ANONYMOUS: 'NEW>TRG',
  'ROLE_DIGITAL-RESEARCHER': `NEW>TRG NEW>VALID ${NOTES}`,
  'ROLE_ELECTION-PATRIOT': PATRIOT,
  'ROLE_ELECTION-PATRIOT-PLUS': PATRIOT,
  ROLE_CLERK: CLERK,
  'ROLE_SITE-ROOT': CLERK,
};
const allowed = (role: string, from: string, to: string) =>
  (EXPECTED[role] ?? '').split(/\s+/).includes(`${from}>${to}`);

describe(`the transition table, every role x status x target, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('allows exactly the moves the specs give each role, and records each with one event', async () => {
    const cases: { role: string; from: TriageStatus; to: TriageStatus; voterId: number }[] = [];
    for (const role of [...ROLES, 'ANONYMOUS'])
      for (const from of TRIAGE_STATUSES)
        for (const to of TRIAGE_STATUSES) cases.push({ role, from, to, voterId: cases.length + 1 });
    expect(cases.length).toBe(11 * 9 * 9);

    // Each case gets its own registration, already in its starting status.
    const flagged = cases.filter((c) => c.from !== 'NEW');
    await db.query(
      `insert into flags (voter_id, current_triage_status, flag_type, flagged_reason, flagged_reason_x,
         county_name, jurisdiction_name)
       select v, s, 'FLAG_REG', 'Other', 'Set up by the test', 'INGHAM', 'LANSING CITY'
         from unnest($1::bigint[], $2::text[]) as u(v, s)`,
      [flagged.map((c) => c.voterId), flagged.map((c) => c.from)],
    );

    const outcomes: string[] = [];
    for (const c of cases) {
      const r = await transition(db, {
        by:
          c.role === 'ANONYMOUS'
            ? { kind: 'anonymous', reporter: REPORTER }
            : { kind: 'user', actor: actorOf(c.role as never) },
        voterId: c.voterId,
        to: c.to,
        reason: 'Deceased',
        comment: 'Checked the obituary and the county records',
      });
      const want = allowed(c.role, c.from, c.to);
      // One line per case that disagrees, so a failure names every wrong cell of the table.
      if (r.ok !== want) outcomes.push(`${c.role} ${c.from}>${c.to}: ${r.ok ? 'allowed' : r.error.message}`);
      const refusal = c.to === 'CS' && c.from !== 'CS' ? 'not-offered' : 'forbidden';
      if (!r.ok && r.error.code !== refusal) outcomes.push(`${c.role} ${c.from}>${c.to}: ${r.error.code}`);
    }
    expect(outcomes).toEqual([]);

    const rows = await db.query<{
      voter_id: number;
      status: string | null;
      events: number;
      last: string | null;
    }>(
      `select v.voter_id, f.current_triage_status as status,
              (select count(*)::int from flag_events e where e.voter_id = v.voter_id) as events,
              (select e.from_status || '>' || e.to_status from flag_events e where e.voter_id = v.voter_id) as last
         from unnest($1::bigint[]) as v(voter_id) left join flags f on f.voter_id = v.voter_id
        order by v.voter_id`,
      [cases.map((c) => c.voterId)],
    );
    const wrong = cases.flatMap((c, i) => {
      const row = rows[i]!;
      const want = allowed(c.role, c.from, c.to);
      const status = want ? c.to : c.from === 'NEW' ? null : c.from;
      const ok =
        row.status === status &&
        row.events === (want ? 1 : 0) &&
        row.last === (want ? `${c.from}>${c.to}` : null);
      return ok ? [] : [`${c.role} ${c.from}>${c.to}: ${JSON.stringify(row)}`];
    });
    expect(wrong).toEqual([]);
  });
});
