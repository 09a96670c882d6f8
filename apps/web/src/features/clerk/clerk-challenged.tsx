import { CLERK_EMPTY_CHALLENGED, type ClerkReviewFilter } from '@voterroll/contract/clerk-api';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { formatCount } from '../../lib/format';
import { challengedColumns } from './clerk-columns';
import { useClerkSummary } from './clerk-queries';
import { ClerkTable } from './clerk-table';

/**
 * Challenged (spec 3 section 2.2): a metric dropdown ('Select Metric', then each metric with its
 * description and value); choosing one loads its table.
 */
export function ClerkChallenged(p: {
  filter: ClerkReviewFilter | '';
  onFilter: (f: ClerkReviewFilter | '') => void;
}) {
  const summary = useClerkSummary();
  return (
    <>
      {summary.isError && <Alert variant="danger">Error</Alert>}
      <Form.Group className="mb-3" style={{ maxWidth: '28rem' }} controlId="clerk-metric">
        <Form.Label>Metric</Form.Label>
        <Form.Select value={p.filter} onChange={(e) => p.onFilter(e.target.value as ClerkReviewFilter | '')}>
          <option value="">Select Metric</option>
          {summary.data?.map((m) => (
            <option key={m.metric_filter_code} value={m.metric_filter_code}>
              {m.metric_desc_x} ({formatCount(m.metric_value)})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {p.filter && (
        <ClerkTable
          key={p.filter}
          kind={{ tab: 'challenged', filter: p.filter }}
          columns={challengedColumns}
          urlKey="cc_"
          caption="Registrations for clerk review"
          emptyText={CLERK_EMPTY_CHALLENGED}
        />
      )}
    </>
  );
}
