import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { SignupAccountStep } from './signup-account-step';
import { type FoundBy, type FoundRegistration, SignupFindStep } from './signup-find-step';
import { SignupPhoneStep, type VerifiedPhone } from './signup-phone-step';

const STEPS = ['Find Your Registration', 'Verify Phone', 'Account Details', 'Done'] as const;

type Wizard =
  | { step: 1 }
  | { step: 2; registration: FoundRegistration; match: FoundBy }
  | { step: 3; registration: FoundRegistration; match: FoundBy; phone: VerifiedPhone }
  | { step: 4; message: string };

/**
 * /signup (spec 1 sections 2, 4): four steps, each leading on only when its condition holds: one
 * matching registration, a verified phone, an account the server created. A new account waits for
 * an administrator's approval, and the last step says so.
 */
export function SignupPage() {
  const [wizard, setWizard] = useState<Wizard>({ step: 1 });
  return (
    <div className="mx-auto" style={{ maxWidth: 720 }}>
      <PageTitle>Sign Up</PageTitle>
      <ol className="list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label="Sign-up steps">
        {STEPS.map((label, i) => {
          const n = i + 1;
          const state = n === wizard.step ? 'current' : n < wizard.step ? 'done' : 'todo';
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`badge rounded-pill ${
                state === 'current'
                  ? 'text-bg-primary'
                  : state === 'done'
                    ? 'text-bg-success'
                    : 'bg-secondary-subtle text-secondary-emphasis'
              }`}
            >
              {n}. {label}
            </li>
          );
        })}
      </ol>
      <Card>
        <Card.Body>
          <h2 className="h5 mb-3">{STEPS[wizard.step - 1]}</h2>
          {wizard.step === 1 && (
            <SignupFindStep onFound={(registration, match) => setWizard({ step: 2, registration, match })} />
          )}
          {wizard.step === 2 && (
            <SignupPhoneStep
              onVerified={(phone) =>
                setWizard({ step: 3, registration: wizard.registration, match: wizard.match, phone })
              }
            />
          )}
          {wizard.step === 3 && (
            <SignupAccountStep
              registration={wizard.registration}
              match={wizard.match}
              phone={wizard.phone}
              onDone={(message) => setWizard({ step: 4, message })}
            />
          )}
          {wizard.step === 4 && (
            <>
              <Alert variant="success">{wizard.message}</Alert>
              <p>
                Your account is not active yet: an administrator reviews each membership request. Once it is
                approved you can log in with your e-mail address and password.
              </p>
              <Link to="/" className="btn btn-primary">
                Back to Home
              </Link>
            </>
          )}
        </Card.Body>
      </Card>
      {wizard.step === 1 && (
        <p className="mt-3 small">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      )}
    </div>
  );
}
