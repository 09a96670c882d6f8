import { zodResolver } from '@hookform/resolvers/zod';
import { flagPhoneForm } from '@voterroll/contract/flag-forms';
import {
  anonymousReporterForm,
  type FlagRegistrationExtBody,
  type FlagState,
} from '@voterroll/contract/flags-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PhoneVerificationForms } from '../phone-verification';
import { usePhoneVerification } from '../use-phone-verification';
import { flagRegistrationsAnonymously } from './flags-queries';
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
  const details = useForm<Reporter>({
    resolver: zodResolver(anonymousReporterForm),
    mode: 'all',
    defaultValues: { my_state: 'Michigan', flagged_reason_x: '' },
  });
  const verification = usePhoneVerification({
    schema: flagPhoneForm,
    phoneName: 'phone',
    mode: 'all',
    onFailed: p.onFailed,
    onVerified: async ({ phone, verificationToken }) => {
      if (!reporter) return;
      const r = await flagRegistrationsAnonymously({
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
            reporter_phone_no: phone,
          },
        },
        phone_verification_token: verificationToken,
      } satisfies FlagRegistrationExtBody);
      p.onFlagged(r.flags);
      setStep('thanks');
    },
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

  return (
    <div data-testid="flag-verify-phone">
      <h3 className="h6">Step 2 of 3: Verify Phone Number</h3>
      <PhoneVerificationForms
        verification={verification}
        phoneLabel="Phone number"
        consentId="field-flag-consent"
        codeId="field-flag-sms-code"
        verifyLabel="Verify and send report"
      />
      <div className="mt-3">
        <Button variant="outline-secondary" onClick={() => setStep('details')}>
          Back
        </Button>
      </div>
    </div>
  );
}
