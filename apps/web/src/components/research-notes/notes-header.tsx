import { TRIAGE_STATUS_INFO, type TriageStatus } from '@voterroll/contract/triage';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { triageLook } from '../registration/triage-icon';

/** Both research notes dialogs' header: 'Research Notes for Voter ID: {id}' and the current status. */
export function NotesHeader({ voterId, status }: { voterId: number; status: TriageStatus }) {
  return (
    <Modal.Header closeButton>
      <Modal.Title id="research-notes-title" as="h2" className="h5">
        Research Notes for Voter ID: {voterId}
      </Modal.Title>
      <span className={`badge ms-3 border ${triageLook(status).colourClass}`} data-testid="notes-status">
        {status === 'NEW' ? 'UNFLAGGED' : TRIAGE_STATUS_INFO[status].label}
      </span>
    </Modal.Header>
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
