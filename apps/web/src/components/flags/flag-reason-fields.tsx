import { FLAG_REASONS, TRG_REASONS, VALID_REASONS } from '@voterroll/contract/triage';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, fieldsFrom } from '../form-field';

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
  const field = fieldsFrom(p.register as unknown as UseFormRegister<ReasonValues>, p.errors);
  return (
    <>
      <FormField label="Reason" blank="Choose a reason ..." choices={reasons} {...field('flagged_reason')} />
      <FormField label="Reason description" rows={4} {...field('flagged_reason_x')} />
    </>
  );
}
