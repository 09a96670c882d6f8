import { createHmac } from 'node:crypto';
import type { Queryable } from '@voterroll/db/database';

/**
 * The ceiling on failed sign-ins per account across every client (ASVS 2.2.1, migration 0140):
 * ACCOUNT_FREE_FAILURES within an hour, then each further try at the account waits
 * ACCOUNT_WAIT_SECONDS after the last failure, so that at most about 100 are tried in any hour.
 * It slows the account and never locks it: once the wait is over the right password passes.
 */
export const ACCOUNT_FREE_FAILURES = 50;
export const ACCOUNT_WAIT_SECONDS = 72;
const MEMORY = "interval '1 hour'";

/**
 * The ceiling's key: the account's id when the name typed is an account's (its username and
 * e-mail are one account), else the name, so that an unknown name is slowed as a known one.
 */
export function accountCeilingKey(serverKey: Buffer, account: { id: number } | null, login: string): string {
  const what = account ? `account\n${account.id}` : `name\n${login.toLowerCase()}`;
  return createHmac('sha256', serverKey).update(what).digest('hex');
}

/** Whether tries at this account must still wait. */
export async function isAccountSlowed(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query(
    'select 1 from signin_account_throttle where key_hash = $1 and blocked_until > now()',
    [key],
  );
  return rows.length > 0;
}

/** Counts a failed sign-in at this account, from whichever client, and sets the wait past the free ones. */
export async function recordAccountFailure(q: Queryable, key: string): Promise<void> {
  await q.query(
    `insert into signin_account_throttle as t (key_hash, failures, last_failure_at) values ($1, 1, now())
     on conflict (key_hash) do update set
       failures = case when t.last_failure_at < now() - ${MEMORY} then 1 else t.failures + 1 end,
       last_failure_at = now()`,
    [key],
  );
  await q.query(
    `update signin_account_throttle set blocked_until = now() + make_interval(secs => $3)
      where key_hash = $1 and failures >= $2`,
    [key, ACCOUNT_FREE_FAILURES, ACCOUNT_WAIT_SECONDS],
  );
  // Forgotten failures go, so that the table stays small.
  await q.query(`delete from signin_account_throttle where last_failure_at < now() - ${MEMORY}`);
}

export async function clearAccountFailures(q: Queryable, key: string): Promise<void> {
  await q.query('delete from signin_account_throttle where key_hash = $1', [key]);
}
