import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { AnimatedCount } from '../../components/animated-count';
import type { MetricDefinition } from './metric-definitions';

interface MetricCardProps {
  metric: MetricDefinition;
  count: number;
  active: number;
  onDetails: () => void;
}

export function MetricCard({ metric, count, active, onDetails }: MetricCardProps) {
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
        <div className="mt-auto pt-2">
          <Button variant="link" size="sm" className="p-0" onClick={onDetails}>
            More Details ...
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
