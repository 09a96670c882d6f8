import './challenge-print.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHALLENGE_ATTESTATION,
  CHALLENGE_DISCLAIMER,
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
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { submitChallenge, useChallengeDraft } from './challenge-queries';
import { ChallengeSheet } from './challenge-sheet';

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
  const [params, setParams] = useSearchParams();
  const named = params.get('challenger') ?? '';
  const client = useQueryClient();
  const key = ['challenge', voterId, named];
  const draft = useChallengeDraft(key, voterId, named, me !== null);
  const f = useForm<FormValues>({
    resolver: zodResolver(form) as never,
    defaultValues: { reasons: '', attest: false },
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [ownId, setOwnId] = useState(named);
  if (!me) return null;

  const d = draft.data;
  const submit = f.handleSubmit(async (v) => {
    if (!d) return;
    try {
      const r = await submitChallenge({
        voter_id: Number(voterId),
        expected_version: d.flag.version,
        ...(named ? { challenger_voter_id: Number(named) } : {}),
        reasons: v.reasons,
        attest: v.attest,
      });
      setNotice({ ok: true, text: r.message });
      await client.invalidateQueries({ queryKey: ['challenge', voterId] });
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
      await draft.refetch();
    }
  });
  const mayPrepare = can(me.roles ?? [], 'challenge.submit');
  const reasons = f.watch('reasons');
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
            </Button>
          </Alert>
          <ChallengeSheet
            c={d.submitted.packet}
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
          {d.challenger_problem && (
            <Alert variant="danger" className="d-print-none" data-testid="challenger-problem">
              {d.challenger_problem}
            </Alert>
          )}
          {mayPrepare && (
            <Form
              className="d-print-none d-flex flex-wrap gap-2 align-items-end mb-3"
              onSubmit={(e) => {
                e.preventDefault();
                setParams(ownId.trim() ? { challenger: ownId.trim() } : {}, { replace: true });
              }}
            >
              <Form.Group controlId="challenger-id">
                <Form.Label className="small mb-1">
                  Your own voter ID (if not the one of your account)
                </Form.Label>
                <Form.Control
                  size="sm"
                  inputMode="numeric"
                  value={ownId}
                  maxLength={16}
                  onChange={(e) => setOwnId(e.target.value.replace(/\D/g, ''))}
                />
              </Form.Group>
              <Button size="sm" type="submit" variant="outline-secondary">
                Use this registration
              </Button>
            </Form>
          )}
          <ChallengeSheet
            c={{
              statute: ELECTION_LAW.section,
              statute_text: CHALLENGE_STATUTE_TEXT,
              disclaimer: CHALLENGE_DISCLAIMER,
              snapshot_date: d.snapshot_date,
              submitted_at: null,
              challenger: d.challenger,
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
              {mayPrepare && (
                <Button type="submit" variant="danger" disabled={!d.can_submit || f.formState.isSubmitting}>
                  Submit challenge to the clerk
                </Button>
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
