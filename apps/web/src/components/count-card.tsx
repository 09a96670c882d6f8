import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import { Link, type To } from 'react-router';
import { formatCount } from '../lib/format';

/**
 * A role home's card (issue 26): what awaits the user, a count that opens the list it counts (the
 * list's filter in the URL), so the number and the list's total are one set.
 */
export function CountCard({
  title,
  count,
  caption,
  to,
  onOpen,
  testId,
}: {
  title: string;
  count: number;
  caption?: string;
  to: To;
  onOpen?: () => void;
  testId: string;
}) {
  return (
    <Col>
      <Card className="h-100" data-testid={testId}>
        <Card.Body>
          <Card.Title as="h3" className="h6 mb-1">
            {title}
          </Card.Title>
          <Link
            to={to}
            onClick={onOpen}
            className="fs-3 fw-semibold text-decoration-none"
            aria-label={`${title}: ${count}. Open the list`}
            data-testid="home-count"
          >
            {formatCount(count)}
          </Link>
          {caption && <Card.Text className="small text-body-secondary mb-0">{caption}</Card.Text>}
        </Card.Body>
      </Card>
    </Col>
  );
}
