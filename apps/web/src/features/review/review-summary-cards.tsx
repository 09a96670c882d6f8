import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatCount } from '../../lib/format';
import { type ReviewZone, useLocationSummary, useReviewSummary } from './review-api';

/**
 * Summary cards (Total Registrations; Total for review, which counts Challenged and Verify
 * registrations too; ACTIVE for review) and one filter button per metric (spec 2 section 2.6).
 */
export function ReviewSummaryCards(p: {
  zone: ReviewZone;
  filter: string;
  onFilter: (code: string) => void;
  onError: (e: unknown) => void;
}) {
  const summary = useReviewSummary(p.zone);
  const location = useLocationSummary(p.zone);
  const { onError } = p;
  useEffect(() => {
    const e = summary.error ?? location.error;
    if (e) onError(e);
  }, [summary.error, location.error, onError]);
  const metrics = summary.data ?? [];
  const forReview = metrics.reduce((s, m) => s + m.metric_value, 0);
  const active = metrics.reduce((s, m) => s + m.metric_active_value, 0);
  const card = (title: string, value: number | undefined, testId: string) => (
    <div className="col-sm-4">
      <Card className="h-100 text-center">
        <Card.Body>
          <div className="text-body-secondary small">{title}</div>
          <div className="fs-3 fw-semibold" data-testid={testId}>
            {value === undefined ? '...' : formatCount(value)}
          </div>
        </Card.Body>
      </Card>
    </div>
  );
  return (
    <>
      <div className="row g-3 mb-3">
        {card('Total Registrations', location.data?.total_registered_voter_count, 'total-registrations')}
        {card('Total for review', summary.data ? forReview : undefined, 'total-for-review')}
        {card('ACTIVE for review', summary.data ? active : undefined, 'active-for-review')}
      </div>
      <fieldset className="d-flex flex-wrap gap-2 mb-3" aria-label="Review filters">
        <Button
          size="sm"
          variant={p.filter === 'ALL' ? 'primary' : 'outline-primary'}
          onClick={() => p.onFilter('ALL')}
        >
          All ({formatCount(forReview)})
        </Button>
        {metrics
          .filter((m) => m.metric_value > 0)
          .map((m) => (
            <Button
              key={m.metric_filter_code}
              size="sm"
              variant={p.filter === m.metric_filter_code ? 'primary' : 'outline-primary'}
              onClick={() => p.onFilter(m.metric_filter_code)}
              title={m.metric_key}
            >
              {m.metric_desc_x} ({formatCount(m.metric_value)})
            </Button>
          ))}
      </fieldset>
    </>
  );
}
