import { useQueryClient } from '@tanstack/react-query';
import { SERVER_ERROR_RETRY } from '@voterroll/contract/common-api';
import { personNameOf, voterStatusLabel } from '@voterroll/contract/labels';
import { FLAGGED_CSV_SUFFIX, type FlaggedRow, PATRIOT_PAGE_SIZE } from '@voterroll/contract/patriot-api';
import { REVIEW_STATUSES, TRIAGE_STATUS_INFO, VOTER_STATUS_FILTERS } from '@voterroll/contract/triage';
import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { LoadingModal } from '../../components/loading-modal';
import { flaggedColumns } from './patriot-columns';
import { PatriotNotesDialog } from './patriot-notes-dialog';
import { PATRIOT_STATUS_PARAM, useFlaggedReview } from './patriot-queries';

/**
 * The Flagged tab (spec 3 sections 2.3, 5, 7, 8): every flagged registration of the patriot's
 * area, filtered in the browser (status, voter status, jurisdiction, name or address; AND, rows
 * lacking a filtered field left out; the statuses and voter statuses of spec 3 section 9), sorted
 * by full name first, 30 a page, exported as '…-flagged-list-for-review.csv';
 * a loading modal while it loads; a failure goes to /error with the spec's message.
 */
export function PatriotFlagged({ fileStem }: { fileStem: string }) {
  const list = useFlaggedReview(true);
  const navigate = useNavigate();
  // The status filter is in the URL (pf_status): the home's cards open the list filtered by it.
  const [params, setParams] = useSearchParams();
  const asked = params.get(PATRIOT_STATUS_PARAM) ?? '';
  const status = (REVIEW_STATUSES as readonly string[]).includes(asked) ? asked : '';
  const setStatus = (s: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (s) next.set(PATRIOT_STATUS_PARAM, s);
        else next.delete(PATRIOT_STATUS_PARAM);
        return next;
      },
      { replace: true },
    );
  const [voterStatus, setVoterStatus] = useState('');
  const [jurisdiction, setJurisdiction] = useState('');
  const [q, setQ] = useState('');
  const [notes, setNotes] = useState<FlaggedRow | null>(null);
  const columns = useMemo(() => flaggedColumns(setNotes), []);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (list.isError)
      void navigate(`/error?error-msg=${encodeURIComponent(SERVER_ERROR_RETRY)}`, { replace: true });
  }, [list.isError, navigate]);
  const rows = list.data ?? [];
  const jurisdictions = useMemo(() => [...new Set(rows.map((r) => r.jurisdiction_name))].sort(), [rows]);
  const needle = q.trim().toUpperCase();
  const shown = rows.filter(
    (r: FlaggedRow) =>
      (!status || r.current_triage_status === status) &&
      (!voterStatus || (r.voter_status_type_code ?? '').includes(voterStatus)) &&
      (!jurisdiction || r.jurisdiction_name === jurisdiction) &&
      // The name as the file orders it and as the table reads it (issue 27), or the address.
      (!needle ||
        `${r.full_name}\n${personNameOf(r.full_name)}\n${r.full_street_address ?? ''}`
          .toUpperCase()
          .includes(needle)),
  );
  const clear = () => {
    setStatus('');
    setVoterStatus('');
    setJurisdiction('');
    setQ('');
  };
  return (
    <>
      <LoadingModal show={list.isPending} />
      <Row className="g-2 mb-2 align-items-end">
        <Col sm={6} lg={3}>
          <Form.Group controlId="pf-status">
            <Form.Label className="small mb-1">Triage status</Form.Label>
            <Form.Select size="sm" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All</option>
              {REVIEW_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TRIAGE_STATUS_INFO[s].filterLabel}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={2}>
          <Form.Group controlId="pf-voter-status">
            <Form.Label className="small mb-1">Voter status</Form.Label>
            <Form.Select size="sm" value={voterStatus} onChange={(e) => setVoterStatus(e.target.value)}>
              <option value="">All</option>
              {VOTER_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {voterStatusLabel(s)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="pf-jurisdiction">
            <Form.Label className="small mb-1">Jurisdiction</Form.Label>
            <Form.Select size="sm" value={jurisdiction} onChange={(e) => setJurisdiction(e.target.value)}>
              <option value="">All</option>
              {jurisdictions.map((j) => (
                <option key={j}>{j}</option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="pf-q">
            <Form.Label className="small mb-1">Name or address</Form.Label>
            <Form.Control size="sm" value={q} maxLength={64} onChange={(e) => setQ(e.target.value)} />
          </Form.Group>
        </Col>
        <Col lg={1}>
          <Button size="sm" variant="outline-secondary" onClick={clear}>
            Clear
          </Button>
        </Col>
      </Row>
      {list.data && (
        <DataTable
          data={shown}
          columns={columns}
          getRowId={(r) => String(r.voter_identification_number)}
          pageSize={PATRIOT_PAGE_SIZE}
          urlKey="pf_"
          initialSort={{ id: 'full_name', desc: false }}
          caption="Flagged registrations"
          csvFileName={`${fileStem}${FLAGGED_CSV_SUFFIX}`}
          emptyText="No flagged registrations in your area match these filters."
        />
      )}
      <PatriotNotesDialog
        row={
          notes &&
          (rows.find((r) => r.voter_identification_number === notes.voter_identification_number) ?? notes)
        }
        onHide={() => setNotes(null)}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['patriot', 'flagged'] })}
      />
    </>
  );
}
