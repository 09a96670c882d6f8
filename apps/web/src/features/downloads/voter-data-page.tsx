import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  type DownloadRequestForm,
  type DownloadRequestRow,
  downloadRequestBody,
  EXTRACT_TIMING_TEXT,
} from '@voterroll/contract/downloads-api';
import { INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { LocationFilter, ZoneBreadcrumb } from '../../components/location-filter/location-filter';
import { useZoneChoice } from '../../components/location-filter/zone-store';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { ApiError, errorText } from '../../lib/api-client';
import { longDate } from '../../lib/format';
import { noAccessPath } from '../../lib/no-access';
import { useVoterFileSnapshots } from '../../lib/snapshots';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { DownloadRequestsTable } from './download-requests-table';
import { requestDownload, useDownloadRequests } from './downloads-queries';

/**
 * /voter-data (spec 2 section 2.10): a snapshot and a county (the location filter; not statewide)
 * make a request, which the server's worker turns into a file; the table shows the user's requests
 * with their status, progress and, once written, the download.
 */
export function VoterDataPage() {
  const user = usePermissionGuard('downloads.use');
  return user ? <VoterData /> : null;
}

/**
 * A refusal for a signed-in user: the permission refused (roles changed since sign-in) goes to the
 * no-access page as the page's guard does (issue 26); any other 403 (an area outside the user's)
 * is shown in place. Only a 401 (the session gone) goes to /login.
 */
const isPermissionRefusal = (e: unknown) =>
  e instanceof ApiError && e.status === 403 && e.message === INSUFFICIENT_PERMISSION_MESSAGE;

/** The area a request names, most precise first: 'WESTLAND CITY, WAYNE County'. */
function areaOf(b: { county_name: string; jurisdiction_name?: string | null; precinct?: string | null }) {
  const county = `${b.county_name} County`;
  if (b.precinct) return `${b.precinct}, ${b.jurisdiction_name ?? ''}, ${county}`;
  if (b.jurisdiction_name) return `${b.jurisdiction_name}, ${county}`;
  return county;
}

/** What became of a request, as its row in Your requests says: the timing only while it runs. */
function progressText(file: string, row: DownloadRequestRow | undefined) {
  if (row?.status === 'COMPLETED') return `${file} is ready: download it from Your requests below.`;
  if (row?.status === 'FAILED') return `${file} could not be made${row.error ? `: ${row.error}` : '.'}`;
  return `${file} is requested. ${EXTRACT_TIMING_TEXT}`;
}

function VoterData() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const noAccess = noAccessPath(['downloads.use'], pathname);
  const queryClient = useQueryClient();
  const choice = useZoneChoice();
  const snapshots = useVoterFileSnapshots();
  const requests = useDownloadRequests();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string; requestId?: number } | null>(null);
  const form = useForm<DownloadRequestForm>({
    resolver: zodResolver(downloadRequestBody),
    values: {
      vf: '',
      county_name: choice.county?.name ?? '',
      jurisdiction_name: choice.jurisdiction?.name ?? null,
      precinct: choice.precinct?.name ?? null,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const vf = form.watch('vf');

  // Spec 2 section 8: the snapshot list failing goes to /error; a 401 on the requests to /login (a
  // 403 to /no-access or in place: isPermissionRefusal).
  useEffect(() => {
    if (snapshots.isError) void navigate('/error', { state: { message: errorText(snapshots.error) } });
  }, [snapshots.isError, snapshots.error, navigate]);
  useEffect(() => {
    const e = requests.error;
    if (e instanceof ApiError && e.status === 401) void navigate('/login');
    else if (isPermissionRefusal(e)) void navigate(noAccess, { replace: true });
  }, [requests.error, navigate, noAccess]);

  const submit = form.handleSubmit(async (body) => {
    setAnswer(null);
    try {
      const r = await requestDownload(body);
      setAnswer({ ok: true, text: `Your file of ${areaOf(body)}`, requestId: r.request_id });
      await queryClient.invalidateQueries({ queryKey: ['downloads'] });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) void navigate('/login');
      else if (isPermissionRefusal(e)) void navigate(noAccess);
      else setAnswer({ ok: false, text: errorText(e) });
    }
  });
  const errors = Object.values(form.formState.errors).flatMap((e) => (e?.message ? [e.message] : []));

  return (
    <>
      <ZoneBreadcrumb choice={choice} />
      <PageTitle title="Voter File Downloads">Voter File Downloads</PageTitle>
      <LocationFilter choice={choice} />
      <Card className="mb-3">
        <Card.Body>
          <Form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-end gap-3">
            <Form.Group controlId="voter-data-snapshot">
              <Form.Label>Voter file snapshot</Form.Label>
              <Form.Select
                {...form.register('vf')}
                disabled={!snapshots.data}
                isInvalid={Boolean(form.formState.errors.vf)}
              >
                <option value="">Select a snapshot ...</option>
                {snapshots.data?.map((s) => (
                  <option key={s.table_name} value={s.table_name}>
                    {longDate(s.snapshot)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <div className="small">
              <div className="text-body-secondary">Area</div>
              <strong data-testid="voter-data-area">
                {choice.county
                  ? [choice.county.name, choice.jurisdiction?.name, choice.precinct?.name]
                      .filter(Boolean)
                      .join(' / ')
                  : 'Statewide: choose a county above'}
              </strong>
            </div>
            <Button type="submit" disabled={!vf || !choice.county || form.formState.isSubmitting}>
              Generate File
            </Button>
          </Form>
          {errors.length > 0 && (
            <Alert variant="danger" className="mt-3 mb-0">
              {errors.map((m) => (
                <div key={m}>{m}</div>
              ))}
            </Alert>
          )}
          {answer && (
            <Alert
              variant={answer.ok ? 'success' : 'danger'}
              className="mt-3 mb-0"
              data-testid="voter-data-answer"
            >
              {answer.requestId === undefined
                ? answer.text
                : progressText(
                    answer.text,
                    requests.data?.find((r) => r.request_id === answer.requestId),
                  )}
            </Alert>
          )}
          {!answer && <p className="small text-body-secondary mt-3 mb-0">{EXTRACT_TIMING_TEXT}</p>}
        </Card.Body>
      </Card>
      <h2 className="h5">Your requests</h2>
      {requests.isPending ? (
        <PageLoading />
      ) : requests.isError ? (
        <Alert variant="danger">{errorText(requests.error)}</Alert>
      ) : (
        <DownloadRequestsTable rows={requests.data} />
      )}
    </>
  );
}
