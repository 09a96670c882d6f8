import { TRIAGE_STATUS_INFO, type TriageStatus } from '@voterroll/contract/triage';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { registrationPath } from '../registration/registration-columns';
import { triageLook } from '../registration/triage-icon';

/** Both research notes dialogs' header: 'Research Notes for Voter ID: {id}' and the current status. */
export function NotesHeader({ voterId, status }: { voterId: number; status: TriageStatus }) {
  return (
    // Title, status and link wrap as one group beside the close button (in a row they ran 130 px
    // past a 390 px phone, the close button with them).
    <Modal.Header closeButton className="align-items-start">
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1 me-2">
        <Modal.Title id="research-notes-title" as="h2" className="h5">
          Research Notes for Voter ID: {voterId}
        </Modal.Title>
        <StatusBadge status={status} />
        <a href={registrationPath(voterId)} className="small" data-testid="open-registration-page">
          Open the registration's page
        </a>
      </div>
    </Modal.Header>
  );
}

/** The registration's current status as every view of it shows it. */
export function StatusBadge({ status, className = '' }: { status: TriageStatus; className?: string }) {
  return (
    <span className={`badge border ${triageLook(status).textClass} ${className}`} data-testid="notes-status">
      {status === 'NEW' ? 'UNFLAGGED' : TRIAGE_STATUS_INFO[status].label}
    </span>
  );
}

/** Both dialogs' footer: the dialog's own actions, if any, then Close. */
export function NotesFooter({ onHide, children }: { onHide: () => void; children?: ReactNode }) {
  return (
    <Modal.Footer>
      {children}
      <Button variant="secondary" onClick={onHide}>
        Close
      </Button>
    </Modal.Footer>
  );
}
