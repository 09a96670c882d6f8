import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from './data-table';

/**
 * The statewide county tables (spec 2 sections 2.4 and 2.6): 'Please select a county.', then the
 * counties by name, a page at a time, sortable, each name a button that opens the county, beside its counts.
 */
export function CountyCountsTable<R extends { county_name: string; zone_hash: string }>(p: {
  rows: R[];
  counts: ColumnDef<R, unknown>[];
  onCounty: (row: R) => void;
  caption: string;
  pageSize: number;
  emptyText?: string;
}) {
  const columns: ColumnDef<R, unknown>[] = [
    {
      id: 'county_name',
      accessorFn: (r) => r.county_name,
      header: 'County Name',
      cell: ({ row }) => (
        <button type="button" className="btn btn-link p-0" onClick={() => p.onCounty(row.original)}>
          {row.original.county_name}
        </button>
      ),
    },
    ...p.counts,
  ];
  return (
    <>
      <p>Please select a county.</p>
      <DataTable
        data={p.rows}
        columns={columns}
        getRowId={(r) => r.zone_hash}
        pageSize={p.pageSize}
        initialSort={{ id: 'county_name', desc: false }}
        urlKey="county_"
        caption={p.caption}
        {...(p.emptyText ? { emptyText: p.emptyText } : {})}
      />
    </>
  );
}
