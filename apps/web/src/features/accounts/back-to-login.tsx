import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';

/** The password-reset forms' buttons: submit, and "Back to Login" beside it. */
export function SubmitOrBackToLogin({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className="d-flex gap-2">
      <Button type="submit" disabled={busy}>
        {label}
      </Button>
      <Link to="/login" className="btn btn-outline-secondary">
        Back to Login
      </Link>
    </div>
  );
}

/** What replaces a password-reset form once the server answered: its message and "Back to Login". */
export function AnswerThenBackToLogin({ ok, text }: { ok: boolean; text: string }) {
  return (
    <>
      <Alert variant={ok ? 'success' : 'danger'}>{text}</Alert>
      <Link to="/login" className="btn btn-primary">
        Back to Login
      </Link>
    </>
  );
}
