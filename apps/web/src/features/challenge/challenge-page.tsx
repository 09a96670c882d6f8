import './challenge-print.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHALLENGE_ATTESTATION,
  CHALLENGE_DISCLAIMER,
  CHALLENGE_FROM_SFCR,
  CHALLENGE_STATUTE_TEXT,
  challengeBody,
} from '@voterroll/contract/challenge-api';
import { ELECTION_LAW } from '@voterroll/contract/flag-forms';
import { triageStatusLabel } from '@voterroll/contract/labels';
import { can } from '@voterroll/contract/policies';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import {
  downloadPacketPdf,
  invalidateAfterSubmit,
  submitChallenge,
  useChallengeDraft,
} from './challenge-queries';
import { ChallengeSheet } from './challenge-sheet';

/** The confirmation page of a submitted packet. */
export const submittedPath = (voterId: string | number, reference?: string) =>
  `/challenge/${voterId}/submitted${reference ? `?ref=${encodeURIComponent(reference)}` : ''}`;

const form = challengeBody.pick({ reasons: true, attest: true });
type FormValues = { reasons: string; attest: boolean };

/**
 * /challenge/{voterId} (issue 26): the challenge of MCL 168.512 prepared from 'To Be Challenged',
 * printable (print stylesheet), submitted to the clerk as Challenge Submitted with its packet; once
 * submitted, the packet as it was sent (the clerk's view of it too).
 */
export function ChallengePage() {
  const me = usePermissionGuard('challenge.prepare');
  const voterId = useParams().voterId ?? '';
  const client = useQueryClient();
  const draft = useChallengeDraft(['challenge', voterId], voterId, me !== null);
  const f = useForm<FormValues>({
    resolver: zodResolver(form) as never,
    defaultValues: { reasons: '', attest: false },
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const navigate = useNavigate();
  if (!me) return null;

  const d = draft.data;
  const submit = f.handleSubmit(async (v) => {
    if (!d) return;
    try {
      const r = await submitChallenge({
        voter_id: Number(voterId),
        expected_version: d.flag.version,
        reasons: v.reasons,
        attest: v.attest,
      });
      await invalidateAfterSubmit(client);
      void navigate(submittedPath(voterId, r.reference));
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
      await draft.refetch();
    }
  });
  const mayPrepare = can(me.roles ?? [], 'challenge.submit');
  // Why the submit button is disabled, said beside it (the rule and what to do).
  const why =
    d && d.flag.current_triage_status !== 'SFCR'
      ? CHALLENGE_FROM_SFCR(triageStatusLabel(d.flag.current_triage_status))
      : (d?.challenger_problem ?? null);
  const reasons = f.watch('reasons');
  const pdf = async (withReasons: string) => {
    try {
      await downloadPacketPdf(voterId, withReasons, d?.submitted?.packet.reference ?? d?.reference ?? null);
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
    }
  };
  return (
    <>
      <PageTitle>Challenge of a registration</PageTitle>
      {draft.isPending && <PageLoading />}
      {draft.isError && <Alert variant="danger">{errorText(draft.error)}</Alert>}
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} className="d-print-none" role="status">
          {notice.text}
        </Alert>
      )}
      {d && !d.voter && <Alert variant="warning">{d.challenger_problem}</Alert>}
      {d?.submitted && (
        <>
          <Alert variant="info" className="d-print-none">
            Submitted to the clerk on {d.submitted.at.slice(0, 10)} by {d.submitted.actor_name}; now{' '}
            {triageStatusLabel(d.flag.current_triage_status)}.{' '}
            <Button size="sm" variant="outline-primary" onClick={() => window.print()}>
              Print
            </Button>{' '}
            <Button size="sm" variant="outline-primary" onClick={() => void pdf('')}>
              Download PDF
            </Button>
          </Alert>
          <ChallengeSheet
            c={{ ...d.submitted.packet, contact: d.submitted.packet.challenger }}
            reasons={<p style={{ whiteSpace: 'pre-wrap' }}>{d.submitted.packet.reasons}</p>}
          />
        </>
      )}
      {d?.voter && !d.submitted && (
        <>
          {d.flag.current_triage_status !== 'SFCR' && (
            <Alert variant="warning" className="d-print-none">
              A challenge is submitted from 'INVALID - To Be Challenged'; this registration is{' '}
              {triageStatusLabel(d.flag.current_triage_status)}.
            </Alert>
          )}
          <ChallengeSheet
            c={{
              reference: d.reference,
              statute: ELECTION_LAW.section,
              statute_text: CHALLENGE_STATUTE_TEXT,
              disclaimer: CHALLENGE_DISCLAIMER,
              snapshot_date: d.snapshot_date,
              submitted_at: null,
              challenger: d.challenger,
              contact: d.contact,
              challenger_problem: d.challenger_problem,
              voter: d.voter,
              flagged_reason: d.flag.flagged_reason,
              reasons: reasons,
              findings: d.findings,
            }}
            reasons={
              <>
                <Form.Group controlId="challenge-reasons" className="d-print-none">
                  <Form.Label>The reasons, in your own words</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={4}
                    maxLength={1100}
                    {...f.register('reasons')}
                    isInvalid={!!f.formState.errors.reasons}
                  />
                  <Form.Control.Feedback type="invalid">
                    {f.formState.errors.reasons?.message}
                  </Form.Control.Feedback>
                </Form.Group>
                <p className="d-none d-print-block" style={{ whiteSpace: 'pre-wrap' }}>
                  {reasons}
                </p>
              </>
            }
          />
          <Form noValidate onSubmit={submit} className="d-print-none mt-3">
            <Form.Check
              id="challenge-attest"
              type="checkbox"
              label={CHALLENGE_ATTESTATION}
              {...f.register('attest')}
              isInvalid={!!f.formState.errors.attest}
              feedback={f.formState.errors.attest?.message}
              feedbackType="invalid"
            />
            <div className="d-flex flex-wrap gap-2 mt-3">
              <Button variant="outline-primary" onClick={() => window.print()}>
                Print
              </Button>
              <Button variant="outline-primary" onClick={() => void pdf(reasons)}>
                Download PDF
              </Button>
              {mayPrepare && (
                <Button
                  type="submit"
                  variant="danger"
                  disabled={!d.can_submit || f.formState.isSubmitting}
                  aria-describedby={d.can_submit ? undefined : 'challenge-submit-why'}
                >
                  Submit challenge to the clerk
                </Button>
              )}
              {mayPrepare && !d.can_submit && why && (
                <span
                  id="challenge-submit-why"
                  className="small text-danger align-self-center"
                  data-testid="challenger-problem"
                >
                  {why}
                  {d.flag.current_triage_status === 'SFCR' && !d.challenger && (
                    <>
                      {' '}
                      <Link to="/profile">Link your voter registration</Link>
                    </>
                  )}
                </span>
              )}
              <Link className="btn btn-link" to="/election-patriot-dashboard">
                Back to the Election Patriot Dashboard
              </Link>
            </div>
            <p className="small text-body-secondary mt-2">
              <a href={ELECTION_LAW.url} target="_blank" rel="noreferrer">
                Read {ELECTION_LAW.section}
              </a>
            </p>
          </Form>
        </>
      )}
    </>
  );
}
