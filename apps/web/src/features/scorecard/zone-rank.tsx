import { ruleLabel } from '@voterroll/contract/labels';
import type { ZoneFinding, ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import { TOP_FINDINGS_LISTED } from '@voterroll/contract/scorecard-api';
import type { ScoreKind } from './score-level';

/** The zone's rank among its peers by one score ("#3 of 83"), nothing for the state. */
export function RankNote({ row, kind, peers }: { row: ZoneStatsRow; kind: ScoreKind; peers: string }) {
  const rank = kind === 'hard' ? row.hard_rank : row.overall_rank;
  if (rank === null || row.peer_count === null) return null;
  return (
    <span
      className="ms-1 small text-body-secondary text-nowrap rank-note"
      title={`Ranked ${rank} of ${row.peer_count} ${peers} by ${kind} score (1 is the best)`}
    >
      #{rank} of {row.peer_count}
    </span>
  );
}

/** The findings that lower a score most, per 1,000 registrations (the hard score's: hard ones only). */
export const findingsOf = (row: ZoneStatsRow, kind: ScoreKind): ZoneFinding[] =>
  row.top_findings.filter((f) => kind === 'overall' || f.hard).slice(0, TOP_FINDINGS_LISTED);

const per1000 = (f: ZoneFinding) => `${f.per_1000.toLocaleString('en-US')} per 1,000`;

/** The findings as one line of text (the CSV's cell). */
export const findingsText = (findings: ZoneFinding[]) =>
  findings.map((f) => `${ruleLabel(f.rule)} ${per1000(f)}`).join('; ');

/** "Duplicate 12.3 per 1,000; Deceased 2.1 per 1,000", or that nothing lowers it. */
export function TopFindings({ findings }: { findings: ZoneFinding[] }) {
  if (findings.length === 0) return <span className="text-body-secondary">No findings</span>;
  return (
    <ul className="list-unstyled mb-0 top-findings">
      {findings.map((f) => (
        <li key={f.rule}>
          {ruleLabel(f.rule)} <span className="text-body-secondary text-nowrap">{per1000(f)}</span>
        </li>
      ))}
    </ul>
  );
}
