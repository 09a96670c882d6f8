import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from './form-field';
import type { PhoneVerification } from './use-phone-verification';

const CONSENT =
  'I agree to receive a text message with a verification code at this number. Message and data rates may apply.';

/**
 * The Verify Phone step's forms (sign-up and the anonymous flag dialog): phone and consent with
 * Send Code (then "Send a new code"), the server's notice, and once a code was sent the code form.
 */
export function PhoneVerificationForms(p: {
  verification: PhoneVerification;
  /** Shown above the phone field. */
  intro?: ReactNode;
  phoneLabel: string;
  phoneMaxLength?: number;
  phonePlaceholder?: string;
  /** The ids the consent and code labels point to. */
  consentId: string;
  codeId?: string;
  verifyLabel: string;
}) {
  const { phoneForm, codeForm, sentTo, notice, send, verify, phoneName } = p.verification;
  const pe = phoneForm.formState.errors;
  return (
    <>
      <Form noValidate onSubmit={send}>
        {p.intro}
        <FormField
          label={p.phoneLabel}
          type="tel"
          autoComplete="tel-national"
          maxLength={p.phoneMaxLength}
          placeholder={p.phonePlaceholder}
          registration={phoneForm.register(phoneName)}
          error={pe[phoneName]}
        />
        <Form.Group className="mb-3" controlId={p.consentId}>
          <Form.Check
            {...phoneForm.register('consent')}
            type="checkbox"
            isInvalid={pe.consent !== undefined}
            label={CONSENT}
          />
          {pe.consent && <div className="invalid-feedback d-block">{pe.consent.message}</div>}
        </Form.Group>
        <Button
          type="submit"
          variant={sentTo ? 'outline-primary' : 'primary'}
          disabled={phoneForm.formState.isSubmitting}
        >
          {sentTo ? 'Send a new code' : 'Send Code'}
        </Button>
      </Form>
      {notice && (
        <Alert variant={notice.ok ? 'info' : 'danger'} className="mt-3">
          {notice.text}
        </Alert>
      )}
      {sentTo && (
        <Form noValidate onSubmit={verify} className="mt-3">
          <FormField
            label="Verification code"
            controlId={p.codeId}
            autoComplete="one-time-code"
            maxLength={6}
            registration={codeForm.register('sms_code')}
            error={codeForm.formState.errors.sms_code}
          />
          <Button type="submit" disabled={codeForm.formState.isSubmitting}>
            {p.verifyLabel}
          </Button>
        </Form>
      )}
    </>
  );
}
