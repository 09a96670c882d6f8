import { zodResolver } from '@hookform/resolvers/zod';
import {
  AREA_SET_BY_ADMIN,
  type checkSessionResponse,
  editUserBody,
  GROUP_CHOICES,
  PARTIES,
  PROFILE_UPDATED,
} from '@voterroll/contract/accounts-api';
import { ALL } from '@voterroll/contract/admin-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FieldRow, FormField, fieldsOf } from '../../components/form-field';
import { errorText } from '../../lib/api-client';
import { editProfile } from './accounts-queries';
import type { LoginState } from './login-page';

export const PROFILE_UPDATED_NOTICE = 'Profile updated. Log out and log back in to see changes.';

/**
 * The Edit Profile tab (spec 1 sections 2, 5, 7): names, group and party; username, e-mail and the
 * area are shown read-only (an administrator sets the area, since it limits what the user sees).
 * On Success the server has ended the sessions: the stored user goes and the login page shows the
 * green notice.
 */
export function EditProfileForm({ account }: { account: z.infer<typeof checkSessionResponse> }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(editUserBody),
    defaultValues: {
      username: account.username,
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
      group: (account.group ?? '') as z.input<typeof editUserBody>['group'],
      party: (account.party ?? '') as z.input<typeof editUserBody>['party'],
      county: account.county ?? ALL,
      jurisdiction: account.jurisdiction ?? ALL,
    },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const r = await editProfile(body);
      if (r.message !== PROFILE_UPDATED) {
        setFailure(r.message);
        return;
      }
      const state: LoginState = { notice: PROFILE_UPDATED_NOTICE, signOut: true };
      await navigate('/login', { state });
    } catch (e) {
      setFailure(errorText(e));
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <FieldRow>
        <FormField label="Username" controlId="profile-username">
          <Form.Control value={account.username} readOnly plaintext />
        </FormField>
        <FormField label="E-mail" controlId="profile-email">
          <Form.Control value={account.email} readOnly plaintext />
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField label="First Name" maxLength={40} {...field('firstName')} />
        <FormField label="Last Name" maxLength={40} {...field('lastName')} />
      </FieldRow>
      <FieldRow>
        <FormField label="Group" blank="Select group" choices={GROUP_CHOICES} {...field('group')} />
        <FormField label="Party" blank="Select party" choices={PARTIES} {...field('party')} />
      </FieldRow>
      <FieldRow>
        <FormField label="County" readOnly {...field('county')} />
        <FormField label="Jurisdiction" readOnly {...field('jurisdiction')} />
      </FieldRow>
      <p className="small text-body-secondary">{AREA_SET_BY_ADMIN}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        Update Profile
      </Button>
    </Form>
  );
}
