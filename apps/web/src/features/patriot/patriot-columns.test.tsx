import { render } from '@testing-library/react';
import type { RemovedRow } from '@voterroll/contract/patriot-api';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../components/data-table/data-table';
import { clickHeader, columnCells } from '../../test-support/column-cells';
import { flaggedColumns, removedColumns } from './patriot-columns';
import { flagged } from './patriot-rows.fixture';

const removed = (id: number, full_name: string): RemovedRow => ({
  voter_identification_number: id,
  current_triage_status: 'CS',
  flagged_reason: 'OTHER',
  flagged_at: '2025-10-01T00:00:00Z',
  removed_in_snapshot: '2025-11-01',
  voter_status_type_code: 'C',
  full_name,
  full_street_address: '1 MAIN ST',
  year_of_birth: 1950,
  county_name: 'KENT',
  jurisdiction_name: 'GRAND RAPIDS CITY',
});

function table<T extends { voter_identification_number: number }>(
  rows: T[],
  columns: Parameters<typeof DataTable<T>>[0]['columns'],
) {
  render(
    <MemoryRouter>
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.voter_identification_number)}
        pageSize={30}
        initialSort={{ id: 'full_name', desc: false }}
      />
    </MemoryRouter>,
  );
}

// Issue 27: names read First Middle Last; the column still sorts by the last name.
describe('the patriot tables name people First Middle Last', () => {
  it('Flagged: sorted by last name, shown first name first', () => {
    table(
      [flagged(1, 'BROWN, SHARON LAURA'), flagged(2, 'ADAMS, ZED')],
      flaggedColumns(() => {}),
    );
    expect(columnCells('Full Name')).toEqual(['ZED ADAMS', 'SHARON LAURA BROWN']);
    clickHeader('Full Name');
    expect(columnCells('Full Name')).toEqual(['SHARON LAURA BROWN', 'ZED ADAMS']);
  });

  it('Removed: sorted by last name, shown first name first', () => {
    table([removed(1, 'BROWN, SHARON LAURA'), removed(2, 'ADAMS, ZED')], removedColumns);
    expect(columnCells('Full Name')).toEqual(['ZED ADAMS', 'SHARON LAURA BROWN']);
    clickHeader('Full Name');
    expect(columnCells('Full Name')).toEqual(['SHARON LAURA BROWN', 'ZED ADAMS']);
  });
});
