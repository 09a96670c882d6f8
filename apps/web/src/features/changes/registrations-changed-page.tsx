import type { ColumnDef } from '@tanstack/react-table';
import {
  CHANGE_FIGURE_KINDS,
  CHANGES_PAGE_SIZE,
  type ChangedRow,
  type ChangeFigureKind,
  type ChangeRow,
  changeValueInWords,
  FIELD_CHANGE_KINDS,
  type FieldChangeKind,
  whatChanged,
} from '@voterroll/contract/changes-api';
import { precinctName } from '@voterroll/contract/labels';
import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { type ReactNode, useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { LocationFilter, ZoneBreadcrumb } from '../../components/location-filter/location-filter';
import { useCurrentZone } from '../../components/location-filter/use-current-zone';
import type { ZoneChoice } from '../../components/location-filter/zone-store';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { VoterStatusBadge } from '../../components/registration/voter-status-badge';
import { ApiError } from '../../lib/api-client';
import { formatCount, longDate } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { useChanged, useChanges } from './changes-queries';
import { RegistrationLink } from './registration-link';
import { SnapshotSelect, useChosenSnapshot } from './snapshot-select';

const isFieldKind = (k: string): k is FieldChangeKind =>
  (FIELD_CHANGE_KINDS as readonly string[]).includes(k);
/** The page of `?page=`: a whole number from 1; anything else is page 1. */
const pageOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : 1;
};

const isKind = (k: string | null): k is ChangeFigureKind =>
  k !== null && (CHANGE_FIGURE_KINDS as readonly string[]).includes(k);

/** The precinct as the product names it everywhere: 'WARD 03 PRECINCT 024' (contract labels). */
const precinctColumn = <R extends { ward: string; precinct: string }>(): ColumnDef<R, unknown> => ({
  id: 'precinct',
  accessorFn: (r) => precinctName(r.ward, r.precinct),
  header: 'Precinct',
});

/** Before and after first, so that a phone shows them without scrolling the table sideways. */
const changedColumns = (everyKind: boolean): ColumnDef<ChangedRow, unknown>[] => [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <RegistrationLink voterId={row.original.voter_identification_number}>
        {row.original.name}
      </RegistrationLink>
    ),
  },
  ...(everyKind
    ? [{ id: 'kind', accessorFn: (r: ChangedRow) => whatChanged(r.kind), header: 'What changed' }]
    : []),
  {
    id: 'before',
    accessorFn: (r) => changeValueInWords(r.kind, r.before),
    header: 'Before',
    cell: ({ getValue }) => String(getValue()),
  },
  {
    id: 'after',
    accessorFn: (r) => changeValueInWords(r.kind, r.after),
    header: 'After',
    cell: ({ getValue }) => <span className="fw-semibold">{String(getValue())}</span>,
  },
  { id: 'voter_identification_number', accessorKey: 'voter_identification_number', header: 'Voter ID' },
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status now',
    cell: ({ row }) => <VoterStatusBadge code={row.original.status} />,
  },
  { id: 'full_street_address', accessorKey: 'full_street_address', header: 'Address now' },
  { id: 'jurisdiction_name', accessorKey: 'jurisdiction_name', header: 'City or township' },
  precinctColumn<ChangedRow>(),
];

const addedRemovedColumns: ColumnDef<ChangeRow, unknown>[] = [
  {
    id: 'voter_identification_number',
    accessorKey: 'voter_identification_number',
    header: 'Voter ID',
    cell: ({ row }) => (
      <RegistrationLink voterId={row.original.voter_identification_number}>
        {row.original.voter_identification_number}
      </RegistrationLink>
    ),
  },
  { id: 'name', accessorKey: 'name', header: 'Name' },
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => <VoterStatusBadge code={row.original.status} />,
  },
  { id: 'full_street_address', accessorKey: 'full_street_address', header: 'Full Street Address' },
  { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
  { id: 'registration_date', accessorKey: 'registration_date', header: 'Registration Date' },
  { id: 'jurisdiction_name', accessorKey: 'jurisdiction_name', header: 'City or township' },
  precinctColumn<ChangeRow>(),
];

/**
 * The page at the viewport's width: the layout's main column is a flex item that would otherwise
 * grow to the table's width on a phone; the table scrolls sideways in its own box instead.
 */
const Fitted = ({ children }: { children: ReactNode }) => (
  <div style={{ contain: 'inline-size' }}>{children}</div>
);

/**
 * The list's box: the DataTable's visually hidden caption is positioned against it and as wide as
 * the table, so it is clipped here rather than widening the page.
 */
const ListBox = ({ children }: { children: ReactNode }) => (
  <div className="position-relative overflow-hidden">{children}</div>
);

/**
 * Registrations Changed (issue 29): the registrations behind an unusual change, with what each
 * was before and is after, 20 a page from the server; the zone from `?zone=` or the location
 * filter, the snapshot and the kind of change from the URL.
 */
export function RegistrationsChangedPage() {
  const user = useStoredUser();
  const [params, setParams] = useSearchParams();
  const { choice } = useCurrentZone();
  const { snapshots, snapshot } = useChosenSnapshot(params.get('snapshot'));
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : '';
  const page = pageOf(params.get('page'));
  // The page is in the URL (issue 37): Back from a registration returns to it. Each page is a step.
  const setPage = (n: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });
  // A new snapshot or kind starts at page 1.
  const setParam = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  // So does another zone; not the zone's arrival when the page opens (from ?zone= or the store).
  const zoneKey = [choice.county?.hash, choice.jurisdiction?.hash, choice.precinct?.hash].join('/');
  const shownZone = useRef(zoneKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of zone resets the page
  useEffect(() => {
    const before = shownZone.current;
    shownZone.current = zoneKey;
    if (before === zoneKey || before.startsWith('/')) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [zoneKey]);

  const allowed = can(user?.roles ?? [], 'changes.view');
  return (
    <Fitted>
      <ZoneBreadcrumb choice={choice} />
      <PageTitle title="Registrations Changed">
        {snapshot ? `${longDate(snapshot)} ` : ''}Registrations Changed
      </PageTitle>
      <p>
        <Link to="/unusual-changes">← Unusual Changes</Link>
      </p>
      {!user ? (
        <Alert variant="warning" data-testid="access-denied">
          <Link to="/login">Sign in</Link> as a Digital Researcher, Election Patriot or Clerk to see the
          registrations behind a change.
        </Alert>
      ) : !allowed ? (
        <AccessDenied />
      ) : (
        <>
          <LocationFilter choice={choice} />
          <div className="d-flex flex-wrap gap-3">
            <SnapshotSelect
              id="changed-snapshot"
              snapshot={snapshot}
              snapshots={snapshots}
              onChange={(s) => setParam('snapshot', s)}
            />
            <Form.Group
              controlId="changed-kind"
              className="d-flex flex-wrap align-items-center gap-2 mb-3 mw-100"
            >
              <Form.Label className="mb-0">What changed</Form.Label>
              <Form.Select
                className="w-auto mw-100"
                value={kind}
                onChange={(e) => setParam('kind', e.currentTarget.value)}
              >
                <option value="">Every change of a registration</option>
                {CHANGE_FIGURE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {whatChanged(k)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
          {!choice.county ? (
            <Alert variant="info" data-testid="changed-statewide">
              The registrations are listed per county, city or township and precinct. Please select a county.
            </Alert>
          ) : kind === 'added' || kind === 'removed' ? (
            <AddedOrRemoved kind={kind} snapshot={snapshot} choice={choice} page={page} onPage={setPage} />
          ) : (
            <Changed
              kind={isFieldKind(kind) ? kind : undefined}
              snapshot={snapshot}
              choice={choice}
              page={page}
              onPage={setPage}
            />
          )}
        </>
      )}
    </Fitted>
  );
}

function AccessDenied() {
  return (
    <Alert variant="warning" data-testid="access-denied">
      Access denied: this page is for Digital Researchers, Election Patriots and Clerks. Please contact site
      root.
    </Alert>
  );
}

interface ListProps {
  snapshot: string | undefined;
  choice: ZoneChoice;
  page: number;
  onPage: (page: number) => void;
}

/** A refused answer (signed out, another role, a zone outside the user's area) in the table's place. */
function Refused({ error }: { error: Error }) {
  if (
    error instanceof ApiError &&
    (error.status === 401 || error.message === INSUFFICIENT_PERMISSION_MESSAGE)
  )
    return <AccessDenied />;
  return <Alert variant="danger">{error.message || 'The list could not be loaded.'}</Alert>;
}

function Changed(p: ListProps & { kind: FieldChangeKind | undefined }) {
  const list = useChanged(p.snapshot, p.choice, p.kind, p.page);
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <Refused error={list.error} />;
  const d = list.data;
  const what = p.kind ? whatChanged(p.kind).toLowerCase() : 'changes';
  return (
    <ListBox>
      <p className="text-body-secondary small" data-testid="changed-compared">
        {d.previous_snapshot
          ? `${formatCount(d.total)} ${d.total === 1 ? 'change' : 'changes'} (${what}) since the voter file of ${longDate(d.previous_snapshot)}.`
          : 'This is the first voter file loaded: there is no earlier one to compare with.'}
      </p>
      <DataTable
        data={d.rows}
        columns={changedColumns(p.kind === undefined)}
        getRowId={(r) => `${r.voter_identification_number}:${r.kind}`}
        pageSize={CHANGES_PAGE_SIZE}
        caption="Registrations changed, with before and after"
        emptyText="No registration changed this way here in this snapshot."
      />
      <Pager
        page={p.page}
        pageSize={CHANGES_PAGE_SIZE}
        total={d.total}
        onPage={p.onPage}
        label="Registrations changed pages"
      />
    </ListBox>
  );
}

function AddedOrRemoved(p: ListProps & { kind: 'added' | 'removed' }) {
  const list = useChanges(p.kind, p.snapshot, p.choice, p.page);
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <Refused error={list.error} />;
  const d = list.data;
  return (
    <ListBox>
      <p className="text-body-secondary small" data-testid="changed-compared">
        {d.previous_snapshot
          ? `${formatCount(d.total)} registrations ${p.kind} since the voter file of ${longDate(d.previous_snapshot)}.`
          : 'This is the first voter file loaded: there is no earlier one to compare with.'}
      </p>
      <DataTable
        data={d.rows}
        columns={addedRemovedColumns}
        getRowId={(r) => String(r.voter_identification_number)}
        pageSize={CHANGES_PAGE_SIZE}
        caption={`Registrations ${p.kind}`}
        emptyText={`No registrations ${p.kind} here in this snapshot.`}
      />
      <Pager
        page={p.page}
        pageSize={CHANGES_PAGE_SIZE}
        total={d.total}
        onPage={p.onPage}
        label={`Registrations ${p.kind} pages`}
      />
    </ListBox>
  );
}
