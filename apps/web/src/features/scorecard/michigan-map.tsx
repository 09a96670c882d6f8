import type { ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import { geoConicConformal, geoPath } from 'd3-geo';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatScore } from '../../lib/format';
import { type CountyFeature, countyKey } from './michigan-counties';
import { type ScoreKind, type ScoreLevel, scoreLevel } from './score-level';

const WIDTH = 640;
const HEIGHT = 720;
/** Bootstrap's colour variables, so the map follows the light and dark modes. */
const FILL: Record<ScoreLevel, string> = {
  green: 'var(--bs-success)',
  yellow: 'var(--bs-warning)',
  red: 'var(--bs-danger)',
  none: 'var(--bs-secondary-bg)',
};
export const SCORE_LABEL: Record<ScoreKind, string> = { overall: 'Overall score', hard: 'Hard score' };

const scoreOf = (row: ZoneStatsRow | undefined, kind: ScoreKind) =>
  kind === 'overall' ? row?.current_overall_score : row?.current_overall_hard_score;

/**
 * The counties shaded by the chosen score. Each county is a link (keyboard: Tab, Enter) to its
 * scorecard, named with its score for screen readers; the table beside the map has the same figures.
 */
export function MichiganMap(props: {
  counties: CountyFeature[];
  rows: ZoneStatsRow[];
  kind: ScoreKind;
  hrefOf: (countyName: string) => string;
}) {
  const { counties, rows, kind } = props;
  const navigate = useNavigate();
  const byName = useMemo(() => new Map(rows.map((r) => [countyKey(r.zone_name), r])), [rows]);
  const paths = useMemo(() => {
    const collection = { type: 'FeatureCollection' as const, features: counties };
    // Michigan's own conformal projection parallels (as its state plane uses).
    const projection = geoConicConformal()
      .parallels([42.1, 45.7])
      .rotate([84.5, 0])
      .fitSize([WIDTH, HEIGHT], collection);
    const path = geoPath(projection);
    return counties.map((f) => ({ f, d: path(f) ?? '', centroid: path.centroid(f) }));
  }, [counties]);
  return (
    <figure
      className="mb-2"
      aria-label={`Map of Michigan's counties shaded by ${SCORE_LABEL[kind].toLowerCase()}`}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="michigan-map w-100"
        style={{ maxHeight: '80vh' }}
        data-testid="michigan-map"
      >
        <title>{`Michigan's counties shaded by ${SCORE_LABEL[kind].toLowerCase()}`}</title>
        {paths.map(({ f, d }) => {
          const name = countyKey(f.properties.name);
          const row = byName.get(name);
          const score = scoreOf(row, kind);
          const level = scoreLevel(score);
          const label = `${name}: ${SCORE_LABEL[kind].toLowerCase()} ${score === null || score === undefined ? 'not available' : formatScore(score)}`;
          return (
            <a
              key={f.id}
              href={props.hrefOf(row?.zone_name ?? name)}
              aria-label={label}
              data-county={name}
              data-level={level}
              onClick={(e) => {
                // In-app navigation (no reload); the href stays for new tabs and assistive technology.
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                void navigate(props.hrefOf(row?.zone_name ?? name));
              }}
            >
              <title>{label}</title>
              <path
                d={d}
                fill={FILL[level]}
                stroke="var(--bs-body-bg)"
                strokeWidth={0.8}
                className="county-shape"
              />
            </a>
          );
        })}
      </svg>
    </figure>
  );
}
