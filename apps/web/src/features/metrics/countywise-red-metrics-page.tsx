import { createColumnHelper } from '@tanstack/react-table';
import type { redMetricsByCountyResponse } from '@voterroll/contract/metrics-api';
import { COUNTY_TABLE_PAGE_SIZE, LOADING_TEXT } from '@voterroll/contract/ui-values';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table/data-table';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { formatCount, longDate } from '../../lib/format';
import { useCurrentSnapshot } from '../../lib/use-current-snapshot';
import { useRedMetricsByCounty } from './metrics-queries';

type Row = z.infer<typeof redMetricsByCountyResponse>[number];
const column = createColumnHelper<Row>();
const count = (key: Exclude<keyof Row, 'county_name' | 'zone_hash'>, header: string) =>
  column.accessor(key, { id: key, header, cell: (c) => formatCount(c.getValue()) });

const columns = [
  column.accessor('county_name', {
    id: 'county_name',
    header: 'County',
    cell: (c) => <Link to={`/current-metrics?zone=${c.row.original.zone_hash}`}>{c.getValue()}</Link>,
  }),
  count('nvra_8d_2025_count', 'NVRA 2025'),
  count('nvra_8d_dec_2022_count', 'NVRA Dec 2022'),
  count('duplicate_count', 'Duplicates'),
  count('deceased_count', 'Deceased'),
  count('age_100_plus_count', 'Age 100+'),
  count('age_90_plus_count', 'Age 90+'),
];

/** /countywise-red-metrics: the red metrics of every county, sorted by county name, 20 a page. */
export function CountywiseRedMetricsPage() {
  const rows = useRedMetricsByCounty();
  const snapshot = useCurrentSnapshot();
  return (
    <>
      <LoadingModal show={rows.isPending} text={LOADING_TEXT} />
      <PageTitle>
        {snapshot ? `${longDate(snapshot)} Red Metrics by County` : 'Red Metrics by County'}
      </PageTitle>
      {rows.isError && <Alert variant="danger">{errorText(rows.error)}</Alert>}
      {rows.data && (
        <DataTable
          data={rows.data}
          columns={columns}
          getRowId={(r) => r.zone_hash}
          pageSize={COUNTY_TABLE_PAGE_SIZE}
          initialSort={{ id: 'county_name', desc: false }}
          urlKey="t"
          caption="Red metrics by county"
          csvFileName="red-metrics-by-county.csv"
        />
      )}
    </>
  );
}
