import type { Registration } from '@voterroll/contract/addresses-api';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { BallotTrackerModal } from './ballot-tracker-modal';
import { fullName, RegistrationCard } from './registration-card';
import { VolunteerActivity } from './volunteer-activity';
import { VotingHistoryMatrix } from './voting-history-matrix';

/**
 * The full-screen registration-details view (spec 1): Back, the registration card, the volunteers'
 * activity and the voting-history matrix, with the Nov 2024 Ballot Tracker one click away.
 */
export function RegistrationDetails(props: { registration: Registration | null; onBack: () => void }) {
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
                  Voting History
                </Card.Header>
                <Card.Body>
                  <VotingHistoryMatrix voterId={r.voter_identification_number} />
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
