import { createHmac } from 'node:crypto';
import type { findMeBody, SessionUser } from '@voterroll/contract/accounts-api';
import type { Role } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import type { z } from 'zod';

type FindMeInput = z.output<typeof findMeBody>;

/** The SQL of the accounts feature: finding accounts, the sign-in counters, codes and links. */

export interface AccountRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  group_code: string | null;
  party: string | null;
  county: string | null;
  jurisdiction: string | null;
  precinct: string | null;
  is_active: boolean;
  password_hash: string;
}

const ACCOUNT_COLUMNS = `id, username, email, first_name, last_name, roles, group_code, party, county, jurisdiction,
  precinct, is_active, password_hash`;

/** By username or e-mail, case-insensitive (the login form takes either). */
export async function accountByLogin(q: Queryable, login: string): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from users where lower(username) = lower($1) or lower(email) = lower($1)
      order by (lower(username) = lower($1)) desc limit 1`,
    [login],
  );
  return row ?? null;
}

export async function accountById(q: Queryable, id: number): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from users where id = $1`, [id]);
  return row ?? null;
}

export function sessionUserOf(a: AccountRow, accessToken: string): SessionUser {
  return {
    id: a.id,
    username: a.username,
    email: a.email,
    first_name: a.first_name,
    last_name: a.last_name,
    roles: a.roles,
    accessToken,
    group: a.group_code,
    county: a.county,
    jurisdiction: a.jurisdiction,
    precinct: a.precinct,
  };
}

/** Failures of one client at one name before it must wait; the longest wait; how long a failure counts. */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 300;
const FAILURE_MEMORY = "interval '1 day'";

/** The wait after this many failures in a row: none, then 1 s, 2 s, 4 s ... up to MAX_DELAY_SECONDS. */
export const signinDelaySeconds = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));

/**
 * The throttle's key for a name as typed and a client address: an HMAC with the server's own key
 * (auth/server-keys.ts), neither in the clear nor recomputable from a guessed e-mail address.
 */
export const throttleKey = (serverKey: Buffer, login: string, ip: string): string =>
  createHmac('sha256', serverKey).update(`${login.toLowerCase()}\n${ip}`).digest('hex');

/** Whether this client must still wait before trying this name again. */
export async function isThrottled(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query('select 1 from signin_throttle where key_hash = $1 and blocked_until > now()', [
    key,
  ]);
  return rows.length > 0;
}

/** Counts a failed sign-in of this client at this name (known or not) and sets its wait. */
export async function recordSigninFailure(q: Queryable, key: string): Promise<number> {
  const [row] = await q.query<{ failures: number }>(
    `insert into signin_throttle as t (key_hash, failures, last_failure_at) values ($1, 1, now())
     on conflict (key_hash) do update set
       failures = case when t.last_failure_at < now() - ${FAILURE_MEMORY} then 1 else t.failures + 1 end,
       last_failure_at = now()
     returning failures`,
    [key],
  );
  const failures = row?.failures ?? 1;
  const wait = signinDelaySeconds(failures);
  if (wait > 0)
    await q.query(
      `update signin_throttle set blocked_until = last_failure_at + make_interval(secs => $2) where key_hash = $1`,
      [key, wait],
    );
  // Forgotten failures go, so that the table stays small.
  await q.query(`delete from signin_throttle where last_failure_at < now() - ${FAILURE_MEMORY}`);
  return failures;
}

export async function clearSigninFailures(q: Queryable, key: string): Promise<void> {
  await q.query('delete from signin_throttle where key_hash = $1', [key]);
}

export async function recordSignin(q: Queryable, userId: number): Promise<void> {
  await q.query('update users set last_login = now() where id = $1', [userId]);
}

// ---- sign-up --------------------------------------------------------------------------------

export interface RegistrationMatch {
  voter_identification_number: string;
  first_name: string;
  last_name: string;
  county_name: string;
  jurisdiction_name: string;
}

/** Registrations of the current snapshot at an address (full or street hash) by name and birth year. */
/** The registrations a find step's answers name (sign-up's and the profile's link alike). */
export async function findRegistrations(
  q: Queryable,
  snapshot: string,
  b: FindMeInput,
): Promise<RegistrationMatch[]> {
  const f = {
    firstName: b.my_first_name,
    lastName: b.my_last_name,
    yearOfBirth: b.my_yob,
    county: b.my_county,
    addressHash: b.my_address,
  };
  return q.query<RegistrationMatch>(
    `select voter_id::text as voter_identification_number, first_name, last_name, county_name, jurisdiction_name
       from registrations
      where snapshot_date = $1 and county_name = $2 and last_name = $3 and first_name = $4
        and year_of_birth = $5 and (full_address_hash = $6 or address_hash = $6)
      order by voter_id
      limit 10`,
    [snapshot, f.county, f.lastName, f.firstName, f.yearOfBirth, f.addressHash],
  );
}

export async function registrationById(
  q: Queryable,
  snapshot: string,
  voterId: string,
): Promise<
  (RegistrationMatch & { precinct: string; year_of_birth: number; address_hashes: string[] }) | null
> {
  const [row] = await q.query<
    RegistrationMatch & { precinct: string; year_of_birth: number; address_hashes: string[] }
  >(
    `select voter_id::text as voter_identification_number, first_name, last_name, county_name,
            jurisdiction_name, precinct, year_of_birth::int as year_of_birth,
            array[full_address_hash::text, address_hash::text] as address_hashes
       from registrations where snapshot_date = $1 and voter_id = $2`,
    [snapshot, voterId],
  );
  return row ?? null;
}

export const CODE_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const SENDS_PER_PHONE_PER_HOUR = 3;
export const SENDS_PER_IP_PER_HOUR = 10;
/** How long a verified phone may be used to sign up. */
export const VERIFIED_PHONE_MINUTES = 30;

/** Texts sent in the last hour to this phone and from this client address. */
export async function recentSends(
  q: Queryable,
  phone: string,
  ip: string,
): Promise<{ phone: number; ip: number }> {
  const [row] = await q.query<{ phone: number; ip: number }>(
    `select count(*) filter (where phone = $1)::int as phone, count(*) filter (where requested_ip = $2)::int as ip
       from verification_codes
      where created_at > now() - interval '1 hour' and (phone = $1 or requested_ip = $2)`,
    [phone, ip],
  );
  return row ?? { phone: 0, ip: 0 };
}

export async function insertCode(q: Queryable, phone: string, codeHash: string, ip: string): Promise<void> {
  // A new code replaces the phone's earlier ones.
  await q.query(
    `update verification_codes set consumed_at = now() where phone = $1 and consumed_at is null and verified_at is null`,
    [phone],
  );
  await q.query(
    `insert into verification_codes (phone, code_hash, requested_ip, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [phone, codeHash, ip, CODE_MINUTES],
  );
}

/** The phone's live code with this attempt counted (atomically), or null. */
export async function takeCodeAttempt(
  q: Queryable,
  phone: string,
): Promise<{ id: number; code_hash: string; attempts: number } | null> {
  const [row] = await q.query<{ id: number; code_hash: string; attempts: number }>(
    `update verification_codes set attempts = attempts + 1
      where id = (select id from verification_codes
                   where phone = $1 and consumed_at is null and verified_at is null and expires_at > now()
                   order by created_at desc limit 1)
      returning id, code_hash, attempts`,
    [phone],
  );
  return row ?? null;
}

export async function consumeCode(q: Queryable, id: number): Promise<void> {
  await q.query('update verification_codes set consumed_at = now() where id = $1', [id]);
}

export async function markCodeVerified(q: Queryable, id: number, tokenHash: string): Promise<void> {
  await q.query(
    'update verification_codes set verified_at = now(), verification_token_hash = $2 where id = $1',
    [id, tokenHash],
  );
}

/** Uses up a phone verification for one sign-up; false when it is unknown, stale or used. */
export async function consumePhoneVerification(
  q: Queryable,
  phone: string,
  tokenHash: string,
): Promise<boolean> {
  const rows = await q.query(
    `update verification_codes set consumed_at = now()
      where verification_token_hash = $1 and phone = $2 and consumed_at is null
        and verified_at > now() - make_interval(mins => $3)
      returning id`,
    [tokenHash, phone, VERIFIED_PHONE_MINUTES],
  );
  return rows.length === 1;
}

export async function accountExists(
  q: Queryable,
  email: string,
  voterId: string,
): Promise<'email' | 'voter' | null> {
  const [row] = await q.query<{ email_taken: boolean; voter_taken: boolean }>(
    `select bool_or(lower(email) = lower($1) or lower(username) = lower($1)) as email_taken,
            bool_or(voter_id = $2) as voter_taken
       from users where lower(email) = lower($1) or lower(username) = lower($1) or voter_id = $2`,
    [email, voterId],
  );
  if (row?.email_taken) return 'email';
  if (row?.voter_taken) return 'voter';
  return null;
}

// ---- password reset -------------------------------------------------------------------------

export const RESET_MINUTES = 60;

/** Reset links an account may have waiting (unused, under an hour old): a cap on mails to it. */
export const RESETS_WAITING_PER_ACCOUNT = 3;

/**
 * Stores a reset link unless the account already has RESETS_WAITING_PER_ACCOUNT waiting; false
 * then. The account's row is locked first, so that clients asking at once count one after another.
 */
export async function insertReset(q: Queryable, userId: number, tokenHash: string): Promise<boolean> {
  await q.query('select 1 from users where id = $1 for update', [userId]);
  const rows = await q.query(
    `insert into password_resets (user_id, token_hash, expires_at)
     select $1, $2, now() + make_interval(mins => $3)
      where (select count(*) from password_resets
              where user_id = $1 and used_at is null and created_at > now() - interval '1 hour') < $4
     returning id`,
    [userId, tokenHash, RESET_MINUTES, RESETS_WAITING_PER_ACCOUNT],
  );
  return rows.length === 1;
}

/**
 * Takes back a reset link whose mail did not go: nobody can open it, so it gives the account its
 * place among the links waiting (RESETS_WAITING_PER_ACCOUNT) back.
 */
export async function withdrawReset(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('delete from password_resets where token_hash = $1 and used_at is null', [tokenHash]);
}

/** Uses up a reset link of this account (by username and e-mail); returns the user id, or null. */
export async function consumeReset(
  q: Queryable,
  tokenHash: string,
  username: string,
  email: string,
): Promise<number | null> {
  const [row] = await q.query<{ user_id: number }>(
    `update password_resets r set used_at = now()
       from users u
      where r.token_hash = $1 and r.used_at is null and r.expires_at > now() and u.id = r.user_id
        and lower(u.username) = lower($2) and lower(u.email) = lower($3)
      returning r.user_id`,
    [tokenHash, username, email],
  );
  return row?.user_id ?? null;
}
