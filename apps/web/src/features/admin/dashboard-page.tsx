import { DASHBOARD_TABS, dashboardTabs } from '@voterroll/contract/policies';
import { type ReactNode, Suspense, useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { useDashboardTabs } from '../../lib/dashboard-tabs';
import { noAccessPath } from '../../lib/no-access';
import { useStoredUser } from '../../lib/stored-user';
import { ResearcherTab } from './researcher-tab';
import { UsersTable } from './users-table';

function Links({ children, links }: { children: ReactNode; links: [string, string][] }) {
  return (
    <>
      <p>{children}</p>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The role tabs' contents where the router gives none (DashboardTabsContext: the clerk's and the
 * Election Patriot's dashboards): what the tab is for, with links to its pages.
 */
const TAB_CONTENT: Record<string, (me: NonNullable<ReturnType<typeof useStoredUser>>) => ReactNode> = {
  patriot: () => (
    <Links
      links={[
        ['/election-patriot-dashboard', 'Election Patriot dashboard'],
        ['/registrations-for-review', 'Registrations for review'],
        ['/high-reg-density', 'High registration density'],
      ]}
    >
      Registrations flagged in your area, to research, confirm valid or prepare for a challenge:
    </Links>
  ),
  researcher: (me) => <ResearcherTab me={me} />,
  membership: (me) => <UsersTable me={me} membership />,
};

/**
 * /dashboard (spec 3 sections 2.1, 6): the welcome line, the user's county and jurisdiction, and
 * one tab per role in the order clerk, Election Patriot, researcher, membership requests; the first
 * visible tab is open. A user with none of those roles goes to the no-access page.
 */
export function DashboardPage() {
  const me = useStoredUser();
  const navigate = useNavigate();
  const slots = useDashboardTabs();
  const tabs = dashboardTabs(me?.roles ?? []);
  const first = tabs[0];
  useEffect(() => {
    if (me && !first)
      void navigate(
        noAccessPath(
          DASHBOARD_TABS.map((t) => t.permission),
          '/dashboard',
        ),
        { replace: true },
      );
  }, [me, first, navigate]);
  if (!me || !first) return null;
  const name = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.username;
  return (
    <>
      <PageTitle title="My Dashboard">Welcome {name}</PageTitle>
      <Row className="g-3 mb-3">
        <Col sm={6} lg={3}>
          <Card body>
            <div className="small text-body-secondary">County</div>
            <div className="fs-5">{me.county ?? 'All of Michigan'}</div>
          </Card>
        </Col>
        <Col sm={6} lg={3}>
          <Card body>
            <div className="small text-body-secondary">Jurisdiction</div>
            <div className="fs-5">{me.jurisdiction ?? 'All jurisdictions'}</div>
          </Card>
        </Col>
      </Row>
      <Tabs defaultActiveKey={first.key} id="dashboard-tabs" className="mb-3" mountOnEnter>
        {tabs.map((t) => (
          <Tab key={t.key} eventKey={t.key} title={t.label}>
            <Suspense fallback={<PageLoading />}>{slots[t.key] ?? TAB_CONTENT[t.key]?.(me)}</Suspense>
          </Tab>
        ))}
      </Tabs>
    </>
  );
}
