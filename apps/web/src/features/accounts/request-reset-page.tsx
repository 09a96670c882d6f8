import { zodResolver } from '@hookform/resolvers/zod';
import { messageResponse, requestResetPasswordBody } from '@voterroll/contract/accounts-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EMAIL_INPUT, FormField, fieldsOf } from '../../components/form-field';
import { PageTitle } from '../../components/page-title';
import { apiPost, errorText } from '../../lib/api-client';

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
      const r = await apiPost('/api/auth/requestResetPassword', values, messageResponse);
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
            <>
              <Alert variant={answer.ok ? 'success' : 'danger'}>{answer.text}</Alert>
              <Link to="/login" className="btn btn-primary">
                Back to Login
              </Link>
            </>
          ) : (
            <Form noValidate onSubmit={submit}>
              <p className="text-body-secondary">
                Enter the e-mail address of your account. We will send you a link to choose a new password.
              </p>
              <FormField label="Email" {...EMAIL_INPUT} {...fieldsOf(form)('email')} />
              <div className="d-flex gap-2">
                <Button type="submit" disabled={form.formState.isSubmitting}>
                  Send Reset Link
                </Button>
                <Link to="/login" className="btn btn-outline-secondary">
                  Back to Login
                </Link>
              </div>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
