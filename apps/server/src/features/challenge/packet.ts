import {
  type ChallengePacket,
  type ChallengerContact,
  challengeReference,
  MY_CHALLENGES_SHOWN,
  type MyChallenges,
} from '@voterroll/contract/challenge-api';
import {
  findingSentences,
  type RelatedRegistration,
  relatedIdsOf,
  type SentenceFinding,
} from '@voterroll/contract/evidence-sentences';
import type { Queryable } from '@voterroll/db/database';
import { fullNameSql } from '@voterroll/records/review/registration-research';

/**
 * What makes the challenge a document a clerk can act on (issue 35): the evidence in sentences,
 * the packet's reference number, the challenger's contact, and the packets a challenger submitted.
 */

/** The findings with their sentences; DUPLICATE's other registrations named as the snapshot has them. */
export async function withSentences<F extends SentenceFinding>(
  q: Queryable,
  snapshot: string | null,
  voterId: number,
  findings: readonly F[],
): Promise<(F & { sentences: string[] })[]> {
  const ids = [...new Set(findings.flatMap((f) => relatedIdsOf(f, voterId)))];
  const rows =
    ids.length > 0 && snapshot
      ? await q.query<RelatedRegistration & { voter_id: string | number }>(
          `select r.voter_id, ${fullNameSql('r')} as full_name, a.full_street_address
             from registrations r
             left join addresses a on a.full_address_hash = r.full_address_hash
            where r.snapshot_date = $1::date and r.voter_id = any($2::bigint[])`,
          [snapshot, ids],
        )
      : [];
  const related = new Map(rows.map((r) => [Number(r.voter_id), { ...r, voter_id: Number(r.voter_id) }]));
  return findings.map((f) => ({ ...f, sentences: findingSentences(f, voterId, related) }));
}

/** How the clerk reaches the account's holder. */
export async function contactOf(q: Queryable, userId: number, account: string): Promise<ChallengerContact> {
  const [u] = await q.query<{ email: string | null; phone: string | null }>(
    `select nullif(email, '') as email, nullif(phone, '') as phone from users where id = $1`,
    [userId],
  );
  return { account, email: u?.email ?? null, phone: u?.phone ?? null };
}

/**
 * The reference of the flag's packet being prepared: the open one, else a new one (the next of the
 * sequence, in the year it is given). Two first views at once keep one (the partial unique index).
 */
export async function openReference(q: Queryable, flaggedRegId: number): Promise<string> {
  const open = () =>
    q.query<{ reference: string }>(
      'select reference from challenge_references where flagged_reg_id = $1 and submitted_at is null',
      [flaggedRegId],
    );
  const [found] = await open();
  if (found) return found.reference;
  const [n] = await q.query<{ n: string; year: number }>(
    `select nextval('challenge_reference_seq')::text as n, extract(year from now())::int as year`,
  );
  await q.query(
    `insert into challenge_references (reference, flagged_reg_id) values ($1, $2)
     on conflict (flagged_reg_id) where submitted_at is null do nothing`,
    [challengeReference(Number(n!.year), Number(n!.n)), flaggedRegId],
  );
  const [made] = await open();
  return made!.reference;
}

/** Closes the open reference: its packet was submitted. */
export async function closeReference(q: Queryable, reference: string): Promise<void> {
  await q.query('update challenge_references set submitted_at = now() where reference = $1', [reference]);
}

type StoredPacket = Omit<ChallengePacket, 'reference' | 'findings' | 'challenger'> & {
  reference?: string | null;
  findings: (ChallengePacket['findings'][number] | Omit<ChallengePacket['findings'][number], 'sentences'>)[];
  challenger: Omit<ChallengePacket['challenger'], 'email' | 'phone'> & {
    email?: string | null;
    phone?: string | null;
  };
};

/** A packet as stored, in the contract's shape: one submitted before issue 35 gets its sentences now. */
export async function packetOf(q: Queryable, stored: StoredPacket): Promise<ChallengePacket> {
  const missing = stored.findings.some((f) => !('sentences' in f));
  const findings = missing
    ? await withSentences(q, stored.snapshot_date, stored.voter.voter_id, stored.findings)
    : (stored.findings as ChallengePacket['findings']);
  return {
    ...stored,
    reference: stored.reference ?? null,
    challenger: {
      ...stored.challenger,
      email: stored.challenger.email ?? null,
      phone: stored.challenger.phone ?? null,
    },
    findings,
  };
}

/** The packets the user submitted (newest first, the latest MY_CHALLENGES_SHOWN) and their counts. */
export async function myChallenges(q: Queryable, userId: number): Promise<MyChallenges> {
  const rows = await q.query<MyChallenges['rows'][number] & { voter_id: string | number }>(
    `select e.challenge_packet->>'reference' as reference, e.voter_id,
            e.challenge_packet->'voter'->>'full_name' as full_name,
            e.challenge_packet->'voter'->>'jurisdiction_name' as jurisdiction_name,
            to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as submitted_at,
            f.current_triage_status
       from flag_events e join flags f on f.flagged_reg_id = e.flagged_reg_id
      where e.actor_user_id = $1 and e.challenge_packet is not null
      order by e.at desc, e.flag_event_id desc limit $2`,
    [userId, MY_CHALLENGES_SHOWN],
  );
  const [c] = await q.query<{ total: number; month: number; waiting: number }>(
    `select count(*)::int as total,
            count(*) filter (where e.at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')::int as month,
            count(*) filter (where f.current_triage_status = 'CS' and e.flag_event_id = (
              select max(l.flag_event_id) from flag_events l
               where l.flagged_reg_id = e.flagged_reg_id and l.challenge_packet is not null))::int as waiting
       from flag_events e join flags f on f.flagged_reg_id = e.flagged_reg_id
      where e.actor_user_id = $1 and e.challenge_packet is not null`,
    [userId],
  );
  return {
    rows: rows.map((r) => ({ ...r, voter_id: Number(r.voter_id) })),
    submitted_total: c?.total ?? 0,
    submitted_this_month: c?.month ?? 0,
    waiting: c?.waiting ?? 0,
  };
}
