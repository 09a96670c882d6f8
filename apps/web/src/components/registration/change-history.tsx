import { useQuery } from '@tanstack/react-query';
import {
  changeValueInWords,
  type RegistrationChange,
  registrationChangesResponse,
  whatChanged,
} from '@voterroll/contract/changes-api';
import { can } from '@voterroll/contract/policies';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ApiError, apiGet, segment } from '../../lib/api-client';
import { longDate } from '../../lib/format';
import { useStoredUser } from '../../lib/stored-user';
import { PageLoading } from '../page-loading';

/**
 * "Changes between files" (issue 29): what changed in this registration from one monthly file to
 * the next (GET /api/registration-changes), newest first, for a signed-in user who may see the
 * registrations changed and whose area holds it; others read why not.
 */
export function ChangeHistory({ voterId }: { voterId: string }) {
  const user = useStoredUser();
  const allowed = can(user?.roles ?? [], 'changes.view');
  const url = `/api/registration-changes/${segment(voterId)}`;
  const history = useQuery({
    queryKey: ['registration-changes-of', url, user?.username],
    queryFn: ({ signal }) => apiGet(url, registrationChangesResponse, signal),
    enabled: allowed,
    retry: false,
  });
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
      <Table size="sm" className="mb-0 align-middle">
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
          {changes.map((c) => (
            <tr key={`${c.snapshot_date}:${c.kind}`}>
              <td className="text-nowrap">{longDate(c.snapshot_date)}</td>
              <td>{whatChanged(c.kind)}</td>
              <td className="text-break">{shown(c, c.before)}</td>
              <td className="text-break fw-semibold">{shown(c, c.after)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Added and removed have no before and after. */
const shown = (c: RegistrationChange, value: string) =>
  c.kind === 'added' || c.kind === 'removed' ? '' : changeValueInWords(c.kind, value);
