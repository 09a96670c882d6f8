import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { AnimatedCount } from '../../components/animated-count';
import type { MetricDefinition, MetricPart } from './metric-definitions';

/** A part's counts in the zone: all registered, and active where the API serves it. */
export interface PartCount {
  part: MetricPart;
  count: number;
  active?: number;
}

interface MetricCardProps {
  metric: MetricDefinition;
  count: number;
  active: number;
  parts?: PartCount[];
  onDetails: () => void;
}

export function MetricCard({ metric, count, active, parts = [], onDetails }: MetricCardProps) {
  return (
    <Card className="h-100 metric-card" data-metric={metric.key}>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h6 text-body-secondary">
          {metric.cardTitle}
        </Card.Title>
        <AnimatedCount value={count} className="display-6 fw-semibold metric-count" />
        {metric.showActive && (
          <div className="small text-body-secondary">
            Active Status: <AnimatedCount value={active} className="fw-semibold metric-active-count" />
          </div>
        )}
        {parts.length > 0 && (
          <ul
            className="list-unstyled small text-body-secondary mt-1 mb-0"
            aria-label={`Parts of ${metric.cardTitle}`}
          >
            {parts.map(({ part, count: n, active: a }) => (
              <li key={part.id} data-part={part.id}>
                {part.label}: <AnimatedCount value={n} className="fw-semibold metric-part-count" />
                {metric.showActive && a !== undefined && (
                  <>
                    {' '}
                    (active <AnimatedCount value={a} className="metric-part-active-count" />)
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-2">
          <Button variant="link" size="sm" className="p-0" onClick={onDetails}>
            More Details ...
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
