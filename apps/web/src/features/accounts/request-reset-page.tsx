import { zodResolver } from '@hookform/resolvers/zod';
import { requestResetPasswordBody } from '@voterroll/contract/accounts-api';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { EMAIL_INPUT, FormField, fieldsOf } from '../../components/form-field';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { requestPasswordReset } from './accounts-queries';
import { AnswerThenBackToLogin, SubmitOrBackToLogin } from './back-to-login';

/**
 * /request-password-reset (spec 1 section 2): one e-mail field, "Send Reset Link" and "Back to
 * Login"; afterwards the server's message (the same whether or not the address has an account).
 */
export function RequestResetPage() {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(requestResetPasswordBody),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const r = await requestPasswordReset(values);
      setAnswer({ ok: true, text: r.message });
    } catch (e) {
      setAnswer({ ok: false, text: errorText(e) });
    }
  });
  return (
    <div className="mx-auto" style={{ maxWidth: 480 }}>
      <PageTitle>Reset Password</PageTitle>
      <Card>
        <Card.Body>
          {answer ? (
            <AnswerThenBackToLogin {...answer} />
          ) : (
            <Form noValidate onSubmit={submit}>
              <p className="text-body-secondary">
                Enter the e-mail address of your account. We will send you a link to choose a new password.
              </p>
              <FormField label="Email" {...EMAIL_INPUT} {...fieldsOf(form)('email')} />
              <SubmitOrBackToLogin label="Send Reset Link" busy={form.formState.isSubmitting} />
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
