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
  const hard = column.accessor('current_overall_hard_score', {
    id: 'current_overall_hard_score',
    header: 'Hard Score',
    sortingFn: numberNullsLow,
    cell: (c) => (
      <>
        <ScoreButton
          kind="hard"
          score={c.getValue()}
          previous={c.row.original.previous_overall_hard_score}
          zoneHash={c.row.original.zone_hash}
          zoneName={c.row.original.zone_name}
        />
        <RankNote row={c.row.original} kind="hard" peers={peers} />
      </>
    ),
  });
  const overall = column.accessor('current_overall_score', {
    id: 'current_overall_score',
    header: 'Overall Score',
    sortingFn: numberNullsLow,
    cell: (c) => (
      <>
        <ScoreButton
          kind="overall"
          score={c.getValue()}
          previous={c.row.original.previous_overall_score}
          zoneHash={c.row.original.zone_hash}
          zoneName={c.row.original.zone_name}
        />
        <RankNote row={c.row.original} kind="overall" peers={peers} />
      </>
    ),
  });
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
