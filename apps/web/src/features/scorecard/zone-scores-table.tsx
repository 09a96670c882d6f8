import { createColumnHelper } from '@tanstack/react-table';
import type { ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import { PUBLIC_PAGE_SIZE } from '@voterroll/contract/ui-values';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { numberNullsLow } from '../../components/data-table/sorting';
import { ScoreButton } from './score-button';

const column = createColumnHelper<ZoneStatsRow>();

interface ZoneScoresTableProps {
  rows: readonly ZoneStatsRow[];
  nameHeader: string;
  /** Where a child's name leads (its own scorecard); none for precincts. */
  linkOf?: (row: ZoneStatsRow) => string;
  /** Precinct tables list the overall score first (spec 1 "Scorecard pages"). */
  overallFirst?: boolean;
  caption: string;
  emptyText: string;
}

/** Children of a zone with both scores: sortable, 10 per page, sort and page kept in the URL. */
export function ZoneScoresTable({
  rows,
  nameHeader,
  linkOf,
  overallFirst,
  caption,
  emptyText,
}: ZoneScoresTableProps) {
  const name = column.accessor('zone_name', {
    id: 'zone_name',
    header: nameHeader,
    cell: (c) => {
      const to = linkOf?.(c.row.original);
      return to ? <Link to={to}>{c.getValue()}</Link> : c.getValue();
    },
  });
  const hard = column.accessor('current_overall_hard_score', {
    id: 'current_overall_hard_score',
    header: 'Hard Score',
    sortingFn: numberNullsLow,
    cell: (c) => (
      <ScoreButton
        kind="hard"
        score={c.getValue()}
        previous={c.row.original.previous_overall_hard_score}
        zoneHash={c.row.original.zone_hash}
        zoneName={c.row.original.zone_name}
      />
    ),
  });
  const overall = column.accessor('current_overall_score', {
    id: 'current_overall_score',
    header: overallFirst ? 'Score' : 'Overall Score',
    sortingFn: numberNullsLow,
    cell: (c) => (
      <ScoreButton
        kind="overall"
        score={c.getValue()}
        previous={c.row.original.previous_overall_score}
        zoneHash={c.row.original.zone_hash}
        zoneName={c.row.original.zone_name}
      />
    ),
  });
  return (
    <DataTable
      data={rows}
      columns={overallFirst ? [name, overall, hard] : [name, hard, overall]}
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
