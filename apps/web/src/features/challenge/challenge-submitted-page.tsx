import { CHALLENGE_NEXT_STEPS, NO_CHALLENGE_REFERENCE } from '@voterroll/contract/challenge-api';
import { personNameOf, triageStatusLabel } from '@voterroll/contract/labels';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { homePathFor } from '../../lib/home-path';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { downloadPacketPdf, useChallengeDraft } from './challenge-queries';

/**
 * /challenge/{voterId}/submitted (issue 35): after submitting, what was sent, its reference number
 * and what happens next, with the packet and its PDF one click away.
 */
export function ChallengeSubmittedPage() {
  const me = usePermissionGuard('challenge.prepare');
  const voterId = useParams().voterId ?? '';
  const draft = useChallengeDraft(['challenge', voterId], voterId, me !== null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!me) return null;
  const sent = draft.data?.submitted;
  const packet = sent?.packet;
  return (
    <>
      <PageTitle>Challenge submitted</PageTitle>
      {draft.isPending && <PageLoading />}
      {draft.isError && <Alert variant="danger">{errorText(draft.error)}</Alert>}
      {draft.data && !packet && (
        <Alert variant="warning">
          This registration has no submitted challenge: it is{' '}
          {triageStatusLabel(draft.data.flag.current_triage_status)}.{' '}
          <Link to={`/challenge/${voterId}`}>Open the challenge</Link>
        </Alert>
      )}
      {sent && packet && (
        <Card className="mb-3" style={{ maxWidth: '48rem' }} data-testid="challenge-confirmation">
          <Card.Body>
            <Alert variant="success" role="status">
              Your challenge was submitted to the clerk of {packet.voter.jurisdiction_name},{' '}
              {packet.voter.county_name} County, on {sent.at.slice(0, 10)}.
            </Alert>
            <p className="fs-5 mb-2">
              Reference number:{' '}
              <strong
                className={packet.reference ? 'text-nowrap' : undefined}
                data-testid="confirmation-reference"
              >
                {packet.reference ?? NO_CHALLENGE_REFERENCE}
              </strong>
            </p>
            <p>
              The registration challenged: {personNameOf(packet.voter.full_name)} (voter ID{' '}
              {packet.voter.voter_id}), {packet.voter.full_street_address ?? 'address not in the voter file'}.
              Its status now: {triageStatusLabel(draft.data?.flag.current_triage_status ?? 'CS')}.
            </p>
            <h2 className="h5">What happens next</h2>
            <ol>
              {CHALLENGE_NEXT_STEPS.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            {problem && <Alert variant="danger">{problem}</Alert>}
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-primary" to={`/challenge/${voterId}`}>
                View the packet
              </Link>
              <Button
                variant="outline-primary"
                onClick={() =>
                  void downloadPacketPdf(voterId, '', packet.reference).catch((e) => setProblem(errorText(e)))
                }
              >
                Download PDF
              </Button>
              <Link className="btn btn-link" to={homePathFor(me.roles ?? [])}>
                Back to my home
              </Link>
            </div>
          </Card.Body>
        </Card>
      )}
    </>
  );
}
