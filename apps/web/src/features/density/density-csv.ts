import { type DensityRow, occupancyRatio } from '@voterroll/contract/density-api';
import { downloadText, toCsv } from '../../components/data-table/csv';
import type { DensityFilters, DensityZone } from './density-queries';

const CSV_COLUMNS: [string, (r: DensityRow) => unknown][] = [
  ['Address', (r) => r.full_street_address],
  ['City', (r) => r.city],
  ['State', (r) => r.state],
  ['ZIP Code', (r) => r.zip_code],
  ['Jurisdiction', (r) => r.jurisdiction_name],
  ['Precinct', (r) => r.precinct],
  ['Registrations', (r) => r.registration_count],
  ['Living Units', (r) => r.living_unit_count ?? ''],
  ['Occupancy Ratio', (r) => occupancyRatio(r.registration_count, r.living_unit_count)],
  ['Category', (r) => r.category ?? ''],
  ['Business Name', (r) => r.name ?? ''],
  ['Comments', (r) => r.comments ?? ''],
  ['Status', (r) => r.current_triage_status],
  ['Verification Codes', (r) => r.addr_check_result_codes ?? ''],
];

/** The export's name (spec 2 section 9): county, jurisdiction, precinct and filters, then -loc-high-reg.csv. */
export const densityCsvName = (zone: DensityZone, f: DensityFilters) =>
  `${[zone.county, zone.jurisdiction, zone.precinct, f.threshold, f.status, f.category, f.q]
    .filter(Boolean)
    .join('-')}-loc-high-reg.csv`.replace(/[\s/]+/g, '-');

export function downloadDensityCsv(rows: readonly DensityRow[], fileName: string): void {
  downloadText(
    fileName,
    toCsv(
      CSV_COLUMNS.map(([h]) => h),
      rows.map((r) => CSV_COLUMNS.map(([, value]) => value(r))),
    ),
  );
}
