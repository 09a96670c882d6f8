import type { TriageStatus } from '@voterroll/contract/triage';

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
    { title: 'CMV Identify', text: "The product's algorithms flag a potential irregularity." },
    { title: 'Volunteer Verify', text: 'A volunteer validates it and marks it for Election Patriot review.' },
    { title: 'Election Patriot Verify', text: 'A second local volunteer reviews it.' },
    {
      title: 'Rectify',
      text: 'If confirmed invalid, the local Election Patriot prepares a challenge for the local clerk.',
    },
  ],
} as const;
export type CleanupKind = keyof typeof CLEANUP_STEPS;

/** The step a flag of this kind has reached at this status (NEW: identified, not yet verified). */
export function cleanupStep(kind: CleanupKind, status: TriageStatus): number {
  if (status === 'NEW') return 0;
  if (status === 'TRG' || status === 'VALID') return 1;
  if (kind === 'FLAG_REG') return 2;
  return status === 'SFCR' ? 2 : 3;
}

/**
 * Where a registration stands in the cleanup workflow, from its flag as stored: the flag's own
 * kind (one registration, FLAG_REG, or a bulk action, BULK_FLAG_REG) at its current status. Not
 * flagged: the step `unflagged` says (a row the product's checks listed is at CMV Identify). A
 * clerk's own flag (CLERK) is the clerk's work, not this workflow: null.
 */
export function progressOf(
  flag: { flag_type: string; current_triage_status: TriageStatus } | null,
  unflagged: CleanupKind,
): { kind: CleanupKind; current: number } | null {
  if (!flag) return { kind: unflagged, current: 0 };
  if (flag.flag_type !== 'FLAG_REG' && flag.flag_type !== 'BULK_FLAG_REG') return null;
  return { kind: flag.flag_type, current: cleanupStep(flag.flag_type, flag.current_triage_status) };
}

/** Progress cards: the current step orange, the others grey. */
export function CleanupProgress({ kind, current }: { kind: CleanupKind; current: number }) {
  return (
    <ol
      className="list-unstyled d-flex flex-wrap gap-2 mb-3"
      aria-label="Cleanup progress"
      data-testid="cleanup-progress"
    >
      {CLEANUP_STEPS[kind].map((s, i) => {
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
                {now && <span className="ms-1">(current)</span>}
              </div>
              <div>{s.text}</div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
