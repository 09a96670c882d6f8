import type { Queryable } from '@voterroll/db/database';

/** The alert_deliveries table's operations (migration 0130), each one statement. */

export interface ClaimedAlert {
  subscriptionId: number;
  name: string;
  email: string;
  areaLevel: 'state' | 'county' | 'jurisdiction';
  areaName: string;
  countyCode: number | null;
  jurisdictionCode: number | null;
  attempts: number;
}

/**
 * A row 'pending' for every confirmed, subscribed address that has none for the snapshot yet (run at
 * every poll: the not-exists keeps it a read once all are queued; on conflict covers two senders).
 */
export async function queueAlerts(db: Queryable, snapshotDate: string): Promise<number> {
  const rows = await db.query(
    `insert into alert_deliveries (subscription_id, snapshot_date)
     select s.id, $1::date from subscriptions s
      where s.confirmed_at is not null and s.unsubscribed_at is null
        and not exists (select 1 from alert_deliveries d where d.snapshot_date = $1::date and d.subscription_id = s.id)
     on conflict do nothing returning subscription_id`,
    [snapshotDate],
  );
  return rows.length;
}

/**
 * Claims one pending delivery of the snapshot (FOR UPDATE SKIP LOCKED: two senders never take the
 * same one), with the hash of the unsubscribe token its mail will carry. Once claimed, a delivery
 * is never claimed again: a sender that dies while sending leaves it 'sending', so that nobody gets
 * a second message (at most once).
 */
export async function claimAlert(
  db: Queryable,
  snapshotDate: string,
  worker: string,
  unsubscribeTokenHash: string,
): Promise<ClaimedAlert | null> {
  const [row] = await db.query<ClaimedAlert>(
    `with next as (
       select subscription_id from alert_deliveries
        where snapshot_date = $1::date and status = 'pending'
        order by subscription_id
        limit 1
        for update skip locked
     )
     update alert_deliveries d
        set status = 'sending', worker = $2, claimed_at = now(), attempts = d.attempts + 1,
            unsubscribe_token_hash = $3
       from next, subscriptions s, zones a
      where d.snapshot_date = $1::date and d.subscription_id = next.subscription_id
        and s.id = d.subscription_id and a.zone_hash = s.zone_hash
     returning d.subscription_id as "subscriptionId", s.name, s.email, a.level as "areaLevel",
               a.zone_name as "areaName", a.county_code as "countyCode",
               a.jurisdiction_code as "jurisdictionCode", d.attempts`,
    [snapshotDate, worker, unsubscribeTokenHash],
  );
  return row ?? null;
}

/** Marks a claimed delivery 'sent' (with its count of changes) or 'none' (nothing in its area). */
export async function finishAlert(
  db: Queryable,
  snapshotDate: string,
  subscriptionId: number,
  worker: string,
  changes: number,
): Promise<void> {
  await db.query(
    `update alert_deliveries
        set status = case when $4::int > 0 then 'sent' else 'none' end, changes = $4, sent_at = now(),
            unsubscribe_token_hash = case when $4::int > 0 then unsubscribe_token_hash end
      where snapshot_date = $1::date and subscription_id = $2 and worker = $3 and status = 'sending'`,
    [snapshotDate, subscriptionId, worker, changes],
  );
}

/** The mail server refused the mail: tried again at the next pass, up to 3 times in all. */
export async function refuseAlert(
  db: Queryable,
  snapshotDate: string,
  subscriptionId: number,
  worker: string,
): Promise<void> {
  await db.query(
    `update alert_deliveries
        set status = case when attempts >= 3 then 'failed' else 'pending' end, worker = null,
            unsubscribe_token_hash = null
      where snapshot_date = $1::date and subscription_id = $2 and worker = $3 and status = 'sending'`,
    [snapshotDate, subscriptionId, worker],
  );
}
