import type { ColumnDef } from '@tanstack/react-table';
import { personNameOf, reasonLabel } from '@voterroll/contract/labels';
import type { MyFlagRow } from '@voterroll/contract/researcher-api';
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import { RESEARCHER_TAB_PAGE_SIZE } from '@voterroll/contract/ui-values';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useSearchParams } from 'react-router';
import { CountCard } from '../../components/count-card';
import { dateTimeColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/data-table';
import { PageLoading } from '../../components/page-loading';
import { TriageIcon } from '../../components/registration/triage-icon';
import { errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import type { StoredUser } from '../../lib/stored-user';
import { useMyFlags } from './admin-queries';
import { ResearcherAreaCard } from './researcher-area-card';

/** The researcher's flags table's status filter in the URL. */
const MY_FLAGS_STATUS_PARAM = 'mf_status';

const reviewLink = (r: MyFlagRow) =>
  `/registrations-for-review?${new URLSearchParams({ county: r.county_name, jurisdiction: r.jurisdiction_name })}`;

const columns: ColumnDef<MyFlagRow, unknown>[] = [
  {
    id: 'current_triage_status',
    accessorKey: 'current_triage_status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="text-nowrap">
        <TriageIcon status={row.original.current_triage_status} />{' '}
        <span className="small">{TRIAGE_STATUS_INFO[row.original.current_triage_status].label}</span>
      </span>
    ),
  },
  { id: 'voter_identification_number', accessorKey: 'voter_identification_number', header: 'Voter Id' },
  {
    id: 'full_name',
    accessorKey: 'full_name',
    header: 'Full Name',
    // Sorted by full_name (last name first), read First Middle Last (issue 27).
    cell: ({ row }) =>
      row.original.full_name !== null ? (
        personNameOf(row.original.full_name)
      ) : (
        <em className="text-body-secondary">no longer on file</em>
      ),
  },
  { id: 'full_street_address', accessorKey: 'full_street_address', header: 'Full Street Address' },
  {
    id: 'flagged_reason',
    accessorKey: 'flagged_reason',
    header: 'Reason',
    cell: ({ row }) => reasonLabel(row.original.flagged_reason),
  },
  dateTimeColumn<MyFlagRow>('raised_at', 'Flagged'),
  dateTimeColumn<MyFlagRow>('updated_at', 'Last change'),
  {
    id: 'review',
    header: 'Review page',
    enableSorting: false,
    meta: { csv: false },
    cell: ({ row }) => (
      <Link to={reviewLink(row.original)}>
        {row.original.jurisdiction_name}, {row.original.county_name}
      </Link>
    ),
  },
];

/**
 * The Digital Researcher tab (spec 3 section 2.1): the researcher's own work, the flags they raised
 * per current status, the notes they recorded, and each flag with a link to its review page.
 */
export function ResearcherTab({ me }: { me: StoredUser }) {
  const mine = useMyFlags();
  // Each card opens the table of the researcher's flags filtered by its status (mf_status).
  const [params] = useSearchParams();
  const asked = params.get(MY_FLAGS_STATUS_PARAM);
  if (mine.isPending) return <PageLoading />;
  if (mine.isError) return <Alert variant="danger">{errorText(mine.error)}</Alert>;
  const { counts, rows, events_recorded } = mine.data;
  const status = counts.find((c) => c.current_triage_status === asked)?.current_triage_status ?? null;
  const shown = status ? rows.filter((r) => r.current_triage_status === status) : rows;
  const total = counts.reduce((s, c) => s + c.flag_count, 0);
  return (
    <div data-testid="researcher-tab">
      <Row className="g-2 mb-3" xs={2} md={4} lg={6}>
        {me.county && me.county !== 'ALL' && (
          <ResearcherAreaCard
            county={me.county}
            jurisdiction={me.jurisdiction && me.jurisdiction !== 'ALL' ? me.jurisdiction : null}
          />
        )}
        <CountCard title="Flags raised" count={total} to={{ search: '' }} testId="my-flags-total" />
        {counts.map((c) => (
          <CountCard
            key={c.current_triage_status}
            title={TRIAGE_STATUS_INFO[c.current_triage_status].filterLabel}
            count={c.flag_count}
            to={{ search: `?${MY_FLAGS_STATUS_PARAM}=${c.current_triage_status}` }}
            testId={`my-flags-${c.current_triage_status}`}
          />
        ))}
        <Col>
          <Card body className="h-100">
            <h3 className="h6 mb-1">Notes and changes recorded</h3>
            <div className="fs-3 fw-semibold" data-testid="my-events">
              {formatCount(events_recorded)}
            </div>
          </Card>
        </Col>
      </Row>
      <p className="small">
        Find registrations to research on <Link to="/registrations-for-review">Registrations For Review</Link>{' '}
        and <Link to="/high-reg-density">High Registration Density</Link>.
      </p>
      <DataTable
        data={shown}
        columns={columns}
        getRowId={(r) => String(r.flagged_reg_id)}
        pageSize={RESEARCHER_TAB_PAGE_SIZE}
        caption={
          status
            ? `Registrations you flagged, now ${TRIAGE_STATUS_INFO[status].filterLabel}`
            : 'Registrations you flagged'
        }
        csvFileName="my-flags.csv"
        emptyText="You have not flagged a registration yet."
      />
    </div>
  );
}
