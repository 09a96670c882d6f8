import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

/** Spec 1 "Flag dialog": Flag for review gives TRG, Mark as okay gives VALID. */
export const BULK_ACTIONS = [
  { status: 'TRG', label: 'Flag for review' },
  { status: 'VALID', label: 'Mark as okay' },
] as const;
export type BulkStatus = (typeof BULK_ACTIONS)[number]['status'];

/**
 * The bulk-action dropdown and Apply of the registrations table: Apply is enabled only once at least
 * one row and an action are chosen. The flag dialog itself comes with the flagging work; until then
 * Apply says so rather than pretending to flag.
 */
export function BulkActions({ selectedCount }: { selectedCount: number }) {
  const [action, setAction] = useState<BulkStatus | ''>('');
  const [notice, setNotice] = useState(false);
  const chosen = BULK_ACTIONS.find((a) => a.status === action);
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="Bulk action"
        value={action}
        onChange={(e) => setAction(e.currentTarget.value as BulkStatus | '')}
      >
        <option value="">Choose an action ...</option>
        {BULK_ACTIONS.map((a) => (
          <option key={a.status} value={a.status}>
            {a.label}
          </option>
        ))}
      </Form.Select>
      <Button size="sm" disabled={selectedCount === 0 || !chosen} onClick={() => setNotice(true)}>
        Apply
      </Button>
      <span className="small text-body-secondary">{selectedCount} selected</span>
      <Modal show={notice} onHide={() => setNotice(false)}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {chosen?.label}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          Flagging registrations from this page is not available yet. Nothing was changed for the{' '}
          {selectedCount} selected registration{selectedCount === 1 ? '' : 's'}.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setNotice(false)}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
