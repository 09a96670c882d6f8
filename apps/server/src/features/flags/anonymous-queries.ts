import { ANONYMOUS_FLAG_LIMITS } from '@voterroll/contract/flags-api';
import type { Db } from '@voterroll/db/database';

/**
 * Whether the phone was verified by text code recently (accounts' verification_codes: the token
 * mfa-verify-text returned, stored hashed). Not consumed: the visitor may flag several
 * registrations within the window, within the per-phone limit.
 */
export async function phoneVerified(db: Db, phone: string, tokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from verification_codes
      where verification_token_hash = $1 and phone = $2
        and verified_at > now() - make_interval(mins => $3) limit 1`,
    [tokenHash, phone, ANONYMOUS_FLAG_LIMITS.verifiedMinutes],
  );
  return rows.length > 0;
}

/** Registrations this phone flagged in the last 24 hours. */
export async function anonymousFlagsByPhone(db: Db, phone: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from flags where reporter_phone_no = $1 and created_at > now() - interval '1 day'`,
    [phone],
  );
  return row?.n ?? 0;
}

/**
 * The most anonymous flags at any one address among these registrations' addresses in the last
 * 24 hours, counting these ones.
 */
export async function anonymousFlagsByAddress(db: Db, voterIds: readonly number[]): Promise<number> {
  const [row] = await db.query<{ n: number | null }>(
    `with current_regs as (
       select r.voter_id, r.full_address_hash from registrations r
        where r.snapshot_date = (select max(snapshot_date) from snapshots where status = 'ready')
          and r.voter_id = any($1::bigint[])
     ),
     per_address as (
       select c.full_address_hash,
              count(*) + (select count(*) from flags f
                           where f.full_address_hash = c.full_address_hash and f.reporter_phone_no is not null
                             and f.created_at > now() - interval '1 day') as n
         from current_regs c group by c.full_address_hash
     )
     select max(n)::int as n from per_address`,
    [voterIds],
  );
  return row?.n ?? 0;
}
