import { zodResolver } from '@hookform/resolvers/zod';
import { messageResponse, mfaVerifyTextResponse, TEXT_SEND_FAILED } from '@voterroll/contract/accounts-api';
import { flagCodeForm, flagPhoneForm, phoneDigits } from '@voterroll/contract/flag-forms';
import {
  anonymousReporterForm,
  type FlagRegistrationExtBody,
  type FlagState,
  flagRegistrationResponse,
} from '@voterroll/contract/flags-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, apiPost, errorText } from '../../lib/api-client';
import { ReporterFields } from './reporter-fields';

type Reporter = z.infer<typeof anonymousReporterForm>;
type Step = 'details' | 'verify' | 'thanks';

/**
 * The anonymous flag wizard (spec 1): 1. own details with reason and description (validated on
 * change and on blur); 2. Verify Phone Number (phone and consent, then the 6-digit text code),
 * after which the report goes to triage; 3. Thank You. Back returns to step 1.
 */
export function AnonymousFlagSteps(p: {
  voterIds: readonly string[];
  onFlagged: (flags: FlagState[]) => void;
  onFailed?: (() => void) | undefined;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>('details');
  const [reporter, setReporter] = useState<Reporter | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const details = useForm<Reporter>({
    resolver: zodResolver(anonymousReporterForm),
    mode: 'all',
    defaultValues: { my_state: 'Michigan', flagged_reason_x: '' },
  });
  const phone = useForm({
    resolver: zodResolver(flagPhoneForm),
    mode: 'all',
    defaultValues: { phone: '', consent: false as unknown as true },
  });
  const code = useForm({ resolver: zodResolver(flagCodeForm), defaultValues: { sms_code: '' } });

  const send = phone.handleSubmit(async (v) => {
    setNotice(null);
    const digits = phoneDigits(v.phone);
    try {
      const r = await apiPost('/api/auth/mfa-send-text', { my_phone_number: digits }, messageResponse);
      setSentTo(digits);
      setNotice({ ok: true, text: r.message });
    } catch (e) {
      setNotice({
        ok: false,
        text: e instanceof ApiError && e.kind === 'rate-limited' ? e.message : TEXT_SEND_FAILED,
      });
    }
  });

  const verifyAndFlag = code.handleSubmit(async ({ sms_code }) => {
    if (!sentTo || !reporter) return;
    setNotice(null);
    try {
      const { message } = await apiPost(
        '/api/auth/mfa-verify-text',
        { my_phone_number: sentTo, sms_code },
        mfaVerifyTextResponse,
      );
      if (message.status !== 'Success' || !message.verification_token) {
        setNotice({ ok: false, text: message.status_msg });
        return;
      }
      const r = await apiPost(
        '/api/flag-registration-ext',
        {
          selectedVoterIds: p.voterIds.map((id) => ({ voterIdentificationNo: Number(id) })),
          flagReport: {
            flag_status: 'TRG',
            flagged_reason: reporter.flagged_reason,
            flagged_reason_x: reporter.flagged_reason_x,
            reporter: {
              reporter_first_name: reporter.my_first_name,
              reporter_last_name: reporter.my_last_name,
              reporter_email: reporter.my_email_address,
              reporter_party_affiliation: reporter.my_party || undefined,
              reporter_address_ln1: reporter.my_address_ln1,
              reporter_address_ln2: reporter.my_apt_lot,
              reporter_city: reporter.my_city,
              reporter_state: reporter.my_state,
              reporter_zip_code: reporter.my_zip_code,
              reporter_phone_no: sentTo,
            },
          },
          phone_verification_token: message.verification_token,
        } satisfies FlagRegistrationExtBody,
        flagRegistrationResponse,
      );
      p.onFlagged(r.flags);
      setStep('thanks');
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
      p.onFailed?.();
    }
  });

  if (step === 'thanks')
    return (
      <>
        <Alert variant="success" data-testid="flag-thanks">
          Thank you! Your report was received and the registration{p.voterIds.length === 1 ? '' : 's'} will be
          reviewed by volunteers.
        </Alert>
        <div className="text-end">
          <Button onClick={p.onClose}>Close</Button>
        </div>
      </>
    );

  if (step === 'details')
    return (
      <Form
        noValidate
        onSubmit={details.handleSubmit((v) => {
          setReporter(v);
          setStep('verify');
        })}
      >
        <h3 className="h6">Step 1 of 3: your details and the reason</h3>
        <ReporterFields register={details.register} errors={details.formState.errors} />
        <div className="text-end">
          <Button type="submit">Next</Button>
        </div>
      </Form>
    );

  const pe = phone.formState.errors;
  return (
    <div data-testid="flag-verify-phone">
      <h3 className="h6">Step 2 of 3: Verify Phone Number</h3>
      <Form noValidate onSubmit={send}>
        <Form.Group className="mb-3" controlId="field-phone">
          <Form.Label>Phone number</Form.Label>
          <Form.Control
            type="tel"
            autoComplete="tel-national"
            {...phone.register('phone')}
            isInvalid={!!pe.phone}
          />
          {pe.phone && <div className="invalid-feedback d-block">{pe.phone.message}</div>}
        </Form.Group>
        <Form.Group className="mb-3" controlId="field-flag-consent">
          <Form.Check
            {...phone.register('consent')}
            type="checkbox"
            isInvalid={pe.consent !== undefined}
            label="I agree to receive a text message with a verification code at this number. Message and data rates may apply."
          />
          {pe.consent && <div className="invalid-feedback d-block">{pe.consent.message}</div>}
        </Form.Group>
        <Button
          type="submit"
          variant={sentTo ? 'outline-primary' : 'primary'}
          disabled={phone.formState.isSubmitting}
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
        <Form noValidate onSubmit={verifyAndFlag} className="mt-3">
          <Form.Group className="mb-3" controlId="field-flag-sms-code">
            <Form.Label>Verification code</Form.Label>
            <Form.Control
              autoComplete="one-time-code"
              maxLength={6}
              {...code.register('sms_code')}
              isInvalid={!!code.formState.errors.sms_code}
            />
            {code.formState.errors.sms_code && (
              <div className="invalid-feedback d-block">{code.formState.errors.sms_code.message}</div>
            )}
          </Form.Group>
          <Button type="submit" disabled={code.formState.isSubmitting}>
            Verify and send report
          </Button>
        </Form>
      )}
      <div className="mt-3">
        <Button variant="outline-secondary" onClick={() => setStep('details')}>
          Back
        </Button>
      </div>
    </div>
  );
}
