import { PENDING_AREAS_MAX } from '@voterroll/contract/alerts-api';
import type { Db, Queryable } from '@voterroll/db/database';

/** The subscriptions table's statements (migrations 0010, 0130); tokens arrive here already hashed. */

export interface Area {
  zone_hash: string;
  level: 'state' | 'county' | 'jurisdiction';
  zone_name: string;
}

/** "Michigan", a county's or a jurisdiction's name: how the mails and pages name an area. */
export const areaName = (a: { level: string; zone_name: string }) =>
  a.level === 'state' ? 'Michigan' : a.zone_name;

/** The state, a county or a jurisdiction by its zone hash; null for anything else. */
export async function findArea(db: Queryable, zoneHash: string): Promise<Area | null> {
  const [a] = await db.query<Area>(
    `select zone_hash, level, zone_name from zones
      where zone_hash = $1 and level in ('state', 'county', 'jurisdiction')`,
    [zoneHash],
  );
  return a ?? null;
}

export interface NewSubscription {
  name: string;
  email: string;
  message: string;
  zoneHash: string;
  ip: string;
  confirmTokenHash: string;
}

/**
 * Stores a subscription waiting for its confirmation (or gives the one waiting for the same address
 * and area the new token) when a confirmation mail may go: the address is not confirmed for the
 * area yet, had no confirmation mail in the last day, and waits for at most PENDING_AREAS_MAX - 1
 * other areas. When the mail is to be sent, the claim on the address's mail of the day (for
 * `releaseConfirmMail`), otherwise null. The same two statements run whatever the answer (the
 * first locks the address's row, so that its requests are counted one after another), so that the
 * time taken tells nobody who subscribes.
 */
export async function saveSubscription(db: Db, s: NewSubscription): Promise<string | null> {
  return db.transaction(async (tx) => {
    const email = s.email.toLowerCase();
    await tx.query(
      `insert into subscription_confirm_mails (email) values ($1)
       on conflict (email) do update set email = excluded.email`,
      [email],
    );
    const [row] = await tx.query<{ mail: boolean; claim: string | null }>(
      `with existing as (
         select id, confirmed_at is not null as confirmed from subscriptions
          where lower(email) = $1 and zone_hash = $2 and unsubscribed_at is null
          order by confirmed_at nulls last, id desc limit 1
       ), decision as (
         select not coalesce((select confirmed from existing), false)
                and (exists (select 1 from existing)
                     or (select count(*) from subscriptions
                          where lower(email) = $1 and confirmed_at is null and unsubscribed_at is null
                            and confirm_sent_at > now() - make_interval(days => $8)) < $7)
                and coalesce((select last_sent_at from subscription_confirm_mails where email = $1)
                             < now() - interval '1 day', true) as mail
       ), updated as (
         update subscriptions t set name = $3, message = $4, ip = $5, confirm_token_hash = $6,
                confirm_sent_at = now()
           from existing e, decision d where t.id = e.id and d.mail returning t.id
       ), inserted as (
         insert into subscriptions (name, email, message, ip, zone_hash, confirm_token_hash, confirm_sent_at)
         select $3, $9, $4, $5, $2, $6, now() from decision d
          where d.mail and not exists (select 1 from existing) returning id
       ), claimed as (
         update subscription_confirm_mails m set last_sent_at = now()
           from decision d where m.email = $1 and d.mail returning 1
       )
       select mail, case when mail then now()::text end as claim from decision`,
      [
        email,
        s.zoneHash,
        s.name,
        s.message,
        s.ip,
        s.confirmTokenHash,
        PENDING_AREAS_MAX,
        CONFIRM_DAYS,
        s.email,
      ],
    );
    return row?.mail ? row.claim : null;
  });
}

/**
 * After a confirmation mail failed to go: gives the address its mail of the day back and voids
 * the link that was not delivered (so the subscription no longer counts as waiting). Only the
 * claim `saveSubscription` made is released: the row's lock orders it with any other request, and
 * a request that saw the claim mailed nothing, so no address gets two mails.
 */
export async function releaseConfirmMail(
  db: Db,
  email: string,
  claim: string,
  confirmTokenHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update subscription_confirm_mails set last_sent_at = null
        where email = $1 and last_sent_at = $2::timestamptz`,
      [email.toLowerCase(), claim],
    );
    await tx.query(
      `update subscriptions set confirm_token_hash = null, confirm_sent_at = null
        where confirm_token_hash = $1 and confirmed_at is null`,
      [confirmTokenHash],
    );
  });
}

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

/** Confirms the subscription of a token (used once); its area, or null for an unknown or old token. */
export async function confirmSubscription(db: Queryable, tokenHash: string): Promise<Area | null> {
  const [a] = await db.query<Area>(
    `update subscriptions s set confirmed_at = now(), confirm_token_hash = null
       from zones z
      where s.confirm_token_hash = $1 and s.unsubscribed_at is null
        and s.confirm_sent_at > now() - make_interval(days => $2) and z.zone_hash = s.zone_hash
      returning z.zone_hash, z.level, z.zone_name`,
    [tokenHash, CONFIRM_DAYS],
  );
  return a ?? null;
}

/** Ends the subscription an alert's unsubscribe token was sent for; false for an unknown token. */
export async function unsubscribe(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `update subscriptions s set unsubscribed_at = coalesce(s.unsubscribed_at, now())
       from alert_deliveries d
      where d.unsubscribe_token_hash = $1 and s.id = d.subscription_id
      returning s.id`,
    [tokenHash],
  );
  return rows.length > 0;
}
