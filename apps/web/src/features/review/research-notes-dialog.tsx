import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FlagState, flaggedCommentsResponse } from '@voterroll/contract/flags-api';
import { can, INSUFFICIENT_PERMISSION_MESSAGE } from '@voterroll/contract/policies';
import type { ReviewRow } from '@voterroll/contract/review-api';
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { PageLoading } from '../../components/page-loading';
import { triageLook } from '../../components/registration/triage-icon';
import { VotingHistoryMatrix } from '../../components/registration/voting-history-matrix';
import { apiGet } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';
import { ActivityList } from './activity-list';
import { DispositionForm } from './disposition-form';
import { FindingEvidence } from './finding-evidence';

const Item = ({ label, children }: { label: string; children: ReactNode }) =>
  children === null || children === undefined || children === '' ? null : (
    <>
      <dt className="col-5 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-7 mb-1">{children}</dd>
    </>
  );

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
}) {
  const r = p.row;
  const user = useStoredUser();
  const roles = user?.roles ?? [];
  const allowed = can(roles, 'review.research-notes');
  const queryClient = useQueryClient();
  const key = ['flagged-registration-comments', String(r?.voter_identification_number)];
  const comments = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet(
        `/api/flagged-registration-comments/${r?.voter_identification_number}`,
        flaggedCommentsResponse,
        signal,
      ),
    enabled: r !== null && allowed,
    staleTime: 0,
  });
  const flag = comments.data?.['flagged-registration'] ?? null;
  const status = flag?.current_triage_status ?? r?.current_triage_status ?? 'NEW';
  const look = triageLook(status);
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });

  return (
    <Modal show={r !== null} onHide={p.onHide} fullscreen aria-labelledby="research-notes-title">
      {r && (
        <>
          <Modal.Header closeButton>
            <Modal.Title id="research-notes-title" as="h2" className="h5">
              Research Notes for Voter ID: {r.voter_identification_number}
            </Modal.Title>
            <span className={`badge ms-3 border ${look.colourClass}`} data-testid="notes-status">
              {status === 'NEW' ? 'UNFLAGGED' : TRIAGE_STATUS_INFO[status].label}
            </span>
          </Modal.Header>
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
                        <dl className="row mb-0">
                          <Item label="Name">{r.full_name}</Item>
                          <Item label="Year of birth">{r.year_of_birth}</Item>
                          <Item label="Address">{r.full_street_address}</Item>
                          <Item label="Jurisdiction">{r.jurisdiction_name}</Item>
                          <Item label="Precinct">{r.precinct}</Item>
                          <Item label="Registration date">{r.registration_date}</Item>
                          <Item label="Voter status">{r.voter_status_type_code}</Item>
                          <Item label="Registrations at address">{r.reg_count}</Item>
                          <Item label="Last voted">{r.last_voted_election}</Item>
                          <Item label="UOCAVA">{r.uocava_status_code}</Item>
                        </dl>
                        {r.ncoa_move_date && (
                          <>
                            <h4 className="h6 mt-3">NCOA details</h4>
                            <dl className="row mb-0" data-testid="ncoa-details">
                              <Item label="Move date">{r.ncoa_move_date}</Item>
                              <Item label="Moved to">{r.ncoa_moved_to_address}</Item>
                              <Item label="Match type">{r.ncoa_match_type}</Item>
                              <Item label="Delivery point">{r.ncoa_delivery_point}</Item>
                              <Item label="Moved from county">{r.moved_from_county}</Item>
                            </dl>
                          </>
                        )}
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
                        Reason and disposition
                      </Card.Header>
                      <Card.Body>
                        {comments.isPending ? (
                          <PageLoading />
                        ) : flag ? (
                          <DispositionForm
                            key={flag.flagged_reg_id}
                            voterId={r.voter_identification_number}
                            flag={flag}
                            roles={roles}
                            onSaved={(f) => {
                              p.onChanged(f);
                              reload();
                            }}
                            onStale={reload}
                          />
                        ) : (
                          <p className="mb-0 text-body-secondary">
                            This registration is not flagged: choose it in the table and use Send For Review.
                          </p>
                        )}
                      </Card.Body>
                    </Card>
                    <Card>
                      <Card.Header as="h3" className="h6">
                        Activity
                      </Card.Header>
                      <Card.Body>
                        <ActivityList comments={comments.data?.comments ?? []} />
                      </Card.Body>
                    </Card>
                  </div>
                </div>
                <Card>
                  <Card.Header as="h3" className="h6">
                    Voting History
                  </Card.Header>
                  <Card.Body>
                    <VotingHistoryMatrix voterId={String(r.voter_identification_number)} />
                  </Card.Body>
                </Card>
              </div>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={p.onHide}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
