import { zodResolver } from '@hookform/resolvers/zod';
import { type mfaSendTextForm, phoneDigits, TEXT_SEND_FAILED } from '@voterroll/contract/accounts-api';
import { flagCodeForm, type flagPhoneForm } from '@voterroll/contract/flag-forms';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError, errorText } from '../lib/api-client';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification-queries';

export interface VerifiedPhone {
  phone: string;
  verificationToken: string;
}

export type PhoneValues = Record<string, string | boolean>;

export interface PhoneVerificationOptions {
  /** The phone-and-consent form: sign-up's (10 digits) or the flag dialog's (typed as people do). */
  schema: typeof mfaSendTextForm | typeof flagPhoneForm;
  /** The phone field's name in that schema. */
  phoneName: 'my_phone_number' | 'phone';
  /** react-hook-form's validation mode of the phone form ('all': on change and on blur). */
  mode?: 'onSubmit' | 'all';
  /** Called with the phone and its proof once the server says Success; a throw is shown as a notice. */
  onVerified: (v: VerifiedPhone) => void | Promise<void>;
  /** Called when verifying (or what `onVerified` does) fails. */
  onFailed?: (() => void) | undefined;
}

/**
 * The phone verification's state (spec 1 sections 2, 5, 8): a phone and consent, then the 6-digit
 * code sent by text (`/api/auth/mfa-send-text`, `/api/auth/mfa-verify-text`). Kept by the caller,
 * so it survives a wizard's Back and Next.
 */
export function usePhoneVerification(o: PhoneVerificationOptions) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const phoneForm = useForm<PhoneValues>({
    resolver: zodResolver(o.schema) as unknown as Resolver<PhoneValues>,
    mode: o.mode ?? 'onSubmit',
    defaultValues: { [o.phoneName]: '', consent: false },
  });
  const codeFormState = useForm({ resolver: zodResolver(flagCodeForm), defaultValues: { sms_code: '' } });

  const send = phoneForm.handleSubmit(async (v) => {
    setNotice(null);
    const digits = phoneDigits(String(v[o.phoneName]));
    try {
      const r = await sendPhoneCode(digits);
      setSentTo(digits);
      setNotice({ ok: true, text: r.message });
    } catch (e) {
      // A refusal for too many texts says so; any other failure is the catalogue's message.
      setNotice({
        ok: false,
        text: e instanceof ApiError && e.kind === 'rate-limited' ? e.message : TEXT_SEND_FAILED,
      });
    }
  });

  const verify = codeFormState.handleSubmit(async ({ sms_code }) => {
    if (!sentTo) return;
    setNotice(null);
    try {
      const { message } = await verifyPhoneCode(sentTo, sms_code);
      if (message.status === 'Success' && message.verification_token)
        await o.onVerified({ phone: sentTo, verificationToken: message.verification_token });
      else setNotice({ ok: false, text: message.status_msg });
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
      o.onFailed?.();
    }
  });

  return { phoneName: o.phoneName, phoneForm, codeForm: codeFormState, sentTo, notice, send, verify };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
