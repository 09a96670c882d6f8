import type { ColumnDef } from '@tanstack/react-table';
import { votingMethodLabel } from '@voterroll/contract/labels';
import { PUBLIC_PAGE_SIZE } from '@voterroll/contract/ui-values';
import type { voterHistoryResponse } from '@voterroll/contract/voters-api';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table/data-table';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { ApiError, errorText } from '../../lib/api-client';
import { electionDate, longDate } from '../../lib/format';
import { useVotingHistory } from './voters-queries';
import { VotingHistoryForm, type VotingHistoryQuery } from './voting-history-form';

export type HistoryRow = z.infer<typeof voterHistoryResponse>[number];

/** A voting method in words, as a table cell starts it: 'Absentee', 'In person'. */
const methodCell = (code: string) => {
  const label = votingMethodLabel(code);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

export const historyColumns: ColumnDef<HistoryRow, unknown>[] = [
  {
    id: 'election_date',
    accessorKey: 'election_date',
    header: 'Election Date',
    cell: ({ row }) => electionDate(row.original.election_date),
  },
  {
    id: 'voting_method',
    accessorKey: 'voting_method',
    header: 'Voting Method',
    cell: ({ row }) => methodCell(row.original.voting_method),
  },
  { id: 'county_name', accessorKey: 'county_name', header: 'County' },
  { id: 'jurisdiction_name', accessorKey: 'jurisdiction_name', header: 'Jurisdiction' },
];

const isAuthError = (e: unknown) =>
  e instanceof ApiError && (e.kind === 'unauthorized' || e.kind === 'forbidden');

/** /audit-my-voting-history: a voter's own history as one voter file recorded it. */
export function AuditMyVotingHistoryPage() {
  const [query, setQuery] = useState<VotingHistoryQuery | null>(null);
  const navigate = useNavigate();
  const result = useVotingHistory(query);
  // Spec 1 section 6: a 401 or 403 on these calls goes to /login.
  useEffect(() => {
    if (isAuthError(result.error)) void navigate('/login');
  }, [result.error, navigate]);

  const snapshot = query ? longDate(query.qvfSnapshot) : '';
  const data = result.data;
  return (
    <>
      <PageTitle>Audit My Voting History - Michigan</PageTitle>
      <Card className="mb-3">
        <Card.Header as="h2" className="h6">
          Enter your details below
        </Card.Header>
        <Card.Body>
          <VotingHistoryForm onSubmit={setQuery} busy={result.isFetching} />
        </Card.Body>
      </Card>
      {result.isFetching && <PageLoading />}
      {result.isError && !isAuthError(result.error) && (
        <Alert variant="danger" data-testid="history-error">
          {errorText(result.error)}
        </Alert>
      )}
      {data && !result.isFetching && data.voter && (
        <Card className="mb-3" data-testid="voter-summary">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {data.voter.voter_full_name}
            </Card.Title>
            <dl className="row mb-0">
              <dt className="col-sm-3 fw-normal text-body-secondary">Voter ID</dt>
              <dd className="col-sm-9 font-monospace">{data.voter.voter_identification_number}</dd>
              <dt className="col-sm-3 fw-normal text-body-secondary">Year of birth</dt>
              <dd className="col-sm-9">{data.voter.year_of_birth ?? '—'}</dd>
              <dt className="col-sm-3 fw-normal text-body-secondary">Registration date</dt>
              <dd className="col-sm-9">{data.voter.registration_date ?? '—'}</dd>
              <dt className="col-sm-3 fw-normal text-body-secondary">Address</dt>
              <dd className="col-sm-9 mb-0">{data.voter.full_address}</dd>
            </dl>
          </Card.Body>
        </Card>
      )}
      {data && !result.isFetching && (data.voter === null || data.history.length === 0) && (
        <Alert variant="info" data-testid="no-history">
          {data.voter === null
            ? `No registration in the ${snapshot} voter file matches these details. Check the spelling, the year of birth and the ZIP code, or choose another voter file.`
            : `No votes are recorded for this voter in the ${snapshot} voter file.`}
        </Alert>
      )}
      {data && !result.isFetching && data.history.length > 0 && (
        <DataTable
          data={data.history}
          columns={historyColumns}
          getRowId={(r) => String(r.row_number)}
          pageSize={PUBLIC_PAGE_SIZE}
          initialSort={{ id: 'election_date', desc: true }}
          caption={`Voting history in the ${snapshot} voter file`}
        />
      )}
    </>
  );
}
