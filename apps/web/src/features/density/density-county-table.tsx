import { DENSITY_COUNTY_PAGE_SIZE, type DensityCountyRow } from '@voterroll/contract/density-api';
import { useEffect } from 'react';
import { countColumn } from '../../components/data-table/columns';
import { CountyCountsTable } from '../../components/data-table/county-counts-table';
import { PageLoading } from '../../components/page-loading';
import { useDensityCounties } from './density-queries';

const COUNTS = [
  countColumn<DensityCountyRow>('total_addresses', 'Total Addresses'),
  // Both 5-or-more columns sort by the newer-address field (spec 2 section 2.4).
  countColumn<DensityCountyRow>('addr_gt_4_reg', 'Addresses with 5 or more', 'new_addr_gt_4_reg'),
  countColumn<DensityCountyRow>('new_addr_gt_4_reg', 'To be categorized'),
];

/** Statewide (spec 2 section 2.4): the county table, 20 a page, sortable; a county opens its addresses. */
export function DensityCountyTable({ onCounty }: { onCounty: (row: DensityCountyRow) => void }) {
  const counties = useDensityCounties();
  useEffect(() => {
    // Density failures are only logged (spec 2 section 8).
    if (counties.error) console.error('registration density failed', counties.error);
  }, [counties.error]);
  if (counties.isPending) return <PageLoading />;
  return (
    <CountyCountsTable
      rows={counties.data ?? []}
      counts={COUNTS}
      onCounty={onCounty}
      caption="High registration density addresses by county"
      pageSize={DENSITY_COUNTY_PAGE_SIZE}
      emptyText="No voter file has been loaded yet."
    />
  );
}
