import Badge from 'react-bootstrap/Badge';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { isHard, type MetricDefinition } from './metric-definitions';
import { MetricParts } from './metric-parts';
import { MetricTrend } from './metric-trend';

interface MetricDetailsModalProps {
  metric: MetricDefinition | null;
  zoneHash: string;
  onHide: () => void;
}

/** "More Details ...": what the metric counts, what it does not prove, the law, and its trend. */
export function MetricDetailsModal({ metric, zoneHash, onHide }: MetricDetailsModalProps) {
  return (
    <Modal show={metric !== null} onHide={onHide} size="lg" aria-labelledby="metric-details-title">
      {metric && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="metric-details-title" as="h2" className="h5">
              {metric.modalTitle}{' '}
              {isHard(metric.rule) && (
                <Badge bg="danger" className="ms-1 align-middle small">
                  hard score
                </Badge>
              )}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <h3 className="h6">What is counted</h3>
            <p>{metric.ruleText}</p>
            <MetricParts metric={metric} />
            <h3 className="h6">What it does not prove</h3>
            <p>{metric.caution}</p>
            <h3 className="h6">Law</h3>
            <ul className="statutes">
              {metric.statutes.map((s) => (
                <li key={s.cite}>
                  <strong>{s.cite}</strong>: {s.about}
                </li>
              ))}
            </ul>
            <h3 className="h6">Trend</h3>
            <MetricTrend metric={metric} zoneHash={zoneHash} height={280} />
            <p className="small text-body-secondary mt-2 mb-0">Source: {metric.source}</p>
          </Modal.Body>
          <Modal.Footer>
            <Link to={`/methodology#${metric.key}`} onClick={onHide}>
              Methodology: how every metric and score is computed
            </Link>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
