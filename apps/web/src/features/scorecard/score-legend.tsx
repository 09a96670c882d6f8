import { SCORE_THRESHOLDS } from '@voterroll/contract/scorecard-api';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';

/** The colour legend: what each colour means, for both scores (thresholds from the contract). */
export function ScoreLegend() {
  const { overall, hard } = SCORE_THRESHOLDS;
  const rows = [
    { name: 'Overall score', t: overall },
    { name: 'Hard score', t: hard },
  ];
  return (
    <div className="card mb-3 score-legend" data-testid="score-legend">
      <div className="card-body py-2 small">
        <p className="mb-1">
          Scores run from 0 to 10: 10 means no registration in the area has a finding that counts in the
          score. Higher is better. <Link to="/methodology#scores">How the scores are computed</Link>
        </p>
        <p className="mb-1" data-testid="change-legend">
          <span aria-hidden="true">▲</span> better: the score rose since the previous voter file.{' '}
          <span aria-hidden="true">▼</span> worse: it fell. No arrow: unchanged, or no earlier file. #3 of 83:
          the area's rank among its peers (1 is the best score).
        </p>
        {rows.map(({ name, t }) => (
          <div key={name} className="d-flex flex-wrap gap-2 align-items-center">
            <span className="fw-semibold" style={{ minWidth: '7rem' }}>
              {name}
            </span>
            <Badge bg="success">above {t.green}</Badge>
            <Badge bg="warning" text="dark">
              {t.yellow} to {t.green}
            </Badge>
            <Badge bg="danger">below {t.yellow}</Badge>
          </div>
        ))}
      </div>
    </div>
  );
}
