import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATA_ENTRY_STATUS_LABELS,
  type EnvelopeDetail,
  envelopeEditBody,
} from '@voterroll/contract/envelopes-api';
import { useRef, useState } from 'react';
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
export function EnvelopeEditDialog(props: {
  fileName: string;
  /** The next envelope needing review after this one, for "Save and next"; null at the last. */
  next?: string | null;
  onClose: (saved: string | null, goNext?: boolean) => void;
}) {
  const envelope = useEnvelope(props.fileName);
  return (
    <Modal show fullscreen onHide={() => props.onClose(null)} aria-labelledby="envelope-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="envelope-dialog-title">AV Ballot Envelope</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {envelope.isError && <Alert variant="danger">{errorText(envelope.error)}</Alert>}
        {envelope.data && (
          <EnvelopeForm envelope={envelope.data} next={props.next ?? null} onClose={props.onClose} />
        )}
      </Modal.Body>
    </Modal>
  );
}

/** A name read with a digit or a sign no name has: the OCR took a letter for something else. */
const oddName = (v: string) => /[^A-Za-z .,'-]/.test(v);
/** A letter inside a number or a digit inside a word ("1334b", "GRAND RAPID$"), ordinals aside. */
const oddAddress = (v: string) =>
  v
    .split(/[\s,#]+/)
    .some(
      (w) =>
        /[^A-Za-z0-9.'-]/.test(w) || (/\d/.test(w) && /[A-Za-z]/.test(w) && !/^\d+(ST|ND|RD|TH)$/i.test(w)),
    );

/**
 * The fields the reader should check against the scan: those no one has entered whose OCR reading
 * is missing or does not read as that field does (a letter in a number, a digit in a name, a date
 * that is not one). A blank one starts empty; a doubtful one starts from the reading.
 */
export function unsureFields(e: EnvelopeDetail): string[] {
  const fields: [string, unknown, string, (v: string) => boolean][] = [
    ['Name', e.name, e.ocr_full_name, oddName],
    ['Address', e.address, e.ocr_full_street_address, oddAddress],
    ['Precinct', e.precinct, e.ocr_precinct, (v) => !digitsOr(v)],
    ['Ballot Number', e.ballot_number, e.ocr_ballot_number, (v) => !digitsOr(v)],
    ['Ballot Signed Date', e.ballot_signed_date, e.ocr_ballot_signed_date, (v) => !isoOr(v)],
    ['Ballot Received Date', e.ballot_received_date, e.ocr_ballot_received_date, (v) => !isoOr(v)],
  ];
  return fields
    .filter(
      ([, entered, ocr, odd]) =>
        (entered === null || entered === undefined || entered === '') && (!ocr || odd(ocr)),
    )
    .map(([label, , ocr]) => (ocr ? `${label} (the OCR read "${ocr}")` : `${label} (the OCR read nothing)`));
}

function EnvelopeForm({
  envelope,
  next,
  onClose,
}: {
  envelope: EnvelopeDetail;
  next: string | null;
  onClose: (saved: string | null, goNext?: boolean) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // Which button sent the form: read when the save answers, so a ref, not state.
  const goNext = useRef(false);
  const unsure = unsureFields(envelope);
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
      onClose(r.message, goNext.current);
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
        {unsure.length > 0 && (
          <Alert variant="warning" data-testid="unsure-fields">
            The OCR was unsure of these: check them against the scan: {unsure.join('; ')}.
          </Alert>
        )}
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
            <Button
              type="submit"
              disabled={isSubmitting}
              onClick={() => {
                goNext.current = false;
              }}
            >
              Save
            </Button>
            {next && (
              <Button
                type="submit"
                variant="outline-primary"
                disabled={isSubmitting}
                onClick={() => {
                  goNext.current = true;
                }}
              >
                Save and next
              </Button>
            )}
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
