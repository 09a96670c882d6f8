import { PageTitle } from '../../components/page-title';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { PatriotDashboard } from './patriot-dashboard';

/** /election-patriot-dashboard (spec 3 sections 2.3, 6): patriots and site root; others to the no-access page. */
export function PatriotDashboardPage() {
  const me = usePermissionGuard('patriot.flagged-list');
  if (!me) return null;
  return (
    <>
      <PageTitle>Election Patriot Dashboard</PageTitle>
      <PatriotDashboard titled={false} />
    </>
  );
}
