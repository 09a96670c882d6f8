import { zodResolver } from '@hookform/resolvers/zod';
import { type FlagState, researchNotesForm } from '@voterroll/contract/flags-api';
import { can } from '@voterroll/contract/policies';
import {
  challengePath,
  offersChallenge,
  PREPARE_CHALLENGE,
  REVIEW_STATUSES,
  TRIAGE_STATUS_INFO,
  type TriageActorRole,
  type TriageStatus,
  targetsFor,
} from '@voterroll/contract/triage';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { errorText } from '../../lib/api-client';
import { FormField } from '../form-field';
import { updateTriageStatus } from './flags-queries';
import { ReasonFields, reasonOf } from './reason-fields';

type Values = z.infer<typeof researchNotesForm>;

/**
 * The reason and disposition form (spec 2 sections 2.7 and 5, spec 3 section 5): validated on submit
 * only. The final-disposition selector is shown to the roles that hold it, with only the moves the
 * transition table allows them from the current status; others keep the status (a research note).
 */
export function DispositionForm(p: {
  voterId: number;
  flag: {
    flagged_reg_id: number;
    current_triage_status: TriageStatus;
    version: number;
    /** The flag's reason: the form starts from it (the patriot's and the researcher's alike). */
    flagged_reason?: string | null;
  };
  roles: readonly string[];
  onSaved: (flag: FlagState) => void;
  /** The server refused because the registration changed meanwhile: reload its state. */
  onStale: () => void;
}) {
  const current = p.flag.current_triage_status;
  const mayDispose = can(p.roles, 'review.final-disposition');
  const targets = targetsFor(p.roles as TriageActorRole[], current).filter((s) =>
    (REVIEW_STATUSES as readonly TriageStatus[]).includes(s),
  );
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(researchNotesForm),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      flagged_reason: reasonOf(p.flag) as Values['flagged_reason'],
      comments_x: '',
      triage_status: current,
    },
  });
  const e = form.formState.errors;
  // The registration changed (saved here, or by someone else meanwhile): start from its new status.
  useEffect(() => form.setValue('triage_status', current), [form, current]);

  const submit = form.handleSubmit(async (v) => {
    setNotice(null);
    try {
      const r = await updateTriageStatus({
        voter_id: p.voterId,
        flagged_reg_id: p.flag.flagged_reg_id,
        ...v,
        expected_version: p.flag.version,
        expected_status: current,
      });
      setNotice({ ok: true, text: r.message });
      form.reset({
        flagged_reason: v.flagged_reason,
        comments_x: '',
        triage_status: r.flag.current_triage_status,
      });
      p.onSaved(r.flag);
    } catch (err) {
      setNotice({ ok: false, text: errorText(err) });
      // "changed meanwhile" (409) and any other refusal: show the registration as it is now.
      p.onStale();
    }
  });

  return (
    <Form noValidate onSubmit={submit} data-testid="disposition-form">
      <ReasonFields
        reason={form.register('flagged_reason')}
        comments={form.register('comments_x')}
        errors={e}
        idPrefix="field-notes"
      />
      {mayDispose && (
        <FormField label="Final disposition" controlId="field-notes-disposition" error={e.triage_status}>
          <Form.Select {...form.register('triage_status')}>
            <option value={current}>{TRIAGE_STATUS_INFO[current].label} (no change)</option>
            {targets.map((s) => (
              <option key={s} value={s}>
                {TRIAGE_STATUS_INFO[s].label}
              </option>
            ))}
          </Form.Select>
        </FormField>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save
        </Button>
        {offersChallenge(p.roles as TriageActorRole[], current) && (
          // Challenge Submitted is reached only by submitting the packet (DESIGN.md section 8).
          <Link
            className="btn btn-outline-danger"
            to={challengePath(p.voterId)}
            data-testid="prepare-challenge"
          >
            {PREPARE_CHALLENGE}
          </Link>
        )}
      </div>
      {notice && (
        <Alert
          variant={notice.ok ? 'success' : 'danger'}
          className="mt-3 mb-0"
          data-testid="disposition-notice"
        >
          {notice.text}
        </Alert>
      )}
    </Form>
  );
}
