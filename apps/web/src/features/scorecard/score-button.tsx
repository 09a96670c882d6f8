import { Link } from 'react-router';
import { formatScore } from '../../lib/format';
import { scoreInWords } from '../../lib/score-words';
import { levelVariant, type ScoreKind, scoreLevel } from './score-level';

interface ScoreButtonProps {
  score: number | null;
  previous?: number | null;
  kind: ScoreKind;
  zoneHash: string;
  zoneName: string;
}

/** A score, coloured by the spec's thresholds; clicking it opens the zone's current metrics. */
export function ScoreButton({ score, previous, kind, zoneHash, zoneName }: ScoreButtonProps) {
  const level = scoreLevel(score);
  const change =
    score !== null && previous !== null && previous !== undefined
      ? Math.round((score - previous) * 100) / 100
      : null;
  const moved =
    change === null || change === 0
      ? ''
      : `, ${change > 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(2)} since the previous file (${change > 0 ? 'better' : 'worse'})`;
  const label = `${kind === 'hard' ? 'Hard score' : 'Overall score'} of ${zoneName}: ${formatScore(score)}${moved}. ${scoreInWords(score, kind)}`;
  return (
    <Link
      to={`/current-metrics?zone=${encodeURIComponent(zoneHash)}`}
      className={`btn btn-sm btn-${levelVariant[level]} score-button`}
      data-level={level}
      aria-label={`${label}, open its metrics`}
      title={previous === undefined ? label : `${label} (previous snapshot: ${formatScore(previous)})`}
    >
      {formatScore(score)}
      {change !== null && change !== 0 && (
        <span className="ms-1 small" aria-hidden="true">
          {change > 0 ? '▲' : '▼'}
        </span>
      )}
    </Link>
  );
}
