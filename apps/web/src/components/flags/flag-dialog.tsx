import { zodResolver } from '@hookform/resolvers/zod';
import { flagReasonForm } from '@voterroll/contract/flag-forms';
import type { FlagState } from '@voterroll/contract/flags-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../lib/api-client';
import { longDate } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { useCurrentSnapshot } from '../../lib/use-current-snapshot';
import { AnonymousFlagSteps } from './anonymous-flag-steps';
import { CleanupProgress } from './cleanup-progress';
import { ElectionLawWarning } from './election-law-warning';
import { FlagReasonFields } from './flag-reason-fields';
import { flagRegistrations } from './flags-queries';

export type FlagAction = 'TRG' | 'VALID';
export const FLAG_ACTION_LABEL: Record<FlagAction, string> = {
  TRG: 'Flag for review',
  VALID: 'Mark as okay',
};

export interface FlagDialogProps {
  show: boolean;
  action: FlagAction;
  /** Voter ids of the chosen (unflagged) registrations. */
  voterIds: readonly string[];
  onHide: () => void;
  /** After a successful flag: the registrations' new states (the page updates its rows). */
  onFlagged: (flags: FlagState[]) => void;
  /** After a failed flag: the page clears its selection all the same (spec 1 section 4). */
  onFailed?: () => void;
}

type Report = z.infer<typeof flagReasonForm>;
type Step = 'reason' | 'confirm' | 'thanks';

/**
 * The flag dialog (spec 1): extra-large with a static backdrop. A signed-in user picks a reason and
 * description, confirms, and is thanked; an anonymous visitor gives their details and verifies
 * their phone by text code instead. Back returns to step 1; closing resets it.
 */
export function FlagDialog(p: FlagDialogProps) {
  const user = useStoredUser();
  const snapshot = useCurrentSnapshot();
  const [step, setStep] = useState<Step>('reason');
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Report>({
    resolver: zodResolver(flagReasonForm),
    mode: 'all',
    defaultValues: { flagged_reason: '' as Report['flagged_reason'], flagged_reason_x: '' },
  });
  const n = p.voterIds.length;

  const close = () => {
    setStep('reason');
    setReport(null);
    setFailure(null);
    form.reset();
    p.onHide();
  };

  const confirm = async () => {
    if (!report) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await flagRegistrations({
        selectedVoterIds: p.voterIds.map((id) => ({ voterIdentificationNo: Number(id) })),
        flagReport: { flag_status: p.action, ...report },
        confirm_count: n,
      });
      p.onFlagged(r.flags);
      setStep('thanks');
    } catch (e) {
      setFailure(errorText(e));
      p.onFailed?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show={p.show} onHide={close} size="xl" backdrop="static" aria-labelledby="flag-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="flag-dialog-title" as="h2" className="h5">
          {FLAG_ACTION_LABEL[p.action]}: {n} registration{n === 1 ? '' : 's'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary" data-testid="flag-voter-roll-date">
          Voter roll date: {snapshot ? longDate(snapshot) : '...'}
        </p>
        {p.action === 'TRG' && step !== 'thanks' && <CleanupProgress kind="FLAG_REG" current={0} />}
        {p.action === 'TRG' && step !== 'thanks' && <ElectionLawWarning />}
        {!user ? (
          <AnonymousFlagSteps
            voterIds={p.voterIds}
            onFlagged={p.onFlagged}
            onFailed={p.onFailed}
            onClose={close}
          />
        ) : step === 'reason' ? (
          <Form
            noValidate
            id="flag-reason-form"
            onSubmit={form.handleSubmit((values) => {
              setReport(values);
              setStep('confirm');
            })}
          >
            <FlagReasonFields status={p.action} register={form.register} errors={form.formState.errors} />
          </Form>
        ) : step === 'confirm' && report ? (
          <div data-testid="flag-confirm">
            <p>
              Please confirm: <strong>{FLAG_ACTION_LABEL[p.action]}</strong> for {n} registration
              {n === 1 ? '' : 's'} (voter ID{n === 1 ? '' : 's'} {p.voterIds.join(', ')}).
            </p>
            <dl className="row mb-0">
              <dt className="col-sm-3">Reason</dt>
              <dd className="col-sm-9">{report.flagged_reason}</dd>
              <dt className="col-sm-3">Description</dt>
              <dd className="col-sm-9 text-break">{report.flagged_reason_x}</dd>
            </dl>
            {failure && (
              <Alert variant="danger" className="mt-3 mb-0">
                {failure}
              </Alert>
            )}
          </div>
        ) : (
          <Alert variant="success" className="mb-0" data-testid="flag-thanks">
            Thank you! {n === 1 ? 'The registration' : `The ${n} registrations`}{' '}
            {p.action === 'TRG' ? 'will be reviewed by volunteers.' : 'were marked as okay.'}
          </Alert>
        )}
      </Modal.Body>
      {user && (
        <Modal.Footer>
          {step === 'confirm' && (
            <Button variant="outline-secondary" onClick={() => setStep('reason')} disabled={busy}>
              Back
            </Button>
          )}
          {step === 'reason' && (
            <Button type="submit" form="flag-reason-form">
              Next
            </Button>
          )}
          {step === 'confirm' && (
            <Button onClick={confirm} disabled={busy}>
              Confirm
            </Button>
          )}
          {step === 'thanks' && <Button onClick={close}>Close</Button>}
        </Modal.Footer>
      )}
    </Modal>
  );
}
