import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm } from '@voterroll/contract/accounts-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CURRENT_PASSWORD_INPUT, FormField, fieldsOf, NEW_PASSWORD_INPUT } from '../../components/form-field';
import { errorText } from '../../lib/api-client';
import { changePassword } from './accounts-queries';
import type { LoginState } from './login-page';

/**
 * The Change Password tab: the current password proves it is the owner at the keyboard. The server
 * ends every session of the account, so the user logs in again with the new password.
 */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const r = await changePassword({ currentPassword, newPassword });
      const state: LoginState = { notice: r.message, signOut: true };
      await navigate('/login', { state });
    } catch (e) {
      setFailure(errorText(e));
    }
  });
  return (
    <Form noValidate onSubmit={submit} style={{ maxWidth: 420 }}>
      <FormField label="Current Password" {...CURRENT_PASSWORD_INPUT} {...field('currentPassword')} />
      <FormField label="New Password" {...NEW_PASSWORD_INPUT} {...field('newPassword')} />
      <FormField label="Confirm New Password" {...NEW_PASSWORD_INPUT} {...field('confirmPassword')} />
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        Change Password
      </Button>
    </Form>
  );
}
