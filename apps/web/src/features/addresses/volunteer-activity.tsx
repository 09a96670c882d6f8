import { reasonLabel } from '@voterroll/contract/labels';
import { REVIEW_OUTCOMES } from '@voterroll/contract/triage';
import { useEffect } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { useFlagComments } from '../../components/flags/flags-queries';
import { PageLoading } from '../../components/page-loading';
import { triageLook } from '../../components/registration/triage-icon';
import { ApiError } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';

/**
 * "Volunteer Activity": the flag's comments, for a signed-in user (the endpoint needs the token)
 * of the registration's area (the server refuses others: 403). Any other failed fetch is only
 * logged (spec 1 section 8), so the list then reads as empty.
 */
export function VolunteerActivity({ voterId }: { voterId: string }) {
  const user = useStoredUser();
  const { comments } = useFlagComments(voterId, user !== null);
  const outsideArea = comments.error instanceof ApiError && comments.error.kind === 'forbidden';
  useEffect(() => {
    if (comments.error && !outsideArea)
      console.error('Volunteer activity could not be loaded', comments.error);
  }, [comments.error, outsideArea]);
  if (!user) {
    return (
      <p className="text-body-secondary mb-0">
        Volunteers' comments on this registration are shown to signed-in volunteers.{' '}
        <Link to="/login">Log in</Link> to see them.
      </p>
    );
  }
  if (comments.isPending) return <PageLoading />;
  if (outsideArea)
    return (
      <p className="text-body-secondary mb-0">
        Volunteers' comments are shown for registrations in your area only.
      </p>
    );
  const list = comments.data?.comments ?? [];
  if (list.length === 0) return <p className="text-body-secondary mb-0">No volunteer activity yet.</p>;
  return (
    <ListGroup variant="flush" data-testid="volunteer-activity">
      {list.map((c) => (
        <ListGroup.Item key={c.flagged_reg_comment_id}>
          <div className="d-flex flex-wrap gap-2 small text-body-secondary">
            <span>{c.createdAt}</span>
            <span>{c.actor_name}</span>
            <span className={triageLook(c.current_triage_status).textClass}>
              {triageLook(c.current_triage_status).label}
            </span>
            {c.flagged_reason && <span>{reasonLabel(c.flagged_reason)}</span>}
            {c.review_outcome && (
              <span className="fw-semibold">Review outcome: {REVIEW_OUTCOMES[c.review_outcome].label}</span>
            )}
          </div>
          <div>{c.comments_x}</div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
