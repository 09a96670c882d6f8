import type { FlagState } from '@voterroll/contract/flags-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FLAG_ACTION_LABEL, type FlagAction, FlagDialog } from '../../components/flags/flag-dialog';
import { useStoredUser } from '../../lib/stored-user';

/** Spec 1 "Flag dialog": Flag for review gives TRG, Mark as okay gives VALID. */
export const BULK_ACTIONS = [
  { status: 'TRG', label: FLAG_ACTION_LABEL.TRG },
  { status: 'VALID', label: FLAG_ACTION_LABEL.VALID },
] as const satisfies readonly { status: FlagAction; label: string }[];
export type BulkStatus = FlagAction;

/**
 * The bulk-action dropdown and Apply of the registrations table: Apply is enabled only once at least
 * one row and an action are chosen, and opens the flag dialog. Anonymous visitors only report to
 * triage, so they are offered Flag for review alone.
 */
export function BulkActions(p: {
  selectedIds: ReadonlySet<string>;
  onFlagged: (flags: FlagState[]) => void;
  onClearSelection: () => void;
}) {
  const user = useStoredUser();
  const [action, setAction] = useState<BulkStatus | ''>('');
  const [open, setOpen] = useState(false);
  const actions = user ? BULK_ACTIONS : BULK_ACTIONS.filter((a) => a.status === 'TRG');
  const chosen = actions.find((a) => a.status === action);
  const selectedCount = p.selectedIds.size;
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
        {actions.map((a) => (
          <option key={a.status} value={a.status}>
            {a.label}
          </option>
        ))}
      </Form.Select>
      <Button size="sm" disabled={selectedCount === 0 || !chosen} onClick={() => setOpen(true)}>
        Apply
      </Button>
      <span className="small text-body-secondary">{selectedCount} selected</span>
      {chosen && (
        <FlagDialog
          show={open}
          action={chosen.status}
          voterIds={[...p.selectedIds]}
          onHide={() => setOpen(false)}
          onFlagged={(flags) => {
            p.onFlagged(flags);
            p.onClearSelection();
          }}
          onFailed={p.onClearSelection}
        />
      )}
    </div>
  );
}
