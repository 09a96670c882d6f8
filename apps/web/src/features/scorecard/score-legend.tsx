import { SCORE_THRESHOLDS } from '@voterroll/contract/scorecard-api';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';

/** The colour legend: one scale for both scores (thresholds from the contract). */
export function ScoreLegend() {
  const { green, yellow } = SCORE_THRESHOLDS;
  return (
    <div className="card mb-3 score-legend" data-testid="score-legend">
      <div className="card-body py-2 small">
        <p className="mb-1">
          Scores run from 0 to 10: 10 means no registration in the area has a finding that counts in the
          score; 9.90 means about 1 in 100 has one. Higher is better. The overall score counts every finding
          that is a ground for list maintenance, the hard score only those a clerk can confirm from records.{' '}
          <Link to="/methodology#scores">How the scores are computed</Link> ·{' '}
          <Link to="/methodology#precision">How often each rule is right</Link>
        </p>
        <p className="mb-1" data-testid="change-legend">
          <span aria-hidden="true">▲</span> better: the score rose since the previous voter file.{' '}
          <span aria-hidden="true">▼</span> worse: it fell. No arrow: unchanged, or no earlier file. #3 of 83:
          the area's rank among its peers (1 is the best score).
        </p>
        <div className="d-flex flex-wrap gap-2 align-items-center" data-testid="colour-scale">
          <span className="fw-semibold">Colours, the same for both scores:</span>
          <Badge bg="success">above {green}</Badge>
          <Badge bg="warning" text="dark">
            {yellow} to {green}
          </Badge>
          <Badge bg="danger">below {yellow}</Badge>
        </div>
      </div>
    </div>
  );
}
