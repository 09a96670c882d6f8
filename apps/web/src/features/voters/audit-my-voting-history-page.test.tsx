import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../components/data-table/data-table';
import { columnCells } from '../../test-support/column-cells';
import { type HistoryRow, historyColumns } from './audit-my-voting-history-page';

const vote = (row_number: number, election_date: string, voting_method: HistoryRow['voting_method']) => ({
  election_date,
  voting_method,
  county_name: 'KENT',
  jurisdiction_name: 'GRAND RAPIDS CITY',
  row_number,
});

// Issue 27: the Voting Method column in words (the contract's labels), not the file's codes.
describe('the voting history table', () => {
  it('names each voting method in words', () => {
    render(
      <MemoryRouter>
        <DataTable
          data={[
            vote(1, '2024-11-05', 'ABSENTEE'),
            vote(2, '2022-11-08', 'IN PERSON'),
            vote(3, '2020-11-03', 'UNKNOWN'),
          ]}
          columns={historyColumns}
          getRowId={(r) => String(r.row_number)}
          pageSize={10}
        />
      </MemoryRouter>,
    );
    expect(columnCells('Voting Method')).toEqual(['Absentee', 'In person', 'Method not recorded']);
  });
});
