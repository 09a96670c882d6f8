import { zodResolver } from '@hookform/resolvers/zod';
import type { ColumnDef } from '@tanstack/react-table';
import {
  BULK_CONFIRM_ABOVE,
  bulkConfirmMessage,
  type FlagState,
  flagRegistrationsBulkBody,
} from '@voterroll/contract/flags-api';
import { personName, ruleLabel } from '@voterroll/contract/labels';
import type { ReviewRow } from '@voterroll/contract/review-api';
import { SEND_FOR_REVIEW_PAGE_SIZE } from '@voterroll/contract/ui-values';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table/data-table';
import { CleanupProgress, cleanupStep } from '../../components/flags/cleanup-progress';
import { ElectionLawWarning } from '../../components/flags/election-law-warning';
import { FlagReasonFields } from '../../components/flags/flag-reason-fields';
import { errorText } from '../../lib/api-client';
import { flagRegistrationsBulk } from './review-queries';

export type BulkReviewAction = z.infer<typeof flagRegistrationsBulkBody>['flag_status'];
export const BULK_REVIEW_LABEL: Record<BulkReviewAction, string> = {
  TRG: 'Send To Triage',
  VALID: 'Mark as okay',
};

const reasonForm = flagRegistrationsBulkBody.pick({ flagged_reason: true, flagged_reason_x: true });
type Reason = z.infer<typeof reasonForm>;
const BLOCKED = 'Please check form for missing information or errors.';

const columns: ColumnDef<ReviewRow, unknown>[] = [
  { id: 'voter_identification_number', accessorKey: 'voter_identification_number', header: 'Voter Id' },
  { id: 'full_name', accessorFn: personName, header: 'Name' },
  {
    id: 'challenge_codes',
    header: 'Warning Codes',
    accessorFn: (r) => r.findings.map((f) => ruleLabel(f.rule)).join(', '),
  },
];

/**
 * 'Send For Review' (spec 2 section 2.8): the selected registrations 5 a page with their codes, the
 * legal notice, reason and description (validated on submit), the count confirmation the server
 * asks above its bulk threshold, then a Thank you. On failure it stays open with the message.
 */
export function SendForReviewDialog(p: {
  show: boolean;
  action: BulkReviewAction;
  rows: readonly ReviewRow[];
  onHide: () => void;
  onDone: (flags: FlagState[]) => void;
}) {
  const n = p.rows.length;
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [serverWantsCount, setServerWantsCount] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<Reason>({
    resolver: zodResolver(reasonForm),
    defaultValues: { flagged_reason: '' as Reason['flagged_reason'], flagged_reason_x: '' },
  });
  const needsCount = n > BULK_CONFIRM_ABOVE || serverWantsCount;
  const errors = Object.values(form.formState.errors)
    .map((e) => e?.message)
    .filter(Boolean);
  const blocked = errors.length > 0 || (needsCount && !confirmed);

  const close = () => {
    form.reset();
    setFailure(null);
    setThanks(null);
    setConfirmed(false);
    setServerWantsCount(false);
    p.onHide();
  };

  const submit = form.handleSubmit(async (v) => {
    if (needsCount && !confirmed) return;
    setFailure(null);
    try {
      const r = await flagRegistrationsBulk({
        selectedVoterIdsWithReviewCodes: p.rows.map((r) => ({
          voterIdentificationNo: r.voter_identification_number,
          systemReviewCodes: r.findings.map((f) => f.rule),
        })),
        flag_status: p.action,
        ...v,
        ...(needsCount ? { confirm_count: n } : {}),
      });
      p.onDone(r.flags);
      setThanks(r.message);
    } catch (e) {
      const text = errorText(e);
      if (text === bulkConfirmMessage(n)) setServerWantsCount(true);
      setFailure(text);
    }
  });

  if (thanks)
    return (
      <Modal show={p.show} onHide={close} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Thank you
          </Modal.Title>
        </Modal.Header>
        <Modal.Body data-testid="send-for-review-thanks">{thanks}</Modal.Body>
        <Modal.Footer>
          <Button onClick={close}>Close</Button>
        </Modal.Footer>
      </Modal>
    );

  return (
    <Modal show={p.show} onHide={close} size="xl" backdrop="static" aria-labelledby="send-for-review-title">
      <Modal.Header closeButton>
        <Modal.Title id="send-for-review-title" as="h2" className="h5">
          Send For Review: {BULK_REVIEW_LABEL[p.action]} ({n} registration{n === 1 ? '' : 's'})
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <DataTable
          data={p.rows}
          columns={columns}
          getRowId={(r) => String(r.voter_identification_number)}
          pageSize={SEND_FOR_REVIEW_PAGE_SIZE}
        />
        <CleanupProgress kind="BULK_FLAG_REG" current={cleanupStep('BULK_FLAG_REG', p.action)} />
        {p.action !== 'VALID' && <ElectionLawWarning />}
        <Form noValidate id="send-for-review-form" onSubmit={submit}>
          <FlagReasonFields
            workflow="review"
            status={p.action}
            register={form.register}
            errors={form.formState.errors}
          />
          {needsCount && (
            <Form.Check
              id="confirm-count"
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
              label={`I confirm that all ${n} registrations should change (${BULK_REVIEW_LABEL[p.action]}).`}
            />
          )}
        </Form>
        {errors.length > 0 && (
          <Alert variant="danger" className="mt-3 mb-0">
            <ul className="mb-0">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Alert>
        )}
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="send-for-review-failure">
            {failure}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          Cancel
        </Button>
        {blocked ? (
          <OverlayTrigger overlay={<Tooltip id="send-blocked">{BLOCKED}</Tooltip>}>
            <span className="d-inline-block" title={BLOCKED}>
              <Button type="submit" form="send-for-review-form" disabled={needsCount && !confirmed}>
                Submit
              </Button>
            </span>
          </OverlayTrigger>
        ) : (
          <Button type="submit" form="send-for-review-form" disabled={form.formState.isSubmitting}>
            Submit
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
