import { useQueryClient } from '@tanstack/react-query';
import { voterIdSchema } from '@voterroll/contract/flags-api';
import { personName } from '@voterroll/contract/labels';
import { can, PLEASE_LOG_IN_MESSAGE } from '@voterroll/contract/policies';
import type { TriageStatus } from '@voterroll/contract/triage';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CLERK_KEY } from '../../components/clerk-list/clerk-list-queries';
import { ListBar } from '../../components/clerk-list/list-bar';
import { readListPlace } from '../../components/clerk-list/list-place';
import { useNextInList } from '../../components/clerk-list/use-next-in-list';
import { ActivityList } from '../../components/flags/activity-list';
import { FindingEvidence } from '../../components/flags/finding-evidence';
import { useFlagComments } from '../../components/flags/flags-queries';
import { NotesCard } from '../../components/flags/notes-card';
import { StatusBadge } from '../../components/flags/notes-header';
import { RegistrationActions } from '../../components/flags/registration-actions';
import { RegistrationFactsCard } from '../../components/flags/registration-facts';
import { CleanupProgressCard } from '../../components/flags/review-outcome';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { ChangeHistory } from '../../components/registration/change-history';
import { useRegistration } from '../../components/registration/registration-queries';
import { VotingHistory } from '../../components/registration/voting-history';
import { ApiError } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';
import { usePermissionGuard } from '../../lib/use-permission-guard';

/**
 * /registration/{voterId} (issue 26 item 3): one registration on one page, a link anyone allowed
 * can share: the action bar (exactly the moves the transition table gives the user's roles from
 * the current status), the registration card with its address research, every finding with its
 * evidence, source and what it does not prove, the cleanup progress and review outcomes, the
 * activity, the changes between files and the voting history. The server answers only inside the
 * user's area; its refusal is shown in its own words.
 */
export function RegistrationPage() {
  const { voterId: param = '' } = useParams();
  // Digits only (the schema alone would take " 12" or "1e3"); the dataset's IDs run to 13 digits.
  const parsed = /^\d+$/.test(param) ? voterIdSchema.safeParse(param) : undefined;
  const voterId = parsed?.success ? parsed.data : null;
  const user = useStoredUser();
  const roles = user?.roles ?? [];
  const navigate = useNavigate();
  const allowed = can(roles, 'registration.view');
  // A signed-in role that may not read registrations sees the no-access page.
  usePermissionGuard('registration.view');
  const registration = useRegistration(voterId, allowed);
  const { comments, flag, reload } = useFlagComments(voterId, allowed && registration.isSuccess);
  // Opened from a clerk list: its place, to go back and to step on ("Save and next").
  const [search] = useSearchParams();
  const place = readListPlace(search);
  const inList = useNextInList(place, voterId ?? 0, voterId !== null && can(roles, 'clerk.dashboard'));
  const savedFrom = (useLocation().state as { savedFrom?: number } | null)?.savedFrom;
  const client = useQueryClient();
  const expired = registration.error instanceof ApiError && registration.error.kind === 'unauthorized';
  useEffect(() => {
    if (expired) void navigate(`/login?redirect-msg=${encodeURIComponent(PLEASE_LOG_IN_MESSAGE)}`);
  }, [expired, navigate]);

  if (voterId === null)
    return <Failure title="Registration" text={`"${param}" is not a voter ID: a voter ID is a number.`} />;
  if (!allowed) return null;
  if (registration.isError)
    return (
      <Failure title={`Voter ID ${voterId}`} text={registration.error.message}>
        {/* Not in the current file (a removed registration, opened from Registrations Removed):
            its changes between files say when it left and what it was. */}
        {registration.error instanceof ApiError && registration.error.status === 404 && (
          <NotesCard title="Changes Between Files" heading="h2">
            <ChangeHistory voterId={String(voterId)} />
          </NotesCard>
        )}
      </Failure>
    );
  if (!registration.data) return <PageLoading />;

  const { registration: r, findings, snapshot_date } = registration.data;
  const status: TriageStatus = flag?.current_triage_status ?? r.current_triage_status;
  // A challenge was submitted (now or before the clerk took it up): its packet opens from here.
  const packet =
    can(roles, 'challenge.prepare') &&
    (status === 'CS' || (comments.data?.comments ?? []).some((c) => c.current_triage_status === 'CS'));
  const refresh = () => {
    reload();
    void registration.refetch();
    if (place) void client.invalidateQueries({ queryKey: [CLERK_KEY] });
  };
  // Computed before the save, in the list's order as it was: the save may take this one out.
  const saveAndGo =
    place && inList?.state === 'ready'
      ? {
          label: inList.next ? 'Save and next' : 'Save and back to the list',
          go: () => void navigate(inList.next?.href ?? place.back, { state: { savedFrom: voterId } }),
        }
      : undefined;
  return (
    <div className="container-xl d-grid gap-3" data-testid="registration-page">
      <div>
        <PageTitle title={`${personName(r)}, Voter ID ${r.voter_identification_number}`}>
          {personName(r)}{' '}
          <span className="text-body-secondary fs-5">Voter ID {r.voter_identification_number}</span>
        </PageTitle>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <StatusBadge status={status} />
          <span className="small text-body-secondary">Voter file of {snapshot_date}</span>
          {packet && (
            <Link
              className="btn btn-sm btn-outline-primary"
              to={`/challenge/${r.voter_identification_number}`}
            >
              Open the challenge packet
            </Link>
          )}
        </div>
        {place && inList && <ListBar place={place} inList={inList} />}
      </div>
      {savedFrom !== undefined && savedFrom !== voterId && (
        <Alert variant="success" className="mb-0" data-testid="saved-from">
          Saved Voter ID {savedFrom}. This is the next registration of the list.
        </Alert>
      )}
      <NotesCard title="Actions" heading="h2">
        {comments.isPending ? (
          <PageLoading />
        ) : (
          <RegistrationActions
            key={r.voter_identification_number}
            saveAndGo={saveAndGo}
            voterId={r.voter_identification_number}
            status={status}
            flag={flag}
            roles={roles}
            onSaved={refresh}
            onStale={refresh}
          />
        )}
      </NotesCard>
      <div className="row g-3">
        <div className="col-lg-5 d-grid gap-3 align-content-start">
          <RegistrationFactsCard registration={r} heading="h2" />
        </div>
        <div className="col-lg-7 d-grid gap-3 align-content-start">
          <NotesCard title="Findings and their evidence" heading="h2">
            <FindingEvidence voterId={r.voter_identification_number} findings={findings} onMarked={refresh} />
          </NotesCard>
          <CleanupProgressCard
            heading="h2"
            pending={comments.isPending}
            voterId={r.voter_identification_number}
            flag={flag}
            roles={roles}
            unflagged={findings.length > 0 ? 'BULK_FLAG_REG' : 'FLAG_REG'}
            rules={findings.map((f) => f.rule)}
            onSaved={refresh}
            onStale={refresh}
          />
        </div>
      </div>
      <NotesCard title="Activity" heading="h2">
        {comments.isError ? (
          <Alert variant="danger" className="mb-0">
            {comments.error.message}
          </Alert>
        ) : comments.data ? (
          <ActivityList comments={comments.data.comments} />
        ) : (
          <PageLoading />
        )}
      </NotesCard>
      <NotesCard title="Changes Between Files" heading="h2">
        <ChangeHistory voterId={String(r.voter_identification_number)} />
      </NotesCard>
      <NotesCard title="Voting History" heading="h2">
        <VotingHistory voterId={String(r.voter_identification_number)} />
      </NotesCard>
    </div>
  );
}

function Failure({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="container-xl d-grid gap-3" data-testid="registration-page">
      <PageTitle>{title}</PageTitle>
      <Alert variant="danger" className="mb-0">
        {text}
      </Alert>
      {children}
    </div>
  );
}
