import { changeValueInWords, type RegistrationChange, whatChanged } from '@voterroll/contract/changes-api';
import { can } from '@voterroll/contract/policies';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { longDate } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { PageLoading } from '../page-loading';
import '../table-stack.css';
import { useRegistrationChanges } from './registration-queries';

/**
 * "Changes between files" (issue 29): what changed in this registration from one monthly file to
 * the next (GET /api/registration-changes), newest first, for a signed-in user who may see the
 * registrations changed and whose area holds it; others read why not.
 */
export function ChangeHistory({ voterId }: { voterId: string }) {
  const user = useStoredUser();
  const allowed = can(user?.roles ?? [], 'changes.view');
  const history = useRegistrationChanges(voterId, allowed);
  if (!user)
    return (
      <p className="text-body-secondary mb-0">
        <Link to="/login">Sign in</Link> as a Digital Researcher, Election Patriot or Clerk to see this
        registration's changes between monthly files.
      </p>
    );
  if (!allowed)
    return (
      <p className="text-body-secondary mb-0">
        Changes between files are shown to Digital Researchers, Election Patriots and Clerks.
      </p>
    );
  if (history.isPending) return <PageLoading />;
  if (history.isError)
    return (
      <p className="text-body-secondary mb-0">
        {history.error instanceof ApiError && history.error.kind === 'forbidden'
          ? 'Changes between files are shown for registrations in your area only.'
          : history.error.message || 'The changes could not be loaded.'}
      </p>
    );
  const changes = history.data.changes;
  if (changes.length === 0)
    return <p className="text-body-secondary mb-0">No change in the monthly files loaded so far.</p>;
  return (
    <div className="table-responsive">
      {/* On a phone each change stacks, label beside value (four columns cut "After" at 390 px). */}
      <Table size="sm" className="mb-0 align-middle table-stack table-stack-plain">
        <caption className="visually-hidden">Changes between files</caption>
        <thead>
          <tr>
            <th scope="col">File of</th>
            <th scope="col">What changed</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => {
            // Added and removed have no before and after: no empty labels in a phone's stack.
            const blank = c.kind === 'added' || c.kind === 'removed' ? ' d-none d-sm-table-cell' : '';
            return (
              <tr key={`${c.snapshot_date}:${c.kind}`}>
                <td className="text-nowrap" data-label="File of">
                  <span className="cell-value">{longDate(c.snapshot_date)}</span>
                </td>
                <td data-label="What changed">
                  <span className="cell-value">{whatChanged(c.kind)}</span>
                </td>
                <td className={`text-break${blank}`} data-label="Before">
                  <span className="cell-value">{shown(c, c.before)}</span>
                </td>
                <td className={`text-break fw-semibold${blank}`} data-label="After">
                  <span className="cell-value">{shown(c, c.after)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

/** Added and removed have no before and after. */
const shown = (c: RegistrationChange, value: string) =>
  c.kind === 'added' || c.kind === 'removed' ? '' : changeValueInWords(c.kind, value);
