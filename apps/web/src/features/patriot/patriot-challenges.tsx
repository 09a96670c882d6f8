import { challengeStatusWords, NO_CHALLENGE_REFERENCE } from '@voterroll/contract/challenge-api';
import { personNameOf } from '@voterroll/contract/labels';
import { can } from '@voterroll/contract/policies';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { useMyChallenges } from './patriot-queries';

function Count({
  title,
  count,
  caption,
  testId,
}: {
  title: string;
  count: number;
  caption: string;
  testId: string;
}) {
  return (
    <Col>
      <Card className="h-100" data-testid={testId}>
        <Card.Body>
          <Card.Title as="h3" className="h6 mb-1">
            {title}
          </Card.Title>
          <div className="fs-3 fw-semibold" data-testid="home-count">
            {formatCount(count)}
          </div>
          <Card.Text className="small text-body-secondary mb-0">{caption}</Card.Text>
        </Card.Body>
      </Card>
    </Col>
  );
}

/**
 * The patriot's submitted challenges (issue 35): how many packets they submitted (all time and
 * this month: a packet stays counted once the clerk acts on it), how many still wait in the
 * clerk's Challenged list, and each packet's reference and where it is now.
 */
export function PatriotChallenges() {
  const me = useStoredUser();
  const allowed = can(me?.roles ?? [], 'challenge.submit');
  const mine = useMyChallenges(allowed);
  if (!allowed) return null;
  if (mine.isError) return <Alert variant="danger">{errorText(mine.error)}</Alert>;
  if (!mine.data) return null;
  const m = mine.data;
  return (
    <section className="mb-3" aria-labelledby="my-challenges">
      <h3 className="h5" id="my-challenges">
        My challenges
      </h3>
      <Row className="g-3 mb-2" xs={1} sm={3} lg={4}>
        <Count
          title="Challenges submitted"
          count={m.submitted_total}
          caption={`Packets you submitted, all time; ${formatCount(m.submitted_this_month)} this month.`}
          testId="my-challenges-submitted"
        />
        <Count
          title="Waiting in the clerk's Challenged list"
          count={m.waiting}
          caption="Of those, not yet taken up by the clerk."
          testId="my-challenges-waiting"
        />
      </Row>
      {m.rows.length === 0 ? (
        <p className="small text-body-secondary">You have not submitted a challenge yet.</p>
      ) : (
        <ListGroup className="small" data-testid="my-challenges-list">
          {m.rows.map((r) => (
            <ListGroup.Item key={`${r.voter_id}-${r.submitted_at}`} data-testid="my-challenge">
              <div className="d-flex flex-wrap gap-2 justify-content-between">
                <Link className="fw-semibold" to={`/challenge/${r.voter_id}`}>
                  {r.reference ?? NO_CHALLENGE_REFERENCE}
                </Link>
                <span className="text-body-secondary">submitted {r.submitted_at.slice(0, 10)}</span>
              </div>
              <div>
                {personNameOf(r.full_name)} (voter ID {r.voter_id}), {r.jurisdiction_name}
              </div>
              <div data-testid="my-challenge-status">{challengeStatusWords(r.current_triage_status)}</div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
