import type { FlagState } from '@voterroll/contract/flags-api';
import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import type { ReviewRow } from '@voterroll/contract/review-api';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { PageLoading } from '../../components/page-loading';
import { DispositionAndActivityCards, VotingHistoryCard } from '../../components/research-notes/notes-cards';
import { NotesFooter, NotesHeader } from '../../components/research-notes/notes-header';
import { RegistrationFacts } from '../../components/research-notes/registration-facts';
import { ReviewOutcome } from '../../components/research-notes/review-outcome';
import { useFlagComments } from '../../components/research-notes/use-flag-comments';
import { useStoredUser } from '../../lib/stored-user';
import { FindingEvidence } from './finding-evidence';

/**
 * 'Research Notes for Voter ID: {id}' (spec 2 section 2.7, spec 3 section 2.4): full screen;
 * registration, NCOA and address details and the evidence of each finding on the left, the current
 * status, the reason and disposition form and the activity list on the right, voting history below.
 */
export function ResearchNotesDialog(p: {
  row: ReviewRow | null;
  onHide: () => void;
  onChanged: (flag: FlagState) => void;
  onFindingMarked: () => void;
  /** Offered to clerks and site root: the clerk's version of the notes (Add To Queue, Next Steps). */
  onOpenClerkNotes?: () => void;
}) {
  const r = p.row;
  const user = useStoredUser();
  const roles = user?.roles ?? [];
  const allowed = can(roles, 'review.research-notes');
  const { comments, flag, reload } = useFlagComments(r?.voter_identification_number ?? null, allowed);
  const status = flag?.current_triage_status ?? r?.current_triage_status ?? 'NEW';

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
                <div className="row g-3">
                  <div className="col-lg-6 d-grid gap-3 align-content-start">
                    <Card>
                      <Card.Header as="h3" className="h6">
                        Registration
                      </Card.Header>
                      <Card.Body>
                        <RegistrationFacts registration={r} />
                      </Card.Body>
                    </Card>
                    <Card>
                      <Card.Header as="h3" className="h6">
                        Evidence of the findings
                      </Card.Header>
                      <FindingEvidence row={r} onMarked={p.onFindingMarked} />
                    </Card>
                  </div>
                  <div className="col-lg-6 d-grid gap-3 align-content-start">
                    <Card>
                      <Card.Header as="h3" className="h6">
                        Cleanup progress
                      </Card.Header>
                      <Card.Body>
                        {comments.isPending ? (
                          <PageLoading />
                        ) : (
                          <ReviewOutcome
                            voterId={r.voter_identification_number}
                            flag={flag}
                            roles={roles}
                            unflagged="BULK_FLAG_REG"
                            onSaved={(f) => {
                              p.onChanged(f);
                              reload();
                            }}
                            onStale={reload}
                          />
                        )}
                      </Card.Body>
                    </Card>
                    <DispositionAndActivityCards
                      voterId={r.voter_identification_number}
                      pending={comments.isPending}
                      flag={flag}
                      comments={comments.data?.comments ?? []}
                      roles={roles}
                      onSaved={(f) => {
                        p.onChanged(f);
                        reload();
                      }}
                      onStale={reload}
                      unflagged={
                        <p className="mb-0 text-body-secondary">
                          This registration is not flagged: choose it in the table and use Send For Review.
                        </p>
                      }
                    />
                  </div>
                </div>
                <VotingHistoryCard voterId={r.voter_identification_number} />
              </div>
            )}
          </Modal.Body>
          <NotesFooter onHide={p.onHide}>
            {p.onOpenClerkNotes && allowed && (
              <Button variant="outline-primary" onClick={p.onOpenClerkNotes}>
                Clerk: Add To Queue / Next Steps
              </Button>
            )}
          </NotesFooter>
        </>
      )}
    </Modal>
  );
}
