import { PATRIOT_PAGE_SIZE, REMOVED_INTRO } from '@voterroll/contract/patriot-api';
import { can } from '@voterroll/contract/policies';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import { DataTable } from '../../components/data-table/data-table';
import { PageLoading } from '../../components/page-loading';
import { WorkspaceTabs } from '../../components/workspace-tabs';
import { useStoredUser } from '../../lib/stored-user';
import { PatriotChallenges } from './patriot-challenges';
import { removedColumns } from './patriot-columns';
import { PatriotExplanation } from './patriot-explanation';
import { PatriotFlagged } from './patriot-flagged';
import { PatriotHomeCards } from './patriot-home-cards';
import { useRemovedFlagged } from './patriot-queries';

/** The Removed tab: the flagged registrations later voter files removed from the rolls. */
function PatriotRemoved() {
  const removed = useRemovedFlagged();
  return (
    <>
      <p>{REMOVED_INTRO}</p>
      {removed.isPending && <PageLoading />}
      {removed.isError && <Alert variant="danger">Error</Alert>}
      {removed.data && (
        <DataTable
          data={removed.data.rows}
          columns={removedColumns}
          getRowId={(r) => String(r.voter_identification_number)}
          pageSize={PATRIOT_PAGE_SIZE}
          urlKey="pr_"
          caption="Flagged registrations removed from the rolls"
          emptyText="No registration flagged in your area has been removed from the rolls."
        />
      )}
    </>
  );
}

/**
 * The Election Patriot dashboard (spec 3 section 2.3): header with county (ALL: the whole state)
 * and jurisdiction, what awaits the patriot (patriot-home-cards.tsx), the explanation card, and the Flagged and Removed tabs (Removed: ELECTION-
 * PATRIOT only, spec 3 section 6). Only the open tab is mounted. `titled`: its own heading, shown
 * under /dashboard's tab; /election-patriot-dashboard has the same words as its page title.
 */
export function PatriotDashboard({ titled = true }: { titled?: boolean }) {
  const me = useStoredUser();
  const [tab, setTab] = useState('flagged');
  if (!me) return null;
  const county = me.county && me.county !== 'ALL' ? me.county : 'All of Michigan';
  const jurisdiction = me.jurisdiction && me.jurisdiction !== 'ALL' ? me.jurisdiction : 'All jurisdictions';
  const stem = [me.county ?? 'MICHIGAN', me.jurisdiction].filter(Boolean).join('-').replace(/\s+/g, '-');
  return (
    <>
      {titled && <h2 className="h4">Election Patriot Dashboard</h2>}
      <p className="text-body-secondary" data-testid="patriot-area">
        {county} · {jurisdiction}
      </p>
      <PatriotHomeCards onOpen={() => setTab('flagged')} />
      <PatriotChallenges />
      <PatriotExplanation />
      <WorkspaceTabs id="patriot-tabs" tab={tab} first="flagged" onTab={setTab}>
        <Tab eventKey="flagged" title="Flagged">
          <PatriotFlagged fileStem={stem} />
        </Tab>
        {can(me.roles ?? [], 'patriot.removed-tab') && (
          <Tab eventKey="removed" title="Removed">
            <PatriotRemoved />
          </Tab>
        )}
      </WorkspaceTabs>
    </>
  );
}
