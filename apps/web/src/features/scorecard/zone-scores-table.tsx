import { createColumnHelper } from '@tanstack/react-table';
import type { ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import { PUBLIC_PAGE_SIZE } from '@voterroll/contract/ui-values';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { numberNullsLow } from '../../components/data-table/sorting';
import { ScoreButton } from './score-button';
import { findingsOf, findingsText, RankNote } from './zone-rank';

const column = createColumnHelper<ZoneStatsRow>();

interface ZoneScoresTableProps {
  rows: readonly ZoneStatsRow[];
  nameHeader: string;
  /** Where a child's name leads (its own scorecard); none for precincts. */
  linkOf?: (row: ZoneStatsRow) => string;
  /** What the rows are, for their ranks: "counties", "jurisdictions", "precincts". */
  peers: string;
  caption: string;
  emptyText: string;
}

const SCORE_KEYS = {
  hard: { current: 'current_overall_hard_score', previous: 'previous_overall_hard_score' },
  overall: { current: 'current_overall_score', previous: 'previous_overall_score' },
} as const;

/** A score's column: the score with its change since the previous file, and the row's rank. */
function scoreColumn(kind: 'hard' | 'overall', header: string, peers: string) {
  const keys = SCORE_KEYS[kind];
  return column.accessor(keys.current, {
    id: keys.current,
    header,
    sortingFn: numberNullsLow,
    cell: (c) => (
      <>
        <ScoreButton
          kind={kind}
          score={c.getValue()}
          previous={c.row.original[keys.previous]}
          zoneHash={c.row.original.zone_hash}
          zoneName={c.row.original.zone_name}
        />
        <RankNote row={c.row.original} kind={kind} peers={peers} />
      </>
    ),
  });
}

/**
 * Children of a zone with both scores, each ranked among the rows, and under each name the finding
 * that lowers its overall score most: sortable, 10 per page, sort and page kept in the URL. The same columns at
 * every level (issue 27: the precinct table once put its overall score first, named "Score").
 */
export function ZoneScoresTable({
  rows,
  nameHeader,
  linkOf,
  peers,
  caption,
  emptyText,
}: ZoneScoresTableProps) {
  const name = column.accessor('zone_name', {
    id: 'zone_name',
    header: nameHeader,
    cell: (c) => {
      const to = linkOf?.(c.row.original);
      const top = findingsOf(c.row.original, 'overall').slice(0, 1);
      return (
        <>
          {to ? <Link to={to}>{c.getValue()}</Link> : c.getValue()}
          {top.length > 0 && (
            <div className="small text-body-secondary lowered-by">Lowered most by {findingsText(top)}</div>
          )}
        </>
      );
    },
  });
  const hard = scoreColumn('hard', 'Hard Score', peers);
  const overall = scoreColumn('overall', 'Overall Score', peers);
  return (
    <DataTable
      data={rows}
      columns={[name, hard, overall]}
      getRowId={(r) => r.zone_hash}
      pageSize={PUBLIC_PAGE_SIZE}
      initialSort={{ id: 'zone_name', desc: false }}
      urlKey="t"
      caption={caption}
      emptyText={emptyText}
      csvFileName={`${caption.replaceAll(/[^A-Za-z0-9]+/g, '-')}.csv`}
    />
  );
}
