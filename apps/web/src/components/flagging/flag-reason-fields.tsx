import { FLAG_REASONS, TRG_REASONS, VALID_REASONS } from '@voterroll/contract/triage';
import Form from 'react-bootstrap/Form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../form-field';

interface ReasonValues {
  flagged_reason: string;
  flagged_reason_x: string;
}

/** Reason and description, with the reason list of the chosen status (spec 1 section 5). */
export function FlagReasonFields<T extends ReasonValues>(p: {
  status: 'TRG' | 'VALID' | 'SFCR';
  /** The flag dialog offers spec 1's reasons; the review workflow adds the ballot tracking one. */
  workflow?: 'flag' | 'review';
  register: UseFormRegister<T>;
  errors: FieldErrors<ReasonValues>;
}) {
  const reasons = p.status === 'VALID' ? VALID_REASONS : p.workflow === 'review' ? TRG_REASONS : FLAG_REASONS;
  const register = p.register as unknown as UseFormRegister<ReasonValues>;
  return (
    <>
      <FormField label="Reason" error={p.errors.flagged_reason}>
        <Form.Select
          {...register('flagged_reason')}
          id="field-flagged_reason"
          isInvalid={p.errors.flagged_reason !== undefined}
        >
          <option value="">Choose a reason ...</option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField label="Reason description" error={p.errors.flagged_reason_x}>
        <Form.Control
          as="textarea"
          rows={4}
          id="field-flagged_reason_x"
          {...register('flagged_reason_x')}
          isInvalid={p.errors.flagged_reason_x !== undefined}
        />
      </FormField>
    </>
  );
}
