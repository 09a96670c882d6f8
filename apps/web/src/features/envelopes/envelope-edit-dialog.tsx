import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATA_ENTRY_STATUS_LABELS,
  type EnvelopeDetail,
  envelopeEditBody,
} from '@voterroll/contract/envelopes-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { FieldRow, FormField, fieldsOf } from '../../components/form-field';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { EnvelopeImage } from './envelope-image';
import { saveEnvelope, useEnvelope } from './envelopes-queries';

/** A date the OCR read (YYYY-MM-DD) as the form's starting value; anything else starts blank. */
const isoOr = (v: string | null | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
const digitsOr = (v: string) => (/^\d+$/.test(v) ? v : '');

/**
 * The full-screen 'AV Ballot Envelope' dialog (spec 3 section 2.8): the scan beside the editable
 * fields, which start from what was entered, else from what the OCR read. Saving marks the
 * envelope entered; the history of edits is listed under the form.
 */
export function EnvelopeEditDialog(props: { fileName: string; onClose: (saved: string | null) => void }) {
  const envelope = useEnvelope(props.fileName);
  return (
    <Modal show fullscreen onHide={() => props.onClose(null)} aria-labelledby="envelope-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="envelope-dialog-title">AV Ballot Envelope</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {envelope.isError && <Alert variant="danger">{errorText(envelope.error)}</Alert>}
        {envelope.data && <EnvelopeForm envelope={envelope.data} onClose={props.onClose} />}
      </Modal.Body>
    </Modal>
  );
}

function EnvelopeForm({
  envelope,
  onClose,
}: {
  envelope: EnvelopeDetail;
  onClose: (saved: string | null) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(envelopeEditBody),
    defaultValues: {
      selectedFileName: envelope.file_name,
      name: envelope.name ?? envelope.ocr_full_name,
      address: envelope.address ?? envelope.ocr_full_street_address,
      precinct: envelope.precinct ?? digitsOr(envelope.ocr_precinct),
      avcb_number: String(envelope.avcb_number),
      ballot_number: envelope.ballot_number ?? digitsOr(envelope.ocr_ballot_number),
      ballot_signed_date: envelope.ballot_signed_date ?? isoOr(envelope.ocr_ballot_signed_date),
      ballot_received_date: envelope.ballot_received_date ?? isoOr(envelope.ocr_ballot_received_date),
      comments: envelope.comments,
      version: envelope.version,
    },
  });
  const field = fieldsOf(form);
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const r = await saveEnvelope(body);
      onClose(r.message);
    } catch (e) {
      setFailure(errorText(e));
    }
  });
  return (
    <Row>
      <Col lg={7} className="mb-3">
        <EnvelopeImage url={envelope.s3_url} fileName={envelope.file_name} />
        <dl className="row small mt-3 mb-0">
          <dt className="col-sm-3">File</dt>
          <dd className="col-sm-9">{envelope.file_name}</dd>
          <dt className="col-sm-3">Status</dt>
          <dd className="col-sm-9">{DATA_ENTRY_STATUS_LABELS[envelope.current_data_entry_status]}</dd>
          <dt className="col-sm-3">Counting board</dt>
          <dd className="col-sm-9">
            AVCB {envelope.avcb_number}, {envelope.jurisdiction_name}, {envelope.county_name}
          </dd>
          <dt className="col-sm-3">OCR read</dt>
          <dd className="col-sm-9">
            {[
              envelope.ocr_full_name,
              envelope.ocr_full_street_address,
              envelope.ocr_precinct,
              envelope.ocr_ballot_number,
            ]
              .map((v) => v || '(nothing)')
              .join(' | ')}
          </dd>
        </dl>
      </Col>
      <Col lg={5}>
        <Form noValidate onSubmit={submit} aria-label="Envelope fields">
          <FormField label="Name" {...field('name')} />
          <FormField label="Address" {...field('address')} />
          <FieldRow>
            <FormField label="Precinct" {...field('precinct')} />
            <FormField label="AVCB Number" {...field('avcb_number')} />
          </FieldRow>
          <FormField label="Ballot Number" {...field('ballot_number')} />
          <FieldRow>
            <FormField label="Ballot Signed Date" type="date" {...field('ballot_signed_date')} />
            <FormField label="Ballot Received Date" type="date" {...field('ballot_received_date')} />
          </FieldRow>
          <FormField label="Comments" rows={3} {...field('comments')} />
          {failure && <Alert variant="danger">{failure}</Alert>}
          <div className="d-flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              Save
            </Button>
            <Button variant="outline-secondary" onClick={() => onClose(null)}>
              Cancel
            </Button>
          </div>
        </Form>
        {envelope.events.length > 0 && (
          <section className="mt-4" aria-label="Edits">
            <h2 className="h6">Edits</h2>
            <ul className="small list-unstyled">
              {envelope.events.map((e) => (
                <li key={`${e.at}-${e.actor}`} className="mb-2">
                  <strong>{formatDateTime(e.at)}</strong> {e.actor}:{' '}
                  {Object.entries(e.changes)
                    .map(([k, c]) => `${k} ${c.from ?? '(blank)'} → ${c.to ?? '(blank)'}`)
                    .join('; ') || 'saved unchanged'}
                </li>
              ))}
            </ul>
          </section>
        )}
      </Col>
    </Row>
  );
}
