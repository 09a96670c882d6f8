import { votingMethodLabel } from '@voterroll/contract/labels';
import { NOV_2024_ELECTION } from '@voterroll/contract/voters-api';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { errorText } from '../../lib/api-client';
import { electionDate } from '../../lib/format';
import { PageLoading } from '../page-loading';
import { useNov2024Tracker } from './registration-queries';

const NOT_AVAILABLE = 'Not available';
const orNotAvailable = (v: string | null) => (v === null || v === '' ? NOT_AVAILABLE : v);
const yesNo = (v: 'Y' | 'N' | null) => (v === 'Y' ? 'Yes' : v === 'N' ? 'No' : NOT_AVAILABLE);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className="fw-normal text-body-secondary">
        {label}
      </th>
      <td>{children}</td>
    </tr>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-3">
      <h3 className="h6">{title}</h3>
      <table className="table table-sm mb-0">
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** Spec 1: the Nov 2024 Ballot Tracker of one voter, with its fallbacks where the file says nothing. */
export function BallotTrackerModal(props: { voterId: string; show: boolean; onHide: () => void }) {
  const { vote, app, ballot } = useNov2024Tracker(props.voterId, props.show);
  const pending = vote.isPending || app.isPending || ballot.isPending;
  const error = vote.error ?? app.error ?? ballot.error;
  const v = vote.data?.[0];
  const a = app.data?.[0];
  const b = ballot.data?.[0];
  return (
    <Modal show={props.show} onHide={props.onHide} size="lg" aria-labelledby="ballot-tracker-title">
      <Modal.Header closeButton>
        <Modal.Title id="ballot-tracker-title">Nov 2024 Ballot Tracker</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">
          General election of {electionDate(NOV_2024_ELECTION)}, voter ID{' '}
          <span className="font-monospace">{props.voterId}</span>.
        </p>
        {pending ? (
          <PageLoading />
        ) : error ? (
          <Alert variant="danger">{errorText(error)}</Alert>
        ) : (
          <>
            <Section title="Vote">
              <Row label="Vote recorded">
                {v
                  ? `Voted ${votingMethodLabel(v.voting_method)} (recorded by the voter file of ${v.vote_recorded_date})`
                  : 'No vote recorded'}
              </Row>
            </Section>
            <Section title="Absentee ballot application">
              {a ? (
                <>
                  <Row label="Ballot address">{orNotAvailable(a.app_ballotaddress)}</Row>
                  <Row label="Application sent">{orNotAvailable(a.app_appsent)}</Row>
                  <Row label="Application returned">{orNotAvailable(a.app_appreturned)}</Row>
                  <Row label="Permanent absentee application">{yesNo(a.app_permavapp)}</Row>
                  <Row label="Permanent absentee ballot">{yesNo(a.app_permavballot)}</Row>
                </>
              ) : (
                <Row label="Application">No record</Row>
              )}
            </Section>
            <Section title="Absentee ballot">
              {b ? (
                <>
                  <Row label="Ballot sent">{orNotAvailable(b.av_ballot_sent_date)}</Row>
                  <Row label="Permanent absentee ballot voter">{yesNo(b.av_is_perm_av_ballot_voter)}</Row>
                  <Row label="Address">{orNotAvailable(b.av_address)}</Row>
                  <Row label="Mailing address">{orNotAvailable(b.av_mailing_address)}</Row>
                </>
              ) : (
                <Row label="Ballot">No record</Row>
              )}
            </Section>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={props.onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
