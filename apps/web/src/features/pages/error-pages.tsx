import { ERROR_PAGE_MESSAGES } from '@voterroll/contract/common-api';
import { Link, useLocation, useSearchParams } from 'react-router';
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

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
/** A message from the address, only when it is one of the app's own. */
const known = (v: string | null) => (v !== null && ERROR_PAGE_MESSAGES.includes(v) ? v : null);

/**
 * /error: where a failed page load goes (spec 1 section 8); the 500 page of spec 2 section 2.12.
 * The message comes in the navigation's state or as `?error-msg=` (spec 3 section 8; only the
 * app's own messages, ERROR_PAGE_MESSAGES, an unknown one reads as the generic error), with the
 * server's request id (state `requestId` or `?request-id=`) for the person to quote.
 */
export function ServerErrorPage() {
  const state = useLocation().state as { message?: unknown; requestId?: unknown } | null;
  const [params] = useSearchParams();
  const message = text(state?.message) ?? known(params.get('error-msg'));
  const requestId = text(state?.requestId) ?? text(params.get('request-id'));
  return (
    <ErrorCard code="500" title="Internal Server Error">
      <p>{message ?? 'Something went wrong on our side. Please try again later.'}</p>
      {requestId && (
        <p className="small text-body-secondary">
          If you <Link to="/contact-us">contact us</Link> about it, please quote the request id{' '}
          <code className="user-select-all" data-testid="request-id">
            {requestId}
          </code>
          .
        </p>
      )}
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
