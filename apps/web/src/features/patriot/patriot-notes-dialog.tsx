import type { FlagState } from '@voterroll/contract/flags-api';
import type { FlaggedRow } from '@voterroll/contract/patriot-api';
import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { DispositionAndActivityCards, VotingHistoryCard } from '../../components/research-notes/notes-cards';
import { NotesFooter, NotesHeader } from '../../components/research-notes/notes-header';
import { RegistrationFacts } from '../../components/research-notes/registration-facts';
import { useFlagComments } from '../../components/research-notes/use-flag-comments';
import { useStoredUser } from '../../lib/stored-user';

/**
 * The Election Patriot's 'Research Notes for Voter ID: {id}' (spec 3 section 2.4): full screen;
 * the registration on the left, the reason and disposition form and the activity on the right,
 * voting history below. The flagged list's rows carry no NCOA or last-vote fields: those lines
 * are left out. The server answers the comments for the caller's area only.
 */
export function PatriotNotesDialog(p: { row: FlaggedRow | null; onHide: () => void; onChanged: () => void }) {
  const r = p.row;
  const roles = useStoredUser()?.roles ?? [];
  const allowed = can(roles, 'review.research-notes');
  const { comments, flag, reload } = useFlagComments(r?.voter_identification_number ?? null, allowed);
  const status = flag?.current_triage_status ?? r?.current_triage_status ?? 'NEW';
  const saved = (_: FlagState) => {
    p.onChanged();
    reload();
  };
  return (
    <Modal show={r !== null} onHide={p.onHide} fullscreen aria-labelledby="research-notes-title">
      {r && (
        <>
          <NotesHeader voterId={r.voter_identification_number} status={status} />
          <Modal.Body>
            {!allowed ? (
              <Alert variant="danger">{INSUFFICIENT_PERMISSION_MESSAGE}</Alert>
            ) : (
              <div className="container-fluid d-grid gap-3">
                {comments.isError && <Alert variant="danger">{comments.error.message}</Alert>}
                <div className="row g-3">
                  <div className="col-lg-6">
                    <Card>
                      <Card.Header as="h3" className="h6">
                        Registration
                      </Card.Header>
                      <Card.Body>
                        <RegistrationFacts
                          registration={{
                            ...r,
                            voter_status_type_code: r.voter_status_type_code ?? '',
                            last_voted_election: null,
                            ncoa_move_date: null,
                            ncoa_moved_to_address: null,
                            ncoa_delivery_point: null,
                          }}
                        />
                      </Card.Body>
                    </Card>
                  </div>
                  <div className="col-lg-6 d-grid gap-3 align-content-start">
                    <DispositionAndActivityCards
                      voterId={r.voter_identification_number}
                      pending={comments.isPending}
                      flag={flag}
                      comments={comments.data?.comments ?? []}
                      roles={roles}
                      onSaved={saved}
                      onStale={reload}
                    />
                  </div>
                </div>
                <VotingHistoryCard voterId={r.voter_identification_number} />
              </div>
            )}
          </Modal.Body>
          <NotesFooter onHide={p.onHide} />
        </>
      )}
    </Modal>
  );
}
