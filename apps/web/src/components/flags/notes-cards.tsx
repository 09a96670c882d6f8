import { can } from '@voterroll/contract/policies';
import type { ComponentProps, ReactNode } from 'react';
import { PageLoading } from '../page-loading';
import { VotingHistory } from '../registration/voting-history';
import { ActivityList } from './activity-list';
import { DispositionForm } from './disposition-form';
import { NotesCard } from './notes-card';

/**
 * 'Reason and disposition' then 'Activity', as the review's and the Election Patriot's Research
 * Notes show them: the form once the flag's comments are read, or `unflagged` when there is no flag.
 */
type DispositionProps = ComponentProps<typeof DispositionForm>;

/** Said to the roles that read the notes but change nothing (law enforcement, site admin). */
export const READ_ONLY_NOTES =
  'Read only: your role reads the evidence and the history of this registration; it does not change it.';

export function DispositionAndActivityCards(p: {
  voterId: DispositionProps['voterId'];
  pending: boolean;
  flag: DispositionProps['flag'] | null;
  comments: ComponentProps<typeof ActivityList>['comments'];
  roles: DispositionProps['roles'];
  onSaved: DispositionProps['onSaved'];
  onStale: DispositionProps['onStale'];
  unflagged?: ReactNode;
}) {
  return (
    <>
      <NotesCard title="Reason and disposition">
        {p.pending ? (
          <PageLoading />
        ) : !can(p.roles, 'flags.triage') ? (
          <p className="mb-0 text-body-secondary" data-testid="read-only-notes">
            {READ_ONLY_NOTES}
          </p>
        ) : p.flag ? (
          <DispositionForm
            key={p.flag.flagged_reg_id}
            voterId={p.voterId}
            flag={p.flag}
            roles={p.roles}
            onSaved={p.onSaved}
            onStale={p.onStale}
          />
        ) : (
          (p.unflagged ?? null)
        )}
      </NotesCard>
      <NotesCard title="Activity">
        <ActivityList comments={p.comments} />
      </NotesCard>
    </>
  );
}

export function VotingHistoryCard(p: { voterId: string | number }) {
  return (
    <NotesCard title="Voting History">
      <VotingHistory voterId={String(p.voterId)} />
    </NotesCard>
  );
}
