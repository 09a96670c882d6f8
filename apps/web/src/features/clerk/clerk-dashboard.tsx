import {
  CLERK_EMPTY_CONFIRMATION,
  CLERK_EMPTY_WORKSPACE,
  CLERK_METRICS,
  CLERK_REVIEW_FILTERS,
  type ClerkMetricKey,
  type ClerkReviewFilter,
} from '@voterroll/contract/clerk-api';
import { CLERK_STATUSES, TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import { WorkspaceTabs } from '../../components/workspace-tabs';
import { useUrlParams } from '../../lib/use-url-params';
import { ClerkChallenged } from './clerk-challenged';
import { challengedColumns, confirmationColumns } from './clerk-columns';
import { ClerkHome } from './clerk-home';
import { ClerkTable } from './clerk-table';

const DUE = CLERK_METRICS.due_for_confirmation_count;
const TABS = ['home', 'workspace', 'challenged', 'confirmation'] as const;

/**
 * The clerk dashboard (spec 3 section 2.2): Home, My Workspace, Challenged, Confirmation. Only the
 * open tab is mounted, so only it loads. A card of Home opens its list.
 */
export function ClerkDashboard() {
  // The tab, the Challenged metric and the queue's status are in the URL (shareable, kept on reload).
  const [params, setParams] = useUrlParams();
  const tab = TABS.find((t) => t === params.get('clerk_tab')) ?? 'home';
  const metric = params.get('clerk_metric');
  // Challenged opens on Challenges Submitted rather than blank: the clerk's first work.
  const filter = (CLERK_REVIEW_FILTERS as readonly string[]).includes(metric ?? '')
    ? (metric as ClerkReviewFilter)
    : 'CS';
  const queued = params.get('clerk_status');
  const status = (CLERK_STATUSES as readonly string[]).includes(queued ?? '') ? (queued as string) : 'ALL';
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes))
          if (v === null) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true },
    );
  const setTab = (t: string) => set({ clerk_tab: t === 'home' ? null : t });
  const setFilter = (f: ClerkReviewFilter | '') => set({ clerk_metric: f || null });
  const setStatus = (s: string) => set({ clerk_status: s === 'ALL' ? null : s });
  const open = (key: ClerkMetricKey) => {
    const l = CLERK_METRICS[key].list;
    set({
      clerk_tab: l.tab,
      ...(l.tab === 'challenged' ? { clerk_metric: l.filter } : {}),
      ...(l.tab === 'workspace' ? { clerk_status: l.status === 'ALL' ? null : l.status } : {}),
    });
  };
  return (
    <WorkspaceTabs id="clerk-tabs" tab={tab} first="home" onTab={setTab}>
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
                {TRIAGE_STATUS_INFO[s].filterLabel}
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
        {/* What the list holds, in the card's words: the card counts exactly this list. */}
        <p className="small text-body-secondary mb-2" data-testid="clerk-list-description">
          {DUE.caption}
        </p>
        <ClerkTable
          kind={{ tab: 'confirmation' }}
          columns={confirmationColumns}
          urlKey="cf_"
          caption={`${DUE.title}: ${DUE.caption}`}
          emptyText={CLERK_EMPTY_CONFIRMATION}
        />
      </Tab>
    </WorkspaceTabs>
  );
}
