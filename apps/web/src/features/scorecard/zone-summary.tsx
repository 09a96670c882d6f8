import type { ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import Table from 'react-bootstrap/Table';
import { ScoreButton } from './score-button';

/** The area's own scores, above the table of its parts. */
export function ZoneSummary({ row, label }: { row: ZoneStatsRow; label: string }) {
  return (
    <Table bordered size="sm" className="align-middle zone-summary" style={{ maxWidth: '36rem' }}>
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
          <td>
            <ScoreButton
              kind="hard"
              score={row.current_overall_hard_score}
              previous={row.previous_overall_hard_score}
              zoneHash={row.zone_hash}
              zoneName={row.zone_name}
            />
          </td>
          <td>
            <ScoreButton
              kind="overall"
              score={row.current_overall_score}
              previous={row.previous_overall_score}
              zoneHash={row.zone_hash}
              zoneName={row.zone_name}
            />
          </td>
        </tr>
      </tbody>
    </Table>
  );
}
