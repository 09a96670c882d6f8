import { createColumnHelper } from '@tanstack/react-table';
import { AVCB_PAGE_SIZE, type AvcbRow } from '@voterroll/contract/avcb-api';
import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { SESSION_EXPIRED_LOGIN_AGAIN } from '@voterroll/contract/ui-values';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { ApiError, errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { useAvcbRows, useAvcbTotals } from './avcb-queries';

const col = createColumnHelper<AvcbRow>();
const count = (header: string) => ({
  header,
  cell: (c: { getValue: () => number }) => formatCount(c.getValue()),
});
const columns = [
  col.accessor('avcb_no', { header: 'AVCB' }),
  col.accessor('jurisdiction_name', { header: 'Jurisdiction' }),
  col.accessor('precincts', { header: 'Precincts' }),
  col.accessor('ballot_app_count_expected', count('Applications Expected')),
  col.accessor('ballot_app_count_actual', count('Applications Actual')),
  col.accessor('ballot_envelope_count_expected', count('Envelopes Expected')),
  col.accessor('ballot_envelope_count_actual', count('Envelopes Actual')),
  col.accessor('ballots_expected', count('Ballots Expected')),
  col.accessor('ballots_actual', count('Ballots Actual')),
];

/** A card of data-entry progress: how many of the expected a person has entered so far. */
function Figure({ title, actual, expected }: { title: string; actual: number; expected: number }) {
  const share = expected > 0 ? Math.min(1, actual / expected) : 0;
  const percent = `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}: data entry
        </Card.Title>
        <p className="small text-body-secondary mb-2" data-testid={`${title}-progress`}>
          {formatCount(actual)} of {formatCount(expected)} entered so far ({percent}). This is how far data
          entry has come, not a count of ballots missing.
        </p>
        <dl className="row mb-0">
          <dt className="col-6">Entered</dt>
          <dd className="col-6 fs-4 mb-0" data-testid={`${title}-actual`}>
            {formatCount(actual)}
          </dd>
          <dt className="col-6">Expected</dt>
          <dd className="col-6 fs-4 mb-0" data-testid={`${title}-expected`}>
            {formatCount(expected)}
          </dd>
        </dl>
      </Card.Body>
    </Card>
  );
}

/**
 * /avcb-counts-2020 (spec 3 section 2.9): applications and envelopes, actual against expected, in
 * total and per absent-voter counting board (what each figure counts: contract avcb-api.ts).
 */
export function AvcbCountsPage() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const allowed = user !== null && can(user.roles ?? [], 'avcb.view');
  usePermissionGuard('avcb.view');
  const totals = useAvcbTotals(user?.username, allowed);
  const rows = useAvcbRows(user?.username, allowed);
  const errors = [totals.error, rows.error].filter((e): e is ApiError => e instanceof ApiError);
  const expired = errors.some((e) => e.kind === 'unauthorized');
  const denied = !allowed || errors.some((e) => e.kind === 'forbidden');
  useEffect(() => {
    if (expired)
      void navigate(`/login?redirect-msg=${encodeURIComponent(SESSION_EXPIRED_LOGIN_AGAIN)}`, {
        replace: true,
      });
  }, [expired, navigate]);
  const t = totals.data?.[0];
  return (
    <>
      <PageTitle>AVCB Counts 2020</PageTitle>
      {denied ? (
        <Alert variant="danger">{INSUFFICIENT_PERMISSION_MESSAGE}</Alert>
      ) : (
        <>
          <LoadingModal show={totals.isPending || rows.isPending} />
          {(totals.isError || rows.isError) && (
            <Alert variant="danger">Error: {errorText(totals.error ?? rows.error)}</Alert>
          )}
          {t && (
            <Row className="g-3 mb-4">
              <Col md={6}>
                <Figure
                  title="Ballot Applications"
                  actual={t.total_ballot_apps_actual}
                  expected={t.total_ballot_apps_expected}
                />
              </Col>
              <Col md={6}>
                <Figure
                  title="Ballot Envelopes"
                  actual={t.total_ballot_envelopes_actual}
                  expected={t.total_ballot_envelopes_expected}
                />
              </Col>
            </Row>
          )}
          {rows.data && (
            <DataTable
              data={rows.data}
              columns={columns}
              getRowId={(r) => String(r.avcb_no)}
              pageSize={AVCB_PAGE_SIZE}
              initialSort={{ id: 'avcb_no', desc: false }}
              caption="Absent-voter counting boards of the 2020 general election"
              emptyText="No counting boards in your area."
            />
          )}
          <p className="small text-body-secondary mt-3">
            Expected: absentee votes of the Nov 3, 2020 general election in the 2020 voter file, by the
            board's precincts; envelopes expected are the envelopes scanned for the board. Actual: envelopes a
            person has entered, their distinct ballot numbers (applications) and those received by election
            day (ballots).
          </p>
        </>
      )}
    </>
  );
}
