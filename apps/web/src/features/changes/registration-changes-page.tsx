import type { ColumnDef } from '@tanstack/react-table';
import {
  CHANGES_PAGE_SIZE,
  CHANGES_STATEWIDE_MESSAGE,
  type ChangeKind,
  type ChangeRow,
} from '@voterroll/contract/changes-api';
import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { LocationFilter, ZoneBreadcrumb } from '../../components/location-filter/location-filter';
import { useCurrentZone } from '../../components/location-filter/use-current-zone';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { VoterStatusBadge } from '../../components/registration/voter-status-badge';
import { ApiError } from '../../lib/api-client';
import { longDate } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { useChanges } from './changes-queries';
import { RegistrationLink } from './registration-link';
import { SnapshotSelect, useChosenSnapshot } from './snapshot-select';

const TITLE: Record<ChangeKind, string> = { added: 'Registrations Added', removed: 'Registrations Removed' };

const columns: ColumnDef<ChangeRow, unknown>[] = [
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => <VoterStatusBadge code={row.original.status} />,
  },
  { id: 'snapshot', accessorKey: 'snapshot', header: 'Voter Roll Snapshot' },
  {
    id: 'voter_identification_number',
    accessorKey: 'voter_identification_number',
    header: 'Voter Identification No.',
    cell: ({ row }) => (
      <RegistrationLink voterId={row.original.voter_identification_number}>
        {row.original.voter_identification_number}
      </RegistrationLink>
    ),
  },
  { id: 'full_street_address', accessorKey: 'full_street_address', header: 'Full Street Address' },
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
  { id: 'registration_date', accessorKey: 'registration_date', header: 'Registration Date' },
];

/** The access-denied state of spec 2 sections 6 and 8 (wrong role, or a 401/403 answer). */
function AccessDenied() {
  return (
    <Alert variant="warning" data-testid="access-denied">
      Access denied: this page is for Digital Researchers, Election Patriots and Clerks. Please contact site
      root.
    </Alert>
  );
}

/**
 * Registrations Added or Removed (spec 2 section 2.9): the snapshot select, the location filter
 * and a table of the changes the load stored for that snapshot, 20 a page from the server.
 */
function RegistrationChangesPage({ kind }: { kind: ChangeKind }) {
  const user = useStoredUser();
  // The county and the snapshot are in the URL (`?zone=&snapshot=`): Back from a registration
  // returns to the same list, and the list can be shared.
  const { choice } = useCurrentZone();
  const [params, setParams] = useSearchParams();
  const { snapshots, snapshot } = useChosenSnapshot(params.get('snapshot'));
  const [page, setPage] = useState(1);
  const list = useChanges(kind, snapshot, choice, page);
  const zoneKey = [choice.county?.hash, choice.jurisdiction?.hash, choice.precinct?.hash].join('/');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new zone or snapshot starts at page 1
  useEffect(() => setPage(1), [zoneKey, snapshot]);

  const denied =
    !can(user?.roles ?? [], 'changes.view') ||
    // A 403 for a zone outside the user's area says so in the table's place instead.
    (list.error instanceof ApiError &&
      (list.error.status === 401 || list.error.message === INSUFFICIENT_PERMISSION_MESSAGE));
  return (
    <>
      <ZoneBreadcrumb choice={choice} />
      <PageTitle title={TITLE[kind]}>
        {snapshot ? `${longDate(snapshot)} ` : ''}
        {TITLE[kind]}
      </PageTitle>
      {denied ? (
        <AccessDenied />
      ) : (
        <>
          <LocationFilter choice={choice} />
          <SnapshotSelect
            id="changes-snapshot"
            snapshot={snapshot}
            snapshots={snapshots}
            onChange={(s) =>
              setParams(
                (p) => {
                  const next = new URLSearchParams(p);
                  next.set('snapshot', s);
                  return next;
                },
                { replace: true },
              )
            }
          />
          {!choice.county ? (
            <Alert variant="info" data-testid="changes-statewide">
              {CHANGES_STATEWIDE_MESSAGE[kind]}
            </Alert>
          ) : (
            <ChangesTable kind={kind} list={list} page={page} onPage={setPage} />
          )}
        </>
      )}
    </>
  );
}

function ChangesTable({
  kind,
  list,
  page,
  onPage,
}: {
  kind: ChangeKind;
  list: ReturnType<typeof useChanges>;
  page: number;
  onPage: (page: number) => void;
}) {
  if (list.isPending) return <PageLoading />;
  if (list.isError)
    return <Alert variant="danger">{list.error.message || 'The list could not be loaded.'}</Alert>;
  const d = list.data;
  return (
    <>
      <p className="text-body-secondary small" data-testid="changes-compared">
        {d.previous_snapshot
          ? `${d.total.toLocaleString('en-US')} registrations ${kind} since the voter file of ${longDate(d.previous_snapshot)}.`
          : 'This is the first voter file loaded: there is no earlier one to compare with.'}
      </p>
      <DataTable
        data={d.rows}
        columns={columns}
        getRowId={(r) => String(r.voter_identification_number)}
        pageSize={CHANGES_PAGE_SIZE}
        caption={TITLE[kind]}
        emptyText={`No registrations ${kind} here in this snapshot.`}
      />
      <Pager
        page={page}
        pageSize={CHANGES_PAGE_SIZE}
        total={d.total}
        onPage={onPage}
        label={`${TITLE[kind]} pages`}
      />
    </>
  );
}

export const RegistrationsAddedPage = () => <RegistrationChangesPage kind="added" />;
export const RegistrationsRemovedPage = () => <RegistrationChangesPage kind="removed" />;
