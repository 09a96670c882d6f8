import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';

function ErrorCard({ code, title, children }: { code: string; title: string; children: React.ReactNode }) {
  return (
    <div className="text-center py-5">
      <p className="display-3 fw-bold text-body-secondary mb-0" aria-hidden="true">
        {code}
      </p>
      <PageTitle>{title}</PageTitle>
      <div className="mb-4">{children}</div>
      <Link to="/" className="btn btn-primary">
        Go to Home Page
      </Link>
    </div>
  );
}

/** /error: where a failed page load goes (spec 1 section 8); the 500 page of spec 2 section 2.12. */
export function ServerErrorPage() {
  const state = useLocation().state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' ? state.message : null;
  return (
    <ErrorCard code="500" title="Internal Server Error">
      <p>{message ?? 'Something went wrong on our side. Please try again later.'}</p>
    </ErrorCard>
  );
}

export function UnauthorizedPage() {
  return (
    <ErrorCard code="401" title="Unauthorized">
      <p>
        This page needs you to be logged in with a role that may use it. <Link to="/login">Log in</Link> and
        try again.
      </p>
    </ErrorCard>
  );
}

export function ForbiddenPage() {
  return (
    <ErrorCard code="403" title="Access Denied">
      <p>Your account does not have permission to see this page. Please contact your county lead.</p>
    </ErrorCard>
  );
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorCard code="404" title="Page Not Found">
      <p>
        There is no page at <code>{pathname}</code>. Check the address, or use the menu.
      </p>
    </ErrorCard>
  );
}
