import type { TriageStatus } from '@voterroll/contract/triage';
import { TriageStatusLabel, triageLook } from './triage-icon';

/** A table row's status icon, opening the registration's research notes (spec 3 section 2.4). */
export function NotesButton({
  voterId,
  status,
  onClick,
}: {
  voterId: number;
  status: TriageStatus;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-link p-0 text-decoration-none"
      onClick={onClick}
      aria-label={`Research notes for voter ID ${voterId}: ${triageLook(status).label}`}
      title={triageLook(status).label}
      data-testid="notes-button"
    >
      <TriageStatusLabel status={status} />
    </button>
  );
}
