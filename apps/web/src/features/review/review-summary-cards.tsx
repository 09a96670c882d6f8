import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatCount } from '../../lib/format';
import { type ReviewZone, useLocationSummary, useReviewSummary } from './review-queries';

/** The zone as a person names it: 'WARD 03 PRECINCT 024, DETROIT CITY, WAYNE County' (a precinct's zone name). */
export const zoneName = (z: ReviewZone) =>
  [z.precinct, z.jurisdiction, `${z.county} County`].filter(Boolean).join(', ');

/**
 * Summary cards (Total Registrations; Total for review, which counts Challenged and Verify
 * registrations too; ACTIVE for review) and one filter button per metric (spec 2 section 2.6).
 * Every figure counts registrations, each once, as the table's total does: a registration with
 * several findings is under several filters, so the filters add up to more than All.
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
  const forReview = location.data?.registrations_for_review;
  const active = location.data?.active_registrations_for_review;
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
      <h2 className="h6 text-body-secondary" data-testid="review-zone">
        Registrations in {zoneName(p.zone)}
      </h2>
      <div className="row g-3 mb-3">
        {card('Total Registrations', location.data?.total_registered_voter_count, 'total-registrations')}
        {card('Total for review (registrations)', forReview, 'total-for-review')}
        {card('ACTIVE for review (registrations)', active, 'active-for-review')}
      </div>
      <fieldset className="d-flex flex-wrap gap-2 mb-1" aria-label="Review filters">
        <Button
          size="sm"
          variant={p.filter === 'ALL' ? 'primary' : 'outline-primary'}
          onClick={() => p.onFilter('ALL')}
        >
          All ({forReview === undefined ? '...' : formatCount(forReview)})
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
      <p className="small text-body-secondary mb-3">
        Each button counts registrations; one with several findings is under each of them.
      </p>
    </>
  );
}
