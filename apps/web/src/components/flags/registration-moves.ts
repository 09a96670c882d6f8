import {
  CLERK_STATUSES,
  moveLabel,
  rolesAllowing,
  type TriageActorRole,
  type TriageStatus,
  targetsFor,
} from '@voterroll/contract/triage';

/**
 * How a move is asked for: a reason and its description (the researcher's form, spec 2 section 5),
 * a description alone (the clerk's Next Steps, spec 3 section 5), or nothing (Add to Work Queue).
 */
export type ActionForm = 'reason' | 'description' | 'queue';
export interface OfferedAction {
  to: TriageStatus;
  label: string;
  form: ActionForm;
}

const inClerkWork = (s: TriageStatus) => (CLERK_STATUSES as readonly TriageStatus[]).includes(s);

/**
 * The moves a user of these roles is offered from `status`: exactly the transition table's
 * (`targetsFor`), then a note when the table allows one (a move to the same status).
 */
export function offeredActions(roles: readonly string[], status: TriageStatus): OfferedAction[] {
  const r = roles as TriageActorRole[];
  const note = rolesAllowing(r, status, status).length > 0 ? [status] : [];
  return [...targetsFor(r, status), ...note].map((to) => ({
    to,
    label: moveLabel(status, to),
    form: to === 'INQ' && status !== 'INQ' ? 'queue' : inClerkWork(to) ? 'description' : 'reason',
  }));
}
