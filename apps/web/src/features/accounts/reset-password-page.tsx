import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_INVALID, resetPasswordForm } from '@voterroll/contract/accounts-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_INPUT, FormField, fieldsOf, NEW_PASSWORD_INPUT } from '../../components/form-field';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { resetPassword } from './accounts-queries';
import { AnswerThenBackToLogin, SubmitOrBackToLogin } from './back-to-login';

/**
 * /reset-password?token=…&username=… (spec 1 sections 2, 5, 7): the link of the reset mail. Fields
 * email, password, confirmPassword; the token and username come from the query.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const username = params.get('username') ?? '';
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await resetPassword({ email: v.email, token, username, password: v.password });
      setAnswer({ ok: true, text: r.message });
    } catch (e) {
      setAnswer({ ok: false, text: errorText(e) });
    }
  });

  return (
    <div className="mx-auto" style={{ maxWidth: 480 }}>
      <PageTitle>Set a New Password</PageTitle>
      <Card>
        <Card.Body>
          {!token || !username ? (
            <>
              <Alert variant="warning">{RESET_INVALID}</Alert>
              <Link to="/request-password-reset" className="btn btn-primary">
                Request a new link
              </Link>
            </>
          ) : answer?.ok ? (
            <AnswerThenBackToLogin ok text={answer.text} />
          ) : (
            <Form noValidate onSubmit={submit}>
              <p className="text-body-secondary">
                Account <strong>{username}</strong>
              </p>
              <FormField label="Email" {...EMAIL_INPUT} {...field('email')} />
              <FormField label="New password" {...NEW_PASSWORD_INPUT} {...field('password')} />
              <FormField label="Confirm password" {...NEW_PASSWORD_INPUT} {...field('confirmPassword')} />
              {answer && <Alert variant="danger">{answer.text}</Alert>}
              <SubmitOrBackToLogin label="Reset Password" busy={isSubmitting} />
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
