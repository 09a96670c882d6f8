import { PageTitle } from '../../components/page-title';
import { useAdminGuard } from './use-admin-guard';
import { UsersTable } from './users-table';

/** /users: the Volunteers administration table (spec 3 section 2.5). */
export function UsersPage() {
  const me = useAdminGuard('users.list');
  if (!me) return null;
  return (
    <>
      <PageTitle>Volunteers</PageTitle>
      <UsersTable me={me} />
    </>
  );
}
