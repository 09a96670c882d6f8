import { can } from '@voterroll/contract/policies';
import { PageTitle } from '../../components/page-title';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { LinkRequests } from './link-requests';
import { UsersTable } from './users-table';

/** /users: the Volunteers administration table (spec 3 section 2.5). */
export function UsersPage() {
  const me = usePermissionGuard('users.list');
  if (!me) return null;
  return (
    <>
      <PageTitle>Volunteers</PageTitle>
      {can(me.roles ?? [], 'users.registration-links') && <LinkRequests />}
      <UsersTable me={me} />
    </>
  );
}
