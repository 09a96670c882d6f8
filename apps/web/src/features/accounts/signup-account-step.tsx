import { zodResolver } from '@hookform/resolvers/zod';
import { GROUP_CHOICES, PARTIES, SIGNUP_ROLES, signupAccountForm } from '@voterroll/contract/accounts-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { EMAIL_INPUT, FieldRow, FormField, fieldsOf, NEW_PASSWORD_INPUT } from '../../components/form-field';
import { errorText } from '../../lib/api-client';
import { signUp } from './accounts-queries';
import type { FoundBy, FoundRegistration } from './signup-find-step';
import type { VerifiedPhone } from './signup-phone-step';

/** ELLY is the other spelling of ELLE: one choice is offered. */

/**
 * Sign-up step 3 (spec 1 sections 3, 5): e-mail (also the username), password and confirmation,
 * role, group, party and the reason. The registration and the verified phone come from steps 1-2.
 */
export function SignupAccountStep(props: {
  registration: FoundRegistration;
  /** What the registration was found by: the server checks it again. */
  match: FoundBy;
  phone: VerifiedPhone;
  onDone: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signupAccountForm),
    defaultValues: { email: '', password: '', confirmPassword: '', reason: '', party: '' },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const r = props.registration;

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const answer = await signUp({
        voter_id: r.voter_identification_number,
        last_name: r.last_name,
        first_name: r.first_name,
        my_yob: props.match.my_yob,
        my_address: props.match.my_address,
        username: v.email,
        email: v.email,
        password: v.password,
        phone: props.phone.phone,
        role: v.role,
        group: v.group,
        party: v.party,
        county: r.county_name,
        jurisdiction: r.jurisdiction_name,
        reason: v.reason,
        phone_verification_token: props.phone.verificationToken,
      });
      props.onDone(answer.message);
    } catch (e) {
      setFailure(errorText(e));
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <p>
        Registration found: <strong>{`${r.first_name} ${r.last_name}`}</strong>, {r.jurisdiction_name},{' '}
        {r.county_name} County. Your e-mail address is also your username.
      </p>
      <FormField label="Email" {...EMAIL_INPUT} {...field('email')} />
      <FieldRow>
        <FormField label="Password" {...NEW_PASSWORD_INPUT} {...field('password')} />
        <FormField label="Confirm Password" {...NEW_PASSWORD_INPUT} {...field('confirmPassword')} />
      </FieldRow>
      <FieldRow>
        <FormField
          label="Role"
          blank="Select role"
          choices={Object.entries(SIGNUP_ROLES)}
          {...field('role')}
        />
        <FormField label="Group" blank="Select group" choices={GROUP_CHOICES} {...field('group')} />
        <FormField label="Party (optional)" blank="Select party" choices={PARTIES} {...field('party')} />
      </FieldRow>
      <FormField label="Why do you want to volunteer?" rows={3} maxLength={250} {...field('reason')} />
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </Form>
  );
}
