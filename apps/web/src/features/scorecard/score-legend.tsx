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
          Scores run from 0 to 10: 10 means no registration in the area has a finding. ▲ / ▼ compare with the
          previous snapshot. <Link to="/methodology">How the scores are computed</Link>
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
