import type { Actor } from '@voterroll/contract/roles';
import type { ReviewOutcome, TriageStatus } from '@voterroll/contract/triage';
import type { Db } from '@voterroll/db/database';
import { type Place, placeOf } from '@voterroll/records/flags/flag-place';

/** Reporters' names and e-mails are shown to the clerk (and site root) only, as the clerk tables do. */
const SEES_REPORTERS = ['ROLE_CLERK', 'ROLE_SITE-ROOT'] as const;

export interface FlagRow {
  flagged_reg_id: number;
  voter_id: number;
  current_triage_status: TriageStatus;
  flagged_reason: string;
  flagged_reason_x: string;
  flag_type: string;
  reporter_first_name: string | null;
  reporter_last_name: string | null;
  reporter_email: string | null;
  created_at: string;
  version: number;
}

/**
 * A registration's flag and where the registration is (in the current snapshot, else where it was
 * flagged: the transition function's rule); null when it is not flagged.
 */
export async function findFlag(
  db: Db,
  voterId: number,
): Promise<{ flag: FlagRow; place: Place | null } | null> {
  const [row] = await db.query<FlagRow & { county_name: string; jurisdiction_name: string }>(
    `select flagged_reg_id, voter_id, current_triage_status, flagged_reason, flagged_reason_x, flag_type,
            reporter_first_name, reporter_last_name, reporter_email, created_at::text as created_at, version,
            county_name, jurisdiction_name
       from flags where voter_id = $1`,
    [voterId],
  );
  if (!row) return null;
  const { county_name, jurisdiction_name, ...flag } = row;
  return { flag, place: await placeOf(db, voterId, { county_name, jurisdiction_name }) };
}

/** A flag and its history, oldest first (GET /api/flagged-registration-comments; the route checks the area). */
export async function flaggedComments(db: Db, flag: FlagRow | null, actor: Actor) {
  if (!flag)
    return {
      'response-msg': 'This registration is not flagged.',
      'flagged-registration': null,
      comments: [],
    };
  const events = await db.query<{
    flagged_reg_comment_id: number;
    flagged_reason: string | null;
    comments_x: string;
    current_triage_status: TriageStatus;
    from_triage_status: TriageStatus;
    createdAt: string;
    actor_name: string;
    actor_role: string;
    is_bulk: boolean;
    system_review_codes: string[];
    review_outcome: ReviewOutcome | null;
  }>(
    `select flag_event_id as flagged_reg_comment_id, flagged_reason, comments_x,
            to_status as current_triage_status, from_status as from_triage_status, at::text as "createdAt",
            actor_name, actor_role, is_bulk, system_review_codes, review_outcome
       from flag_events where flagged_reg_id = $1 order by flag_event_id`,
    [flag.flagged_reg_id],
  );
  const seesReporters = actor.roles.some((r) => (SEES_REPORTERS as readonly string[]).includes(r));
  // An anonymous reporter's name stands in events as the actor: hidden like the reporter fields.
  const comments = seesReporters
    ? events
    : events.map((e) => (e.actor_role === 'ANONYMOUS' ? { ...e, actor_name: 'Anonymous reporter' } : e));
  const flagged = { ...flag, review_outcome: outcomeInForce(comments) };
  return {
    'response-msg': 'Success',
    'flagged-registration': seesReporters
      ? flagged
      : { ...flagged, reporter_first_name: null, reporter_last_name: null, reporter_email: null },
    comments,
  };
}

/**
 * The review outcome in force: the latest event that records an outcome or changes the status
 * decides, so a note keeps it and a registration reopened (VALID to TRG) has none.
 */
function outcomeInForce(
  events: readonly {
    review_outcome: ReviewOutcome | null;
    current_triage_status: TriageStatus;
    from_triage_status: TriageStatus;
    actor_name: string;
    createdAt: string;
  }[],
) {
  const last = events.findLast((e) => e.review_outcome || e.current_triage_status !== e.from_triage_status);
  return last?.review_outcome
    ? { outcome: last.review_outcome, actor_name: last.actor_name, at: last.createdAt }
    : null;
}
