import type { ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import Table from 'react-bootstrap/Table';
import { scoreInWords } from '../../lib/score-words';
import { ScoreButton } from './score-button';
import { findingsOf, RankNote, TopFindings } from './zone-rank';

/**
 * The area's own scores above the table of its parts: each with its rank among its peers and the
 * findings that lower it most, per 1,000 registrations.
 */
export function ZoneSummary({ row, label, peers }: { row: ZoneStatsRow; label: string; peers: string }) {
  return (
    <Table bordered size="sm" className="align-middle zone-summary" style={{ maxWidth: '40rem' }}>
      <thead>
        <tr>
          <th>{label}</th>
          <th>Hard Score</th>
          <th>Overall Score</th>
        </tr>
      </thead>
      <tbody>
        <tr data-testid="zone-summary">
          <td className="fw-semibold">{row.zone_name}</td>
          {(['hard', 'overall'] as const).map((kind) => (
            <td key={kind}>
              <ScoreButton
                kind={kind}
                score={kind === 'hard' ? row.current_overall_hard_score : row.current_overall_score}
                previous={kind === 'hard' ? row.previous_overall_hard_score : row.previous_overall_score}
                zoneHash={row.zone_hash}
                zoneName={row.zone_name}
              />
              <RankNote row={row} kind={kind} peers={peers} />
              <div className="small text-body-secondary score-words">
                {scoreInWords(
                  kind === 'hard' ? row.current_overall_hard_score : row.current_overall_score,
                  kind,
                )}
              </div>
            </td>
          ))}
        </tr>
        <tr data-testid="zone-lowered-by">
          <th scope="row" className="small fw-normal">
            Lowered most by (per 1,000 registrations)
          </th>
          {(['hard', 'overall'] as const).map((kind) => (
            <td key={kind} className="small">
              <TopFindings findings={findingsOf(row, kind)} />
            </td>
          ))}
        </tr>
      </tbody>
    </Table>
  );
}
