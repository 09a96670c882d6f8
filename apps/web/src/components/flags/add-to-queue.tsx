import type { UpdateTriageStatusBody } from '@voterroll/contract/flags-api';
import {
  CLERK_NEW_FLAG_COMMENT,
  CLERK_QUEUE_COMMENT,
  TRIAGE_STATUS_INFO,
  type TriageStatus,
} from '@voterroll/contract/triage';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';

export interface SeenFlag {
  flagged_reg_id: number;
  version: number;
}

/**
 * The 'Add to Work Queue' request for what the clerk sees (spec 3 section 4.2): with the flag
 * seen, or none, so that a flag made meanwhile is refused as a change meanwhile. The server
 * writes the same comment itself, since only it knows whether it created the flag.
 */
export function addToQueueBody(
  voterId: number,
  status: TriageStatus,
  flag: SeenFlag | null,
): UpdateTriageStatusBody {
  return {
    voter_id: voterId,
    flagged_reg_id: flag?.flagged_reg_id ?? null,
    triage_status: 'INQ',
    comments_x: flag ? CLERK_QUEUE_COMMENT : CLERK_NEW_FLAG_COMMENT,
    expected_status: status,
    ...(flag ? { expected_version: flag.version } : {}),
  };
}

/** The 'Add To Queue' tab: what adding does, and the button (disabled while the request is in flight). */
export function AddToQueue(p: {
  voterId: number;
  status: TriageStatus;
  flag: SeenFlag | null;
  save: (body: UpdateTriageStatusBody) => Promise<boolean>;
  /** "Add and next": after the save, open the list's next registration. */
  onNext?: (() => void) | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const add = async (thenNext: boolean) => {
    setBusy(true);
    const saved = await p.save(addToQueueBody(p.voterId, p.status, p.flag));
    setBusy(false);
    if (saved && thenNext) p.onNext?.();
  };
  return (
    <div data-testid="add-to-queue">
      <p>
        {p.flag
          ? `This registration is ${TRIAGE_STATUS_INFO[p.status].label}. Adding it to your work queue puts it In Queue for clerk review; its flag and history stay as they are.`
          : 'This registration is not flagged. Adding it to your work queue creates a clerk-initiated flag (Inactive voter) In Queue for clerk review.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void add(false)}>
          Add to Work Queue
        </Button>
        {p.onNext && (
          <Button variant="outline-primary" disabled={busy} onClick={() => void add(true)}>
            Add and next
          </Button>
        )}
      </div>
    </div>
  );
}
