import {
  CLERK_METRIC_KEYS,
  CLERK_METRICS,
  CLERK_PACKETS_CARD,
  type ClerkMetricKey,
} from '@voterroll/contract/clerk-api';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { formatCount } from '../../lib/format';
import { useClerkMetrics } from './clerk-queries';

/**
 * Home: the seven counts of the clerk's area (spec 3 section 2.2), each card opening the list that
 * holds exactly what it counts. A failed load shows 'Error' (spec 3 section 8).
 */
export function ClerkHome({ onOpen }: { onOpen: (key: ClerkMetricKey) => void }) {
  const metrics = useClerkMetrics();
  if (metrics.isPending) return <PageLoading />;
  if (metrics.isError) return <Alert variant="danger">Error</Alert>;
  const m = metrics.data;
  return (
    <>
      <Row className="g-3" xs={1} sm={2} lg={4}>
        <Col>
          <Card className="h-100" data-testid="clerk-card-packets">
            <Card.Body>
              <Card.Title as="h2" className="h6 mb-1">
                {CLERK_PACKETS_CARD.title}
              </Card.Title>
              <div className="fs-3 fw-semibold" data-testid="clerk-packets-total">
                {formatCount(m.challenges_submitted_total)}
              </div>
              <Card.Text className="small text-body-secondary mb-0">
                {CLERK_PACKETS_CARD.caption(formatCount(m.challenges_submitted_this_month))}
              </Card.Text>
            </Card.Body>
          </Card>
        </Col>
        {CLERK_METRIC_KEYS.map((key) => (
          <Col key={key}>
            <Card className="h-100" data-testid={`clerk-card-${key}`}>
              <Card.Body>
                <Card.Title as="h2" className="h6 mb-1">
                  {CLERK_METRICS[key].title}
                </Card.Title>
                <button
                  type="button"
                  className="btn btn-link p-0 fs-3 fw-semibold text-decoration-none"
                  onClick={() => onOpen(key)}
                  aria-label={`${CLERK_METRICS[key].title}: ${m[key]}. Open the list`}
                  data-testid="clerk-count"
                >
                  {formatCount(m[key])}
                </button>
                <Card.Text className="small text-body-secondary mb-0">{CLERK_METRICS[key].caption}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <p className="small text-body-secondary mt-3">
        {m.snapshot_date ? `Voter file of ${m.snapshot_date}. ` : 'No voter file has been loaded yet. '}
        What each count holds: <Link to="/methodology#clerk-counts">methodology</Link>.
      </p>
    </>
  );
}
