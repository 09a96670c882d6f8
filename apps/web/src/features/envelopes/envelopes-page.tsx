import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  DATA_ENTRY_STATUS_LABELS,
  DATA_ENTRY_STATUSES,
  type DataEntryStatus,
  type EnvelopeRow,
  OCR_ADDRESS_SHOWN,
} from '@voterroll/contract/envelopes-api';
import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import { ENVELOPES_PAGE_SIZE } from '@voterroll/contract/ui-values';
import { useDeferredValue, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { ApiError, errorText } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { ENVELOPE_STATUS_PARAM, EnvelopeCards } from './envelope-cards';
import { EnvelopeEditDialog } from './envelope-edit-dialog';
import { useEnvelopes } from './envelopes-queries';

type Status = DataEntryStatus | 'ALL';

/** The envelope after `fileName` in file-name order (the table's) that is not entered yet. */
export const nextNeedingReview = (rows: readonly EnvelopeRow[], fileName: string): string | null =>
  rows
    .filter((e) => e.current_data_entry_status !== 'ENTERED' && e.file_name > fileName)
    .map((e) => e.file_name)
    .sort()[0] ?? null;
const col = createColumnHelper<EnvelopeRow>();

/**
 * /ballot-envelopes-2020 (spec 3 section 2.7): the counts of each status (data entry's home, issue
 * 26), the scanned envelopes, their OCR reading, and the edit dialog; the status filter in the URL.
 */
export function BallotEnvelopesPage() {
  const user = useStoredUser();
  const allowed = user !== null && can(user.roles ?? [], 'envelopes.view');
  usePermissionGuard('envelopes.view');
  const [params, setParams] = useSearchParams();
  const asked = params.get(ENVELOPE_STATUS_PARAM);
  const status: Status = (DATA_ENTRY_STATUSES as readonly string[]).includes(asked ?? '')
    ? (asked as DataEntryStatus)
    : 'ALL';
  const setStatus = (s: Status) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (s === 'ALL') next.delete(ENVELOPE_STATUS_PARAM);
        else next.set(ENVELOPE_STATUS_PARAM, s);
        return next;
      },
      { replace: true },
    );
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const [open, setOpen] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const client = useQueryClient();
  const list = useEnvelopes(user?.username, status, q, allowed);
  const refused =
    !allowed ||
    (list.error instanceof ApiError &&
      (list.error.kind === 'unauthorized' || list.error.kind === 'forbidden'));

  const columns = [
    col.accessor('current_data_entry_status', {
      header: 'Status',
      cell: (c) => DATA_ENTRY_STATUS_LABELS[c.getValue()],
    }),
    col.accessor('file_name', {
      header: 'Filename',
      cell: (c) => (
        <Button variant="link" className="p-0 text-start" onClick={() => setOpen(c.getValue())}>
          {c.getValue()}
        </Button>
      ),
    }),
    col.accessor('avcb_number', { header: 'AVCB' }),
    col.accessor('ocr_full_street_address', {
      header: 'OCR Address',
      cell: (c) => c.getValue().slice(0, OCR_ADDRESS_SHOWN),
    }),
    col.accessor('ocr_ballot_number', { header: 'OCR Ballot Number' }),
    col.accessor('ocr_ballot_signed_date', { header: 'OCR Ballot Signed Date' }),
    col.accessor('ocr_ballot_received_date', { header: 'OCR Ballot Received Date' }),
    col.accessor('ocr_full_name', { header: 'OCR Name' }),
  ];

  return (
    <>
      <PageTitle>Ballot Envelopes 2020</PageTitle>
      {refused ? (
        <Alert variant="danger">{INSUFFICIENT_PERMISSION_MESSAGE}</Alert>
      ) : (
        <>
          <p className="lead">Below are ballot envelopes</p>
          {user && <EnvelopeCards username={user.username} />}
          <LoadingModal show={list.isPending} />
          {saved && (
            <Alert variant="success" dismissible onClose={() => setSaved(null)}>
              {saved}
            </Alert>
          )}
          {list.isError ? (
            <Alert variant="danger">Error: {errorText(list.error)}</Alert>
          ) : (
            <>
              <DataTable
                data={list.data?.envelopes ?? []}
                columns={columns}
                getRowId={(e) => e.file_name}
                pageSize={ENVELOPES_PAGE_SIZE}
                initialSort={{ id: 'file_name', desc: false }}
                caption="Ballot envelopes of the 2020 general election"
                emptyText="No ballot envelopes match."
                toolbar={
                  <>
                    <Form.Select
                      size="sm"
                      style={{ maxWidth: 220 }}
                      aria-label="Status"
                      value={status}
                      onChange={(e) => setStatus(e.currentTarget.value as Status)}
                    >
                      <option value="ALL">All statuses</option>
                      {DATA_ENTRY_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {DATA_ENTRY_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control
                      size="sm"
                      style={{ maxWidth: 320 }}
                      placeholder="Address or name"
                      aria-label="Address or name"
                      value={text}
                      maxLength={100}
                      onChange={(e) => setText(e.currentTarget.value)}
                    />
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => {
                        setStatus('ALL');
                        setText('');
                      }}
                    >
                      Clear
                    </Button>
                  </>
                }
              />
              {list.data && list.data.total > list.data.envelopes.length && (
                <p className="small text-body-secondary">
                  Showing the first {list.data.envelopes.length.toLocaleString('en-US')} of{' '}
                  <span data-testid="list-total">{list.data.total.toLocaleString('en-US')}</span> envelopes;
                  narrow the filters to see the others.
                </p>
              )}
            </>
          )}
        </>
      )}
      {open && (
        <EnvelopeEditDialog
          key={open}
          fileName={open}
          next={nextNeedingReview(list.data?.envelopes ?? [], open)}
          onClose={(message, goNext) => {
            setOpen(goNext ? nextNeedingReview(list.data?.envelopes ?? [], open) : null);
            if (message) {
              setSaved(message);
              void client.invalidateQueries({ queryKey: ['ballot-envelopes'] });
              void client.invalidateQueries({ queryKey: ['avcb-2020'] });
            }
          }}
        />
      )}
    </>
  );
}
