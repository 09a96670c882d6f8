import { REVIEW_REASONS } from '@voterroll/contract/triage';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../form-field';

/**
 * The reason and its description, as every review form asks them (spec 2 section 5, spec 3 section
 * 5: the research notes' form, the registration page's action bar): the combined reason list.
 */
export function ReasonFields(p: {
  reason: UseFormRegisterReturn;
  comments: UseFormRegisterReturn;
  errors: {
    flagged_reason?: Pick<FieldError, 'message'> | undefined;
    comments_x?: Pick<FieldError, 'message'> | undefined;
  };
  idPrefix: string;
}) {
  const e = p.errors;
  return (
    <>
      <FormField label="Reason" controlId={`${p.idPrefix}-reason`} error={e.flagged_reason}>
        <Form.Select {...p.reason} isInvalid={!!e.flagged_reason}>
          <option value="">Choose a reason ...</option>
          {REVIEW_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField label="Reason description" controlId={`${p.idPrefix}-comments`} error={e.comments_x}>
        <Form.Control as="textarea" rows={3} {...p.comments} isInvalid={!!e.comments_x} />
      </FormField>
    </>
  );
}

/** The reason a form starts from: the flag's own, when it is one of the form's choices. */
export const reasonOf = (flag: { flagged_reason?: string | null } | null | undefined): string =>
  flag?.flagged_reason && (REVIEW_REASONS as readonly string[]).includes(flag.flagged_reason)
    ? flag.flagged_reason
    : '';
