import type { Registration } from '@voterroll/contract/addresses-api';
import type { FlagState } from '@voterroll/contract/flags-api';
import { can } from '@voterroll/contract/policies';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { useFlagComments } from '../../components/flags/flags-queries';
import { CleanupProgressCard } from '../../components/flags/review-outcome';
import { BallotTrackerModal } from '../../components/registration/ballot-tracker-modal';
import { ChangeHistory } from '../../components/registration/change-history';
import { fullName, RegistrationCard } from '../../components/registration/registration-card';
import { useRegistration } from '../../components/registration/registration-queries';
import { VotingHistory } from '../../components/registration/voting-history';
import { useStoredUser } from '../../lib/stored-user';
import { VolunteerActivity } from './volunteer-activity';

/**
 * The full-screen registration-details view (spec 1): Back, the registration card, for reviewing
 * volunteers the cleanup progress and review outcomes (spec 1 section 4), the volunteers' activity
 * and the voting-history matrix, with the Nov 2024 Ballot Tracker one click away.
 */
export function RegistrationDetails(props: {
  registration: Registration | null;
  onBack: () => void;
  /** A review outcome changed the registration's status: the page's row takes it. */
  onChanged?: (flag: FlagState) => void;
}) {
  const r = props.registration;
  const [tracker, setTracker] = useState(false);
  return (
    <Modal show={r !== null} onHide={props.onBack} fullscreen aria-labelledby="registration-details-title">
      {r && (
        <>
          <Modal.Header>
            <Button variant="outline-secondary" onClick={props.onBack}>
              ← Back
            </Button>
            <Modal.Title id="registration-details-title" className="ms-3 h5">
              Registration details: {fullName(r)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="container-xl d-grid gap-3">
              <RegistrationCard
                registration={r}
                actions={
                  <Button variant="outline-primary" size="sm" onClick={() => setTracker(true)}>
                    Nov 2024 Ballot Tracker
                  </Button>
                }
              />
              <ReviewCard voterId={r.voter_identification_number} onChanged={props.onChanged} />
              <Card>
                <Card.Header as="h2" className="h6">
                  Volunteer Activity
                </Card.Header>
                <Card.Body>
                  <VolunteerActivity voterId={r.voter_identification_number} />
                </Card.Body>
              </Card>
              <Card>
                <Card.Header as="h2" className="h6">
                  Changes Between Files
                </Card.Header>
                <Card.Body>
                  <ChangeHistory voterId={r.voter_identification_number} />
                </Card.Body>
              </Card>
              <Card>
                <Card.Header as="h2" className="h6">
                  Voting History
                </Card.Header>
                <Card.Body>
                  <VotingHistory voterId={r.voter_identification_number} />
                </Card.Body>
              </Card>
            </div>
            <BallotTrackerModal
              voterId={r.voter_identification_number}
              show={tracker}
              onHide={() => setTracker(false)}
            />
          </Modal.Body>
        </>
      )}
    </Modal>
  );
}

/** The review card, for a signed-in user whose role reviews registrations and whose area holds it. */
function ReviewCard(p: { voterId: string; onChanged?: ((flag: FlagState) => void) | undefined }) {
  const user = useStoredUser();
  const roles = user?.roles ?? [];
  const reviews = can(roles, 'flags.triage');
  const { comments, flag, reload } = useFlagComments(p.voterId, reviews);
  // The findings decide which review outcomes are offered (as the server decides which it records).
  const registration = useRegistration(p.voterId, reviews);
  // Outside the user's area (403) or failed: Volunteer Activity says why; no review offered here.
  if (!reviews || comments.isError) return null;
  return (
    <CleanupProgressCard
      heading="h2"
      pending={comments.isPending || registration.isLoading}
      voterId={p.voterId}
      flag={flag}
      roles={roles}
      unflagged="FLAG_REG"
      rules={registration.data?.findings.map((f) => f.rule)}
      onSaved={(f) => {
        p.onChanged?.(f);
        reload();
      }}
      onStale={reload}
    />
  );
}
