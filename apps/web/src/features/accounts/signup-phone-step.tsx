import { zodResolver } from '@hookform/resolvers/zod';
import {
  messageResponse,
  mfaSendTextForm,
  mfaVerifyTextResponse,
  smsCode,
  TEXT_SEND_FAILED,
} from '@voterroll/contract/accounts-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../components/form-field';
import { ApiError, apiPost, errorText } from '../../lib/api-client';

const codeForm = z.object({ sms_code: smsCode });

export interface VerifiedPhone {
  phone: string;
  verificationToken: string;
}

/**
 * Sign-up step 2 (spec 1 sections 2, 5, 8): a 10-digit phone and consent, then the 6-digit code
 * sent by text. It leads on once the server says Success; otherwise its status_msg is shown.
 */
export function SignupPhoneStep({ onVerified }: { onVerified: (v: VerifiedPhone) => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const phoneForm = useForm({
    resolver: zodResolver(mfaSendTextForm),
    defaultValues: { my_phone_number: '', consent: false as unknown as true },
  });
  const verifyForm = useForm({ resolver: zodResolver(codeForm), defaultValues: { sms_code: '' } });

  const send = phoneForm.handleSubmit(async ({ my_phone_number }) => {
    setNotice(null);
    try {
      const r = await apiPost('/api/auth/mfa-send-text', { my_phone_number }, messageResponse);
      setSentTo(my_phone_number);
      setNotice({ ok: true, text: r.message });
    } catch (e) {
      // A refusal for too many texts says so; any other failure is the catalogue's message.
      setNotice({
        ok: false,
        text: e instanceof ApiError && e.kind === 'rate-limited' ? e.message : TEXT_SEND_FAILED,
      });
    }
  });

  const verify = verifyForm.handleSubmit(async ({ sms_code }) => {
    if (!sentTo) return;
    setNotice(null);
    try {
      const { message } = await apiPost(
        '/api/auth/mfa-verify-text',
        { my_phone_number: sentTo, sms_code },
        mfaVerifyTextResponse,
      );
      if (message.status === 'Success' && message.verification_token)
        onVerified({ phone: sentTo, verificationToken: message.verification_token });
      else setNotice({ ok: false, text: message.status_msg });
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
    }
  });

  const pe = phoneForm.formState.errors;
  return (
    <>
      <Form noValidate onSubmit={send}>
        <p>We send a 6-digit code by text message to check that the phone is yours.</p>
        <FormField
          label="Phone number (10 digits)"
          type="tel"
          autoComplete="tel-national"
          maxLength={10}
          placeholder="5175550123"
          registration={phoneForm.register('my_phone_number')}
          error={pe.my_phone_number}
        />
        <Form.Group className="mb-3" controlId="field-consent">
          <Form.Check
            {...phoneForm.register('consent')}
            type="checkbox"
            isInvalid={pe.consent !== undefined}
            label="I agree to receive a text message with a verification code at this number. Message and data rates may apply."
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
            autoComplete="one-time-code"
            maxLength={6}
            registration={verifyForm.register('sms_code')}
            error={verifyForm.formState.errors.sms_code}
          />
          <Button type="submit" disabled={verifyForm.formState.isSubmitting}>
            Verify
          </Button>
        </Form>
      )}
    </>
  );
}
