import { REGISTERED_STATUSES } from '@voterroll/contract/metrics';
import type { Db } from '@voterroll/db/database';
import { transition } from '@voterroll/records/flags/transition';
import { insertAccount } from '../apps/server/src/auth/accounts';
import { datasetVoters } from './lookup-data';

/**
 * The dataset's one piece of review history: an Election Patriot flagged a registration while an
 * earlier voter file was the current one, and the next voter file removed it from the rolls. The
 * Removed tab lists exactly such flags (a removal after the snapshot the flag was made on), and a
 * test cannot make one itself: the API flags registrations of the current file, after every
 * removal the dataset holds. So the set-up flags, through the app's own transition function and an
 * account of its own, before loading the snapshot that removes the registration.
 */

/** The account that made the flag (flag_events.actor_name): tests find the flag by it. */
export const HISTORY_PATRIOT = 'e2e-history-patriot@example.org';
export const HISTORY_COMMENT = 'Neighbours report the family moved away in the summer';

/**
 * Flags, as HISTORY_PATRIOT, a registration registered in the database's current snapshot that
 * `nextSnapshot` (the file about to be loaded) cancels or leaves out: of those, the one in the
 * county with the most registrations (lowest voter id on a tie), so the county has rows to filter.
 */
export async function flagBeforeRemoval(db: Db, nextSnapshot: string): Promise<void> {
  const next = new Map((await datasetVoters(nextSnapshot)).map((v) => [v.voterId, v.status]));
  const registered = REGISTERED_STATUSES as readonly string[];
  const current = await db.query<{ voter_id: string; county_name: string; county_size: number }>(
    `select voter_id::text, county_name, count(*) over (partition by county_name)::int as county_size
       from registrations
      where snapshot_date = (select max(snapshot_date) from snapshots where status = 'ready')
        and voter_status_type_code = any($1::text[])`,
    [registered],
  );
  const removed = current
    .filter((r) => !registered.includes(next.get(r.voter_id) ?? ''))
    .sort((a, b) => b.county_size - a.county_size || Number(a.voter_id) - Number(b.voter_id));
  const chosen = removed[0];
  if (!chosen) throw new Error(`e2e dataset: the ${nextSnapshot} file removes no registration`);
  const userId = await insertAccount(db, {
    username: HISTORY_PATRIOT,
    email: HISTORY_PATRIOT,
    password: `pw-${Math.random().toString(36).slice(2)}`,
    firstName: 'Pat',
    lastName: 'History',
    roles: ['ROLE_ELECTION-PATRIOT'],
    active: true,
    county: chosen.county_name,
  });
  if (userId === null) throw new Error(`e2e dataset: account ${HISTORY_PATRIOT} exists`);
  const flagged = await transition(db, {
    by: {
      kind: 'user',
      actor: {
        userId,
        username: HISTORY_PATRIOT,
        roles: ['ROLE_ELECTION-PATRIOT'],
        county: chosen.county_name,
        jurisdiction: null,
      },
    },
    voterId: Number(chosen.voter_id),
    expected: { status: 'NEW' },
    to: 'TRG',
    reason: 'Does not live here',
    comment: HISTORY_COMMENT,
  });
  if (!flagged.ok) throw new Error(`e2e dataset: flagging ${chosen.voter_id}: ${flagged.error.message}`);
}
