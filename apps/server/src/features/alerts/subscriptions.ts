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
 * Stores a subscription waiting for its confirmation, or gives the one waiting for the same address
 * and area a new token. 'confirmed' when that address already gets alerts for that area: then
 * nothing changes and no mail is needed.
 */
export async function saveSubscription(db: Db, s: NewSubscription): Promise<'waiting' | 'confirmed'> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: number; confirmed: boolean }>(
      `select id, confirmed_at is not null as confirmed from subscriptions
        where lower(email) = lower($1) and zone_hash = $2 and unsubscribed_at is null
        order by confirmed_at nulls last, id desc limit 1 for update`,
      [s.email, s.zoneHash],
    );
    if (existing?.confirmed) return 'confirmed';
    if (existing)
      await tx.query(
        `update subscriptions set name = $2, message = $3, ip = $4, confirm_token_hash = $5, confirm_sent_at = now()
          where id = $1`,
        [existing.id, s.name, s.message, s.ip, s.confirmTokenHash],
      );
    else
      await tx.query(
        `insert into subscriptions (name, email, message, ip, zone_hash, confirm_token_hash, confirm_sent_at)
         values ($1, $2, $3, $4, $5, $6, now())`,
        [s.name, s.email, s.message, s.ip, s.zoneHash, s.confirmTokenHash],
      );
    return 'waiting';
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
