import {
  CLERK_EMPTY_CONFIRMATION,
  CLERK_EMPTY_WORKSPACE,
  CLERK_METRICS,
  type ClerkMetricKey,
  type ClerkReviewFilter,
} from '@voterroll/contract/clerk-api';
import { CLERK_STATUSES, TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { ClerkChallenged } from './clerk-challenged';
import { challengedColumns, confirmationColumns } from './clerk-columns';
import { ClerkHome } from './clerk-home';
import { ClerkTable } from './clerk-table';

/**
 * The clerk dashboard (spec 3 section 2.2): Home, My Workspace, Challenged, Confirmation. Only the
 * open tab is mounted, so only it loads. A card of Home opens its list.
 */
export function ClerkDashboard() {
  const [tab, setTab] = useState('home');
  const [filter, setFilter] = useState<ClerkReviewFilter | ''>('');
  const [status, setStatus] = useState('ALL');
  const open = (key: ClerkMetricKey) => {
    const l = CLERK_METRICS[key].list;
    if (l.tab === 'challenged') setFilter(l.filter);
    if (l.tab === 'workspace') setStatus(l.status);
    setTab(l.tab);
  };
  return (
    <Tabs
      activeKey={tab}
      onSelect={(k) => setTab(k ?? 'home')}
      id="clerk-tabs"
      className="mb-3"
      mountOnEnter
      unmountOnExit
    >
      <Tab eventKey="home" title="Home">
        <ClerkHome onOpen={open} />
      </Tab>
      <Tab eventKey="workspace" title="My Workspace">
        <Form.Group className="mb-2" style={{ maxWidth: '20rem' }} controlId="clerk-queue-status">
          <Form.Label className="small mb-1">Status</Form.Label>
          <Form.Select size="sm" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="ALL">All in my work</option>
            {CLERK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TRIAGE_STATUS_INFO[s].label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <ClerkTable
          key={status}
          kind={{ tab: 'workspace', status }}
          columns={challengedColumns}
          urlKey="cw_"
          caption="My work queue"
          emptyText={CLERK_EMPTY_WORKSPACE}
        />
      </Tab>
      <Tab eventKey="challenged" title="Challenged">
        <ClerkChallenged filter={filter} onFilter={setFilter} />
      </Tab>
      <Tab eventKey="confirmation" title="Confirmation">
        <ClerkTable
          kind={{ tab: 'confirmation' }}
          columns={confirmationColumns}
          urlKey="cf_"
          caption="Registrations due for confirmation"
          emptyText={CLERK_EMPTY_CONFIRMATION}
        />
      </Tab>
    </Tabs>
  );
}
