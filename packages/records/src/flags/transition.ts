import type { FlagState } from '@voterroll/contract/flags-api';
import { err, ok, type Result } from '@voterroll/contract/result';
import type { Actor } from '@voterroll/contract/roles';
import {
  ANONYMOUS,
  CLERK_FLAG_DETAIL,
  CLERK_FLAG_REASON,
  CLERK_NEW_FLAG_COMMENT,
  CLERK_QUEUE_COMMENT,
  CS_ONLY_BY_PACKET,
  FOUR_EYES_MARK,
  FOUR_EYES_SUBMIT,
  isChallengeStatus,
  outcomeRefusal,
  outcomesFor,
  type ReviewOutcome,
  rolesAllowing,
  TRG_REASONS,
  TRIAGE_STATUS_INFO,
  type TriageActorRole,
  type TriageStatus,
} from '@voterroll/contract/triage';
import type { Db, Queryable } from '@voterroll/db/database';
import { outsideScope, placeOf } from './flag-place';
import { type FlagRow, hasIndividualReview, insertFlag, raisedBy, stateOf, updateFlag } from './flag-rows';

/**
 * The one function that changes a registration's triage status (and the only writer of flags and
 * flag_events). It lives here rather than in a server feature because several areas change
 * statuses (flags, review, clerk, patriot) and features do not import each other.
 */

/** The anonymous reporter of spec 1 section 3, whose phone the caller has verified. */
export interface AnonymousReporter {
  firstName: string;
  lastName: string;
  email: string;
  party?: string | undefined;
  addressLn1?: string | undefined;
  addressLn2?: string | undefined;
  city?: string | undefined;
  state: string;
  zipCode?: string | undefined;
  phone: string;
}

export type TransitionActor =
  | { kind: 'user'; actor: Actor }
  | { kind: 'anonymous'; reporter: AnonymousReporter };

export interface TransitionRequest {
  by: TransitionActor;
  voterId: number;
  /** What the caller saw; a registration no longer so is refused as changed meanwhile. */
  expected?:
    | {
        version?: number | undefined;
        status?: TriageStatus | undefined;
        flaggedRegId?: number | null | undefined;
      }
    | undefined;
  to: TriageStatus;
  reason?: string | null | undefined;
  /** The event's comment; an 'Add to Work Queue' records the spec's words instead (addToQueue). */
  comment: string;
  /** The flag's description when this change creates the flag (else the comment). */
  detail?: string | undefined;
  /** Part of a bulk action (more than one registration at once): not an individual review. */
  bulk?: boolean | undefined;
  /** A review outcome (spec 1 section 4), recorded on the event; only with a move to (or note on) VALID. */
  outcome?: ReviewOutcome | undefined;
  /** The challenge packet of MCL 168.512, recorded on the event; only with a move to CS. */
  packet?: object | undefined;
}

export type TransitionErrorCode =
  | 'not-found'
  | 'forbidden'
  | 'out-of-scope'
  | 'changed'
  | 'needs-review'
  | 'not-offered'
  | 'invalid';

export interface TransitionError {
  code: TransitionErrorCode;
  message: string;
  /** The registration's state now, when the refusal concerns it. */
  flag?: FlagState;
}

const label = (s: TriageStatus) => TRIAGE_STATUS_INFO[s].label;

const changed = (voterId: number, f: FlagRow | undefined): TransitionError => {
  const flag = stateOf(voterId, f);
  return {
    code: 'changed',
    message: `This registration was changed meanwhile: it is now ${label(flag.current_triage_status)}.`,
    flag,
  };
};

/** Changes one registration's status in its own transaction. */
export async function transition(
  db: Db,
  req: TransitionRequest,
): Promise<Result<FlagState, TransitionError>> {
  return db.transaction((tx) => transitionIn(tx, req));
}

/**
 * Changes one registration's status inside the caller's transaction (bulk actions run many in
 * one). Refusals write nothing; the caller rolls back if it wants all or nothing.
 */
export async function transitionIn(
  tx: Queryable,
  req: TransitionRequest,
): Promise<Result<FlagState, TransitionError>> {
  const { voterId, to } = req;
  // The row lock makes a concurrent change on PostgreSQL wait for this one and then see its result;
  // PGlite runs one transaction at a time. The version condition on the write below holds either way.
  const [flag] = await tx.query<FlagRow>(
    `select flagged_reg_id, current_triage_status, version, county_name, jurisdiction_name
       from flags where voter_id = $1 for update`,
    [voterId],
  );
  const from: TriageStatus = flag?.current_triage_status ?? 'NEW';
  const version = flag?.version ?? 0;
  const place = await placeOf(tx, voterId, flag);
  if (!place) {
    return err({
      code: 'not-found',
      message: `No registration with voter ID ${voterId} in the current voter file.`,
    });
  }

  // The area first: a refusal below (changed meanwhile, role) tells the flag's state, which a
  // user outside the registration's area must not learn.
  if (req.by.kind === 'user') {
    const outside = outsideScope(req.by.actor, place);
    if (outside) return err({ code: 'out-of-scope', message: `Voter ID ${voterId} ${outside}` });
  }

  const e = req.expected;
  const flagId = flag ? Number(flag.flagged_reg_id) : null;
  if (
    (e?.version !== undefined && e.version !== version) ||
    (e?.status !== undefined && e.status !== from) ||
    (e?.flaggedRegId !== undefined && e.flaggedRegId !== flagId)
  ) {
    return err(changed(voterId, flag));
  }

  // DESIGN.md section 8: Challenge Submitted only by submitting the packet (POST /api/challenge).
  if (to === 'CS' && from !== 'CS' && !req.packet)
    return err({ code: 'not-offered', message: CS_ONLY_BY_PACKET, flag: stateOf(voterId, flag) });

  const roles: readonly TriageActorRole[] = req.by.kind === 'user' ? req.by.actor.roles : [ANONYMOUS];
  const [role] = rolesAllowing(roles, from, to);
  if (!role) {
    const message =
      from === to && !flag
        ? `Voter ID ${voterId} is not flagged: there is no flag to add a note to.`
        : from === to
          ? 'Your role does not allow adding notes to this registration.'
          : `Your role does not allow changing a registration from ${label(from)} to ${label(to)}.`;
    return err({ code: 'forbidden', message, flag: stateOf(voterId, flag) });
  }

  if (req.outcome && to !== 'VALID')
    return err({ code: 'invalid', message: 'A review outcome finds the registration valid (VALID).' });
  // The registration's findings in the current file: recorded on the event, and they decide which
  // review outcomes answer them (none for a death, a move's only for a move or mail address).
  const codes = place.snapshotDate
    ? (
        await tx.query<{ rule: string }>(
          'select rule from findings where snapshot_date = $1::date and voter_id = $2 order by rule',
          [place.snapshotDate, voterId],
        )
      ).map((r) => r.rule)
    : [];
  if (req.outcome && !outcomesFor(codes).includes(req.outcome))
    return err({
      code: 'not-offered',
      message: outcomeRefusal(req.outcome, codes),
      flag: stateOf(voterId, flag),
    });
  if (req.packet && (to !== 'CS' || from === 'CS'))
    return err({ code: 'invalid', message: 'A challenge packet goes with the move to Challenge Submitted.' });
  const queue = to === 'INQ' && from !== 'INQ' ? addToQueue(flag !== undefined) : null;
  const comment = queue?.comment ?? req.comment.trim();
  if (!comment) return err({ code: 'invalid', message: 'Reason description required' });
  const reason = queue ? queue.reason : req.reason?.trim() || null;
  if (!flag && !reason) return err({ code: 'invalid', message: 'Reason required' });

  // MCL 168.512: no registration moves toward a challenge without a named reason of invalidity and
  // an individual review by a person recorded in its history (this change, or an earlier one).
  const towardChallenge = isChallengeStatus(to) && to !== from;
  if (towardChallenge) {
    if (!reason || !(TRG_REASONS as readonly string[]).includes(reason)) {
      return err({
        code: 'invalid',
        message: 'A change toward a challenge must name its reason: choose a reason of invalidity.',
      });
    }
    if (req.bulk && !(flag && (await hasIndividualReview(tx, flag.flagged_reg_id)))) {
      return err({
        code: 'needs-review',
        message: `Voter ID ${voterId} has no individual review yet: a registration goes toward a challenge only after a person has reviewed it on its own (MCL 168.512). Open its research notes to review it.`,
        flag: stateOf(voterId, flag),
      });
    }
  }

  // Four eyes (DESIGN.md section 8): who sent it to triage neither marks it To Be Challenged nor
  // submits its challenge.
  if (
    flag &&
    req.by.kind === 'user' &&
    (to === 'SFCR' || to === 'CS') &&
    to !== from &&
    (await raisedBy(tx, flag.flagged_reg_id, req.by.actor.userId))
  ) {
    const message = to === 'SFCR' ? FOUR_EYES_MARK : FOUR_EYES_SUBMIT;
    return err({ code: 'forbidden', message, flag: stateOf(voterId, flag) });
  }

  const written = flag
    ? await updateFlag(tx, flag, to, reason, place)
    : await insertFlag(tx, req, reason, queue?.detail ?? (req.detail?.trim() || comment), place, role);
  if (!written) {
    const [now] = await tx.query<FlagRow>(
      'select flagged_reg_id, current_triage_status, version, county_name, jurisdiction_name from flags where voter_id = $1',
      [voterId],
    );
    return err(changed(voterId, now));
  }

  await tx.query(
    `insert into flag_events (flagged_reg_id, voter_id, actor_user_id, actor_name, actor_role, from_status,
       to_status, flagged_reason, comments_x, is_bulk, system_review_codes, evidence_snapshot_date,
       review_outcome, challenge_packet)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::date, $13, $14::jsonb)`,
    [
      written.flagged_reg_id,
      voterId,
      req.by.kind === 'user' ? req.by.actor.userId : null,
      req.by.kind === 'user'
        ? req.by.actor.username
        : `${req.by.reporter.firstName} ${req.by.reporter.lastName}`,
      role,
      from,
      to,
      reason,
      comment,
      req.bulk === true,
      JSON.stringify(codes),
      place.snapshotDate,
      req.outcome ?? null,
      req.packet ? JSON.stringify(req.packet) : null,
    ],
  );
  return ok(stateOf(voterId, written));
}

/**
 * The clerk's 'Add to Work Queue' (spec 3 section 4.2), whatever the request's words: a flagged
 * registration keeps its reason and gets 'Added to clerk work queue'; an unflagged one gets a new
 * flag, reason INACTIVE_VOTER, detail 'Clerk initiated review', no reporter, and 'Created flag and
 * added to work queue'. Only the server knows which happened, so it writes the comment.
 */
function addToQueue(flagged: boolean): { reason: string | null; detail?: string; comment: string } {
  return flagged
    ? { reason: null, comment: CLERK_QUEUE_COMMENT }
    : { reason: CLERK_FLAG_REASON, detail: CLERK_FLAG_DETAIL, comment: CLERK_NEW_FLAG_COMMENT };
}
