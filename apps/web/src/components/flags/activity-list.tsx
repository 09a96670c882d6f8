import type { flagCommentSchema } from '@voterroll/contract/flags-api';
import { reasonLabel, roleLabel, triageStatusLabel } from '@voterroll/contract/labels';
import { REVIEW_OUTCOMES } from '@voterroll/contract/triage';
import ListGroup from 'react-bootstrap/ListGroup';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/format';
import { triageLook } from '../registration/triage-icon';

type Comment = z.infer<typeof flagCommentSchema>;

/** The flag's history: who, when, from → to, reason and comment, oldest first. */
export function ActivityList({ comments }: { comments: readonly Comment[] }) {
  if (comments.length === 0) return <p className="text-body-secondary mb-0">No activity yet.</p>;
  return (
    <ListGroup variant="flush" data-testid="activity-list">
      {comments.map((c) => (
        <ListGroup.Item key={c.flagged_reg_comment_id} data-testid="activity-item">
          <div className="d-flex flex-wrap gap-2 small text-body-secondary">
            <span data-testid="activity-when">{formatDateTime(c.createdAt)}</span>
            <span data-testid="activity-who">
              {c.actor_name} ({roleLabel(c.actor_role)})
            </span>
            {c.is_bulk && <span className="badge text-bg-secondary">bulk</span>}
          </div>
          <div data-testid="activity-move">
            {c.from_triage_status === c.current_triage_status ? (
              <>
                Note (status stays{' '}
                <span className={triageLook(c.current_triage_status).textClass}>
                  {triageStatusLabel(c.current_triage_status)}
                </span>
                )
              </>
            ) : (
              <>
                <span className={triageLook(c.from_triage_status).textClass}>
                  {triageStatusLabel(c.from_triage_status)}
                </span>{' '}
                →{' '}
                <span className={triageLook(c.current_triage_status).textClass}>
                  {triageStatusLabel(c.current_triage_status)}
                </span>
              </>
            )}
          </div>
          {c.review_outcome && (
            <div className="small fw-semibold" data-testid="activity-outcome">
              Review outcome: {REVIEW_OUTCOMES[c.review_outcome].label}
            </div>
          )}
          {c.flagged_reason && <div className="small">Reason: {reasonLabel(c.flagged_reason)}</div>}
          <div className="text-break" data-testid="activity-text">
            {c.comments_x}
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
