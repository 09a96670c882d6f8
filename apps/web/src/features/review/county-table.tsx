import type { redMetricsByCountyResponse } from '@voterroll/contract/metrics-api';
import { COUNTY_TABLE_PAGE_SIZE } from '@voterroll/contract/ui-values';
import type { z } from 'zod';
import { countColumn } from '../../components/data-table/columns';
import { CountyCountsTable } from '../../components/data-table/county-counts-table';
import { PageLoading } from '../../components/page-loading';
import { useRedMetricsByCounty } from './review-queries';

type CountyRow = z.infer<typeof redMetricsByCountyResponse>[number];

const COUNTS = [
  countColumn<CountyRow>('nvra_8d_2025_count', 'NVRA 2025'),
  countColumn<CountyRow>('nvra_8d_dec_2022_count', 'NVRA Dec 2022'),
  countColumn<CountyRow>('duplicate_count', 'Duplicates'),
  countColumn<CountyRow>('deceased_count', 'Deceased'),
  countColumn<CountyRow>('age_100_plus_count', 'Age 100+'),
  countColumn<CountyRow>('age_90_plus_count', 'Age 90+'),
];

/** Statewide (spec 2 section 2.6): pick a county from the table of counts, 20 per page. */
export function CountyTable({ onCounty }: { onCounty: (county: string) => void }) {
  const counties = useRedMetricsByCounty();
  if (counties.isPending) return <PageLoading />;
  return (
    <CountyCountsTable
      rows={counties.data ?? []}
      counts={COUNTS}
      onCounty={(r) => onCounty(r.county_name)}
      caption="Registrations for review by county"
      pageSize={COUNTY_TABLE_PAGE_SIZE}
    />
  );
}
