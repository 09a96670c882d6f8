import { TRIAGE_STATUS_INFO, type TriageStatus } from '@voterroll/contract/triage';
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

/** Both dialogs' footer: Close. */
export function NotesFooter({ onHide }: { onHide: () => void }) {
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={onHide}>
        Close
      </Button>
    </Modal.Footer>
  );
}
