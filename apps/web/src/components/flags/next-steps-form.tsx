import { zodResolver } from '@hookform/resolvers/zod';
import { clerkNextStepsForm, type UpdateTriageStatusBody } from '@voterroll/contract/flags-api';
import { NEXT_STEPS_STATUSES, TRIAGE_STATUS_INFO, type TriageStatus } from '@voterroll/contract/triage';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../form-field';
import type { SeenFlag } from './add-to-queue';

type Values = z.infer<typeof clerkNextStepsForm>;
const EMPTY = { triage_status: '' as Values['triage_status'], comments_x: '' };

/**
 * The clerk's 'Next Steps' (spec 3 sections 4.2 and 5): the final disposition NS, CAT (shown as
 * Record Updated) or CI with a required description; validated on submit only, with the
 * contract's schema and messages; Save is disabled while the request is in flight.
 */
export function NextStepsForm(p: {
  voterId: number;
  status: TriageStatus;
  flag: SeenFlag;
  save: (body: UpdateTriageStatusBody) => Promise<boolean>;
  /** A submit the form refused: the last save's words no longer apply. */
  onInvalid: () => void;
  /** "Save and next": after a save, open the list's next registration (as the registration page). */
  onNext?: (() => void) | undefined;
}) {
  // Which button sent the form, read when the save answers.
  const thenNext = useRef(false);
  const form = useForm<Values>({
    resolver: zodResolver(clerkNextStepsForm),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    const saved = await p.save({
      voter_id: p.voterId,
      flagged_reg_id: p.flag.flagged_reg_id,
      ...v,
      expected_version: p.flag.version,
      expected_status: p.status,
    });
    if (saved) form.reset(EMPTY);
    if (saved && thenNext.current) p.onNext?.();
  }, p.onInvalid);

  return (
    <Form noValidate onSubmit={submit} data-testid="next-steps-form">
      <FormField label="Final disposition" controlId="field-next-steps-status" error={e.triage_status}>
        <Form.Select {...form.register('triage_status')} isInvalid={!!e.triage_status}>
          <option value="">Choose the next step ...</option>
          {NEXT_STEPS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TRIAGE_STATUS_INFO[s].label}
              {s === p.status ? ' (current)' : ''}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField label="Reason description" controlId="field-next-steps-comments" error={e.comments_x}>
        <Form.Control as="textarea" rows={3} {...form.register('comments_x')} isInvalid={!!e.comments_x} />
      </FormField>
      <div className="d-flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={form.formState.isSubmitting}
          onClick={() => {
            thenNext.current = false;
          }}
        >
          Save
        </Button>
        {p.onNext && (
          <Button
            type="submit"
            variant="outline-primary"
            disabled={form.formState.isSubmitting}
            onClick={() => {
              thenNext.current = true;
            }}
          >
            Save and next
          </Button>
        )}
      </div>
    </Form>
  );
}
