import { roleLabel } from '@voterroll/contract/labels';
import { isPermission, rolesWith } from '@voterroll/contract/policies';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { homePathFor } from '../../lib/home-path';
import { useStoredUser } from '../../lib/stored-user';

/**
 * /no-access (issue 26): where a signed-in user lands who opened a page their roles do not allow
 * (`?permission=`, any of which opens the page, and `?from=`): which roles may use it, which the
 * account has, and whom to ask; a link back to the user's own home.
 */
export function NoAccessPage() {
  const [params] = useSearchParams();
  const user = useStoredUser();
  const permissions = params.getAll('permission').filter(isPermission);
  const from = params.get('from')?.startsWith('/') ? params.get('from') : null;
  const roles = [...new Set(permissions.flatMap((p) => rolesWith(p)))];
  const own = user?.roles ?? [];
  return (
    <div className="py-4" data-testid="no-access">
      <PageTitle>No access</PageTitle>
      <p>
        Your account may not use {from ? <code>{from}</code> : 'this page'}
        {own.length > 0
          ? ` with its role${own.length > 1 ? 's' : ''}: ${own.map(roleLabel).join(', ')}.`
          : '.'}
      </p>
      {roles.length > 0 && (
        <>
          <p className="mb-1">This page is for:</p>
          <ul data-testid="no-access-roles">
            {roles.map((r) => (
              <li key={r}>{roleLabel(r)}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        To be given one of these roles, ask your county lead or a user admin, or write to us on{' '}
        <Link to="/contact-us">Contact Us</Link>.
      </p>
      <Link to={homePathFor(own)} className="btn btn-primary">
        Go to your home page
      </Link>
    </div>
  );
}
