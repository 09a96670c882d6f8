import { PageTitle } from '../../components/page-title';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { ClerkDashboard } from './clerk-dashboard';

/**
 * /registrations-for-clerk-review (spec 3 sections 2, 6): titled County - Township, the clerk
 * dashboard; other users go to /login with the permission message (the server refuses the data too).
 */
export function ClerkReviewPage() {
  const me = usePermissionGuard('clerk.dashboard');
  if (!me) return null;
  const title = `${me.county ?? 'All of Michigan'} - ${me.jurisdiction ?? 'All jurisdictions'}`;
  return (
    <>
      <PageTitle title="Clerk review">{title}</PageTitle>
      <ClerkDashboard />
    </>
  );
}
