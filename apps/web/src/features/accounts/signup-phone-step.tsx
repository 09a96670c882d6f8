import { mfaSendTextForm } from '@voterroll/contract/accounts-api';
import { PhoneVerificationForms } from '../../components/phone-verification';
import { usePhoneVerification, type VerifiedPhone } from '../../components/use-phone-verification';

export type { VerifiedPhone };

/**
 * Sign-up step 2 (spec 1 sections 2, 5, 8): a 10-digit phone and consent, then the 6-digit code
 * sent by text. It leads on once the server says Success; otherwise its status_msg is shown.
 */
export function SignupPhoneStep({ onVerified }: { onVerified: (v: VerifiedPhone) => void }) {
  const verification = usePhoneVerification({
    schema: mfaSendTextForm,
    phoneName: 'my_phone_number',
    onVerified,
  });
  return (
    <PhoneVerificationForms
      verification={verification}
      intro={<p>We send a 6-digit code by text message to check that the phone is yours.</p>}
      phoneLabel="Phone number (10 digits)"
      phoneMaxLength={20}
      phonePlaceholder="(517) 555-0123"
      consentId="field-consent"
      verifyLabel="Verify"
    />
  );
}
