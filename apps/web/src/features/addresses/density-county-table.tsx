import type { ColumnDef } from '@tanstack/react-table';
import type { DensityCountyRow } from '@voterroll/contract/density-api';
import { useEffect } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import { PageLoading } from '../../components/page-loading';
import { formatCount } from '../../lib/format';
import { useDensityCounties } from './density-api';

const count = (
  key: keyof DensityCountyRow,
  header: string,
  sortBy: keyof DensityCountyRow = key,
): ColumnDef<DensityCountyRow, unknown> => ({
  id: key,
  // Both 5-or-more columns sort by the newer-address field (spec 2 section 2.4).
  accessorFn: (r) => r[sortBy],
  header,
  cell: ({ row }) => formatCount(Number(row.original[key])),
});

/** Statewide (spec 2 section 2.4): the county table, 20 a page, sortable; a county opens its addresses. */
export function DensityCountyTable({ onCounty }: { onCounty: (row: DensityCountyRow) => void }) {
  const counties = useDensityCounties();
  useEffect(() => {
    // Density failures are only logged (spec 2 section 8).
    if (counties.error) console.error('registration density failed', counties.error);
  }, [counties.error]);
  if (counties.isPending) return <PageLoading />;
  const columns: ColumnDef<DensityCountyRow, unknown>[] = [
    {
      id: 'county_name',
      accessorKey: 'county_name',
      header: 'County Name',
      cell: ({ row }) => (
        <button type="button" className="btn btn-link p-0" onClick={() => onCounty(row.original)}>
          {row.original.county_name}
        </button>
      ),
    },
    count('total_addresses', 'Total Addresses'),
    count('addr_gt_4_reg', 'Addresses with 5 or more', 'new_addr_gt_4_reg'),
    count('new_addr_gt_4_reg', 'To be categorized'),
  ];
  return (
    <>
      <p>Please select a county.</p>
      <DataTable
        data={counties.data ?? []}
        columns={columns}
        getRowId={(r) => r.zone_hash}
        pageSize={20}
        initialSort={{ id: 'county_name', desc: false }}
        urlKey="county_"
        caption="High registration density addresses by county"
        emptyText="No voter file has been loaded yet."
      />
    </>
  );
}
