import { zodResolver } from '@hookform/resolvers/zod';
import { signinBody } from '@voterroll/contract/accounts-api';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, type Location, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CURRENT_PASSWORD_INPUT, FormField, fieldsOf } from '../../components/form-field';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { homePathFor } from '../../lib/home-path';
import { clearStoredUser, storeUser } from '../../lib/stored-user';
import { signIn } from './accounts-queries';

/** What other pages hand the login page: where to return, and a notice to show in green. */
export interface LoginState {
  from?: Location;
  notice?: string;
  /**
   * The server ended the session (profile update, password change, expiry): the login page removes
   * the stored user. Removing it before leaving a guarded page would let the guard redirect first
   * and drop the notice.
   */
  signOut?: boolean;
}

/** Where the guard's "from" location points, as a path with its query; else the role's work. */
function returnPath(state: LoginState | null, roles: readonly string[]): string {
  const from = state?.from;
  if (!from || from.pathname === '/login') return homePathFor(roles);
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * /login (spec 1 sections 2, 4, 5): username or e-mail and password. The `__reason` or
 * `redirect-msg` query is shown as an alert. The returned user is stored only when it carries an
 * access token; then the visitor goes back where the guard stopped them.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as LoginState | null;
  const reason = params.get('__reason') ?? params.get('redirect-msg');
  const [failure, setFailure] = useState<string | null>(null);
  const signOut = state?.signOut === true;
  useEffect(() => {
    if (signOut) clearStoredUser();
  }, [signOut]);
  const form = useForm({ resolver: zodResolver(signinBody), defaultValues: { username: '', password: '' } });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await signIn(values);
      if (!user.accessToken) {
        setFailure('The server did not open a session. Please try again.');
        return;
      }
      storeUser(user);
      await navigate(returnPath(state, user.roles ?? []), { replace: true });
    } catch (e) {
      setFailure(errorText(e));
    }
  });

  return (
    <div className="mx-auto" style={{ maxWidth: 440 }}>
      <PageTitle>Login</PageTitle>
      {state?.notice && (
        <Alert variant="success" role="status">
          {state.notice}
        </Alert>
      )}
      {/* Why the visitor was sent here gives way to why the login failed. */}
      {reason && !failure && <Alert variant="warning">{reason}</Alert>}
      <Card>
        <Card.Body>
          <Form noValidate onSubmit={submit}>
            <FormField label="Username or Email" autoComplete="username" {...field('username')} />
            <FormField label="Password" {...CURRENT_PASSWORD_INPUT} {...field('password')} />
            {failure && (
              <Alert variant="danger" className="py-2">
                {failure}
              </Alert>
            )}
            <Button type="submit" className="w-100" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in…' : 'Login'}
            </Button>
          </Form>
        </Card.Body>
        <Card.Footer className="d-flex flex-wrap justify-content-between gap-2 small">
          <Link to="/signup">Sign Up</Link>
          <Link to="/request-password-reset">Forgot password?</Link>
          <Link to="/">Home</Link>
        </Card.Footer>
      </Card>
    </div>
  );
}
