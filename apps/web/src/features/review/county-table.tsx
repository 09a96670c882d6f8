import type { ColumnDef } from '@tanstack/react-table';
import type { redMetricsByCountyResponse } from '@voterroll/contract/metrics-api';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table/data-table';
import { PageLoading } from '../../components/page-loading';
import { formatCount } from '../../lib/format';
import { useRedMetricsByCounty } from './review-api';

type CountyRow = z.infer<typeof redMetricsByCountyResponse>[number];

const count = (key: keyof CountyRow, header: string): ColumnDef<CountyRow, unknown> => ({
  id: key,
  accessorKey: key,
  header,
  cell: ({ getValue }) => formatCount(Number(getValue())),
});

/** Statewide (spec 2 section 2.6): pick a county from the table of counts, 20 per page. */
export function CountyTable({ onCounty }: { onCounty: (county: string) => void }) {
  const counties = useRedMetricsByCounty();
  if (counties.isPending) return <PageLoading />;
  const columns: ColumnDef<CountyRow, unknown>[] = [
    {
      id: 'county_name',
      accessorKey: 'county_name',
      header: 'County Name',
      cell: ({ row }) => (
        <button type="button" className="btn btn-link p-0" onClick={() => onCounty(row.original.county_name)}>
          {row.original.county_name}
        </button>
      ),
    },
    count('nvra_8d_2025_count', 'NVRA 2025'),
    count('nvra_8d_dec_2022_count', 'NVRA Dec 2022'),
    count('duplicate_count', 'Duplicates'),
    count('deceased_count', 'Deceased'),
    count('age_100_plus_count', 'Age 100+'),
    count('age_90_plus_count', 'Age 90+'),
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
        caption="Registrations for review by county"
      />
    </>
  );
}
