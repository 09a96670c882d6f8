import { CLERK_STATUSES, TRIAGE_STATUS_INFO, type TriageStatus } from '@voterroll/contract/triage';

/** The cleanup workflow's steps (spec 1 section 4): one flagged registration, or a bulk action. */
export const CLEANUP_STEPS = {
  FLAG_REG: [
    { title: 'Identify', text: 'You flag a registration that looks wrong, with your reason.' },
    { title: 'Volunteer Verify', text: 'A volunteer researches it and confirms or clears it.' },
    {
      title: 'Rectify',
      text: 'If confirmed invalid, the local Election Patriot prepares a challenge for the local clerk.',
    },
  ],
  BULK_FLAG_REG: [
    { title: 'Found by our checks', text: "The product's checks flag a potential irregularity." },
    { title: 'Volunteer Verify', text: 'A volunteer validates it and marks it for Election Patriot review.' },
    { title: 'Election Patriot Verify', text: 'A second local volunteer reviews it.' },
    {
      title: 'Rectify',
      text: 'If confirmed invalid, the local Election Patriot prepares a challenge for the local clerk.',
    },
  ],
} as const;
export type CleanupKind = keyof typeof CLEANUP_STEPS;
type ClerkStatus = (typeof CLERK_STATUSES)[number];
type Step = { title: string; text: string };

/** The clerk's step, past Rectify: what the local clerk has done (titled by the status's label). */
const CLERK_STEP_TEXT: Record<ClerkStatus, string> = {
  INQ: "The registration is in the local clerk's work queue, for a next step.",
  NS: 'The local clerk sent the registrant an NVRA confirmation notice.',
  CAT: "The local clerk updated the registration's record.",
  CI: 'The local clerk initiated the cleanup of the registration.',
};
const isClerkStatus = (s: TriageStatus): s is ClerkStatus =>
  (CLERK_STATUSES as readonly string[]).includes(s);

/**
 * The steps shown at this status: the spec's cards (spec 1 section 4), and once the registration is
 * in the clerk's statuses (INQ, NS, CAT, CI: past the challenge) the clerk's step after them.
 */
export function cleanupSteps(kind: CleanupKind, status: TriageStatus = 'NEW'): readonly Step[] {
  const steps: readonly Step[] = CLEANUP_STEPS[kind];
  if (!isClerkStatus(status)) return steps;
  return [...steps, { title: TRIAGE_STATUS_INFO[status].label, text: CLERK_STEP_TEXT[status] }];
}

/**
 * The step a flag of this kind has reached at this status, in the order of the contract's
 * TRIAGE_STATUSES: NEW identified; TRG and VALID at the volunteer's verification (VALID: cleared
 * there); SFCR to be challenged (a bulk flag's Election Patriot Verify, a single flag's Rectify);
 * CS the challenge submitted (Rectify); INQ, NS, CAT and CI the clerk's step, the last.
 */
export function cleanupStep(kind: CleanupKind, status: TriageStatus): number {
  if (status === 'NEW') return 0;
  if (status === 'TRG' || status === 'VALID') return 1;
  if (isClerkStatus(status)) return CLEANUP_STEPS[kind].length;
  if (kind === 'FLAG_REG') return 2;
  return status === 'SFCR' ? 2 : 3;
}

/**
 * Where a registration stands in the cleanup workflow, from its flag as stored: the flag's own
 * kind (one registration, FLAG_REG, or a bulk action, BULK_FLAG_REG) at its current status. Not
 * flagged: the step `unflagged` says (a row the product's checks listed is at Found by our checks). A
 * clerk's own flag (CLERK) is the clerk's work, not this workflow: null.
 */
export function progressOf(
  flag: { flag_type: string; current_triage_status: TriageStatus } | null,
  unflagged: CleanupKind,
): { kind: CleanupKind; current: number; status: TriageStatus } | null {
  if (!flag) return { kind: unflagged, current: 0, status: 'NEW' };
  if (flag.flag_type !== 'FLAG_REG' && flag.flag_type !== 'BULK_FLAG_REG') return null;
  const status = flag.current_triage_status;
  return { kind: flag.flag_type, current: cleanupStep(flag.flag_type, status), status };
}

/** Progress cards: the current step orange, the others grey. */
export function CleanupProgress({
  kind,
  current,
  status,
}: {
  kind: CleanupKind;
  current: number;
  /** The registration's status: a clerk's status adds the clerk's step. */
  status?: TriageStatus;
}) {
  return (
    <ol
      className="list-unstyled d-flex flex-wrap gap-2 mb-3"
      aria-label="Cleanup progress"
      data-testid="cleanup-progress"
    >
      {cleanupSteps(kind, status).map((s, i) => {
        const now = i === current;
        return (
          <li
            key={s.title}
            aria-current={now ? 'step' : undefined}
            className={`card flex-fill small ${now ? 'border-warning bg-warning-subtle' : 'border-secondary-subtle bg-body-tertiary text-body-secondary'}`}
            style={{ minWidth: 150, flexBasis: 0 }}
          >
            <div className="card-body p-2">
              <div className="fw-semibold">
                {i + 1}. {s.title}
                {now && <span className="ms-1"> (current)</span>}
              </div>
              <div>{s.text}</div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
