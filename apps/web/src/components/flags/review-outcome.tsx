import { COMMENT_MAX, type FlagState, type flaggedCommentsResponse } from '@voterroll/contract/flags-api';
import {
  type ReviewOutcome as Outcome,
  outcomesFor,
  REVIEW_OUTCOME_KEYS,
  REVIEW_OUTCOMES,
  rolesAllowing,
  TRIAGE_STATUS_INFO,
  type TriageActorRole,
  targetsFor,
} from '@voterroll/contract/triage';
import { type ComponentProps, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { z } from 'zod';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { PageLoading } from '../page-loading';
import { type CleanupKind, CleanupProgress, progressOf } from './cleanup-progress';
import { recordReviewOutcome } from './flags-queries';
import { NotesCard } from './notes-card';

type Flag = NonNullable<z.infer<typeof flaggedCommentsResponse>['flagged-registration']>;

/** May these roles record an outcome (a move to VALID, or a note while VALID) from this status? */
export function mayRecordOutcome(roles: readonly string[], flag: Flag | null): boolean {
  const status = flag?.current_triage_status ?? 'NEW';
  const r = roles as TriageActorRole[];
  return status === 'VALID'
    ? rolesAllowing(r, 'VALID', 'VALID').length > 0
    : targetsFor(r, status).includes('VALID');
}

/**
 * Spec 1 section 4's cleanup progress cards for the registration's flag as stored, and its review
 * outcomes, "Lives here" and "Does not live here but is valid" (POST /api/review-outcome): the
 * outcome in force with who and when, and the two buttons for a user whose role may find the
 * registration valid from its status (the transition table's rule, which the server enforces).
 */
export function ReviewOutcome(p: {
  voterId: number | string;
  /** The registration's flag (GET /api/flagged-registration-comments), null when unflagged. */
  flag: Flag | null;
  roles: readonly string[];
  /** The workflow an unflagged registration of this page is in (the review list: Found by our checks). */
  unflagged: CleanupKind;
  onSaved: (flag: FlagState) => void;
  /** The server refused (changed meanwhile or otherwise): reload the registration's state. */
  onStale: () => void;
  /** The registration's finding rules, when known: only the outcomes that answer them are offered. */
  rules?: readonly string[] | undefined;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const status = p.flag?.current_triage_status ?? 'NEW';
  const progress = progressOf(p.flag, p.unflagged);
  const inForce = p.flag?.review_outcome ?? null;
  const offered = p.rules ? outcomesFor(p.rules) : REVIEW_OUTCOME_KEYS;
  const may = mayRecordOutcome(p.roles, p.flag) && offered.length > 0;

  const record = async (outcome: Outcome) => {
    setBusy(true);
    setNotice(null);
    try {
      const r = await recordReviewOutcome({
        voter_id: Number(p.voterId),
        outcome,
        ...(note.trim() ? { comments_x: note.trim() } : {}),
        expected_version: p.flag?.version ?? undefined,
        expected_status: status,
      });
      setNotice({ ok: true, text: r.message });
      setNote('');
      p.onSaved(r.flag);
    } catch (err) {
      setNotice({ ok: false, text: errorText(err) });
      p.onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="review-outcome">
      {progress && <CleanupProgress {...progress} />}
      <h4 className="h6">Review outcome</h4>
      {inForce ? (
        <p data-testid="outcome-in-force">
          Recorded: <strong>{REVIEW_OUTCOMES[inForce.outcome].label}</strong>, by {inForce.actor_name},{' '}
          {formatDateTime(inForce.at)}
        </p>
      ) : (
        <p className="text-body-secondary" data-testid="outcome-in-force">
          No outcome recorded.
        </p>
      )}
      {may ? (
        <>
          <Form.Group className="mb-2" controlId={`outcome-note-${p.voterId}`}>
            <Form.Label className="small">Note (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={COMMENT_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            {offered.map((o) => (
              <Button
                key={o}
                variant={o === 'LIVES_HERE' ? 'outline-success' : 'outline-primary'}
                disabled={busy}
                onClick={() => void record(o)}
              >
                {REVIEW_OUTCOMES[o].label}
              </Button>
            ))}
          </div>
        </>
      ) : offered.length === 0 ? (
        <p className="small text-body-secondary mb-0" data-testid="no-outcomes">
          A residence outcome does not answer this registration's findings: record the review with a reason
          and a description.
        </p>
      ) : (
        <p className="small text-body-secondary mb-0">
          Your role cannot record an outcome for a registration that is {TRIAGE_STATUS_INFO[status].label}.
        </p>
      )}
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} className="mt-3 mb-0" data-testid="outcome-notice">
          {notice.text}
        </Alert>
      )}
    </div>
  );
}

/** ReviewOutcome in its 'Cleanup progress' card, a spinner while the flag loads. */
export function CleanupProgressCard({
  heading,
  pending,
  ...outcome
}: ComponentProps<typeof ReviewOutcome> & { heading: 'h2' | 'h3'; pending: boolean }) {
  return (
    <NotesCard title="Cleanup progress" heading={heading}>
      {pending ? <PageLoading /> : <ReviewOutcome {...outcome} />}
    </NotesCard>
  );
}
