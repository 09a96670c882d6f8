import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import type { TriageStatus } from '@voterroll/contract/triage';
import type { ComponentProps, ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import { useStoredUser } from '../../lib/stored-user';
import { useFlagComments } from './flags-queries';
import { type DispositionAndActivityCards, VotingHistoryCard } from './notes-cards';
import { NotesFooter, NotesHeader } from './notes-header';

/** What a research notes dialog's columns are drawn from: the user's roles and the flag as loaded. */
export interface NotesContext {
  roles: string[];
  comments: ReturnType<typeof useFlagComments>['comments'];
  flag: ReturnType<typeof useFlagComments>['flag'];
  reload: () => void;
  /** DispositionAndActivityCards' props but onSaved, from the above. */
  disposition: Omit<ComponentProps<typeof DispositionAndActivityCards>, 'onSaved'>;
}

/**
 * The frame both 'Research Notes for Voter ID: {id}' dialogs share (the review list's and the
 * Election Patriot's): full screen, the header with the current status (the listed row's until
 * the flag loads), the permission check, two columns the caller draws, voting history below, and
 * the footer (`actions` only for a user allowed to see the notes).
 */
export function ResearchNotesModal(p: {
  voterId: number | null;
  listedStatus: TriageStatus | undefined;
  onHide: () => void;
  actions?: ReactNode;
  columns: (c: NotesContext) => { left: ReactNode; right: ReactNode };
}) {
  const roles = useStoredUser()?.roles ?? [];
  const allowed = can(roles, 'review.research-notes');
  const { comments, flag, reload } = useFlagComments(p.voterId, allowed);
  const status = flag?.current_triage_status ?? p.listedStatus ?? 'NEW';
  const columns =
    p.voterId !== null && allowed
      ? p.columns({
          roles,
          comments,
          flag,
          reload,
          disposition: {
            voterId: p.voterId,
            pending: comments.isPending,
            flag,
            comments: comments.data?.comments ?? [],
            roles,
            onStale: reload,
          },
        })
      : null;
  return (
    <Modal show={p.voterId !== null} onHide={p.onHide} fullscreen aria-labelledby="research-notes-title">
      {p.voterId !== null && (
        <>
          <NotesHeader voterId={p.voterId} status={status} />
          <Modal.Body>
            {!columns ? (
              <Alert variant="danger">{INSUFFICIENT_PERMISSION_MESSAGE}</Alert>
            ) : (
              <div className="container-fluid d-grid gap-3">
                {comments.isError && <Alert variant="danger">{comments.error.message}</Alert>}
                <div className="row g-3">
                  <div className="col-lg-6 d-grid gap-3 align-content-start">{columns.left}</div>
                  <div className="col-lg-6 d-grid gap-3 align-content-start">{columns.right}</div>
                </div>
                <VotingHistoryCard voterId={p.voterId} />
              </div>
            )}
          </Modal.Body>
          <NotesFooter onHide={p.onHide}>{allowed && p.actions}</NotesFooter>
        </>
      )}
    </Modal>
  );
}
