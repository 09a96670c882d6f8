import './registration.css';
import { useQuery } from '@tanstack/react-query';
import { electionDatesResponse, voterHistoryBySnapshotResponse } from '@voterroll/contract/voters-api';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { apiGet, errorText, segment } from '../../lib/api-client';
import { electionDate, shortMonth } from '../../lib/format';
import { PageLoading } from '../page-loading';
import { buildHistoryMatrix, type MatrixCell } from './history-matrix';

function Cell({ cell }: { cell: MatrixCell }) {
  if (cell.kind === 'not-applicable') return <td className="text-body-tertiary">N/A</td>;
  if (cell.kind === 'no-vote') return <td className="text-body-secondary">—</td>;
  return (
    <td
      className={cell.several ? 'history-several fw-semibold' : undefined}
      title={cell.several ? 'More than one voting method recorded for this election' : undefined}
    >
      {cell.methods.join(' + ')}
    </td>
  );
}

/** Per election and voter-file snapshot: what the state's history file said about this voter. */
export function VotingHistoryMatrix({ voterId }: { voterId: string }) {
  const history = useQuery({
    queryKey: ['voter-history-by-snapshot', voterId],
    queryFn: ({ signal }) =>
      apiGet(`/api/voter-history-by-snapshot/${segment(voterId)}`, voterHistoryBySnapshotResponse, signal),
  });
  const elections = useQuery({
    queryKey: ['election-dates'],
    queryFn: ({ signal }) => apiGet('/api/election-dates', electionDatesResponse, signal),
    staleTime: 10 * 60_000,
  });
  if (history.isPending || elections.isPending) return <PageLoading />;
  if (history.isError || elections.isError) {
    return <Alert variant="danger">{errorText(history.error ?? elections.error)}</Alert>;
  }
  const matrix = buildHistoryMatrix(history.data, elections.data);
  if (matrix.snapshots.length === 0) {
    return <p className="text-body-secondary">No voting history recorded for this voter.</p>;
  }
  return (
    <div className="table-responsive" data-testid="voting-history-matrix">
      <Table bordered size="sm" className="text-center small mb-1 history-matrix">
        <caption className="caption-top">
          Rows: elections. Columns: the voter file of that month. N/A: the file predates the election.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              Election
            </th>
            {matrix.snapshots.map((s) => (
              <th key={s} scope="col" className="text-nowrap">
                {shortMonth(s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.elections.map((e) => (
            <tr key={e}>
              <th scope="row" className="text-start text-nowrap">
                {electionDate(e)}
              </th>
              {matrix.snapshots.map((s) => (
                <Cell key={s} cell={matrix.cell(e, s)} />
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
