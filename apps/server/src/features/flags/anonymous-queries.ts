import { ANONYMOUS_FLAG_LIMITS } from '@voterroll/contract/flags-api';
import type { Db } from '@voterroll/db/database';

/**
 * Takes the phone's proof for one anonymous flag: the token mfa-verify-text returned (accounts'
 * verification_codes, stored hashed), recent and not used (by sign-up or another flag). Returns
 * the proof's id, or null. A proof is good for one use.
 */
export async function takePhoneProof(db: Db, phone: string, tokenHash: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `update verification_codes set consumed_at = now()
      where verification_token_hash = $1 and phone = $2 and consumed_at is null
        and verified_at > now() - make_interval(mins => $3)
      returning id`,
    [tokenHash, phone, ANONYMOUS_FLAG_LIMITS.verifiedMinutes],
  );
  return row?.id ?? null;
}

/** Gives a proof back when the flag it was taken for was refused (a limit, a conflict). */
export async function releasePhoneProof(db: Db, id: number): Promise<void> {
  await db.query('update verification_codes set consumed_at = null where id = $1', [id]);
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
