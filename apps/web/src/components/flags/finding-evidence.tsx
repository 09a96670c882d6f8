import { zodResolver } from '@hookform/resolvers/zod';
import {
  evidenceKeyLabel,
  evidenceValueLabel,
  findingDetailLabel,
  STATUS_EVIDENCE_KEYS,
} from '@voterroll/contract/evidence-labels';
import { FINDING_LIMITS } from '@voterroll/contract/finding-limits';
import { ruleLabel } from '@voterroll/contract/labels';
import type { FindingRule } from '@voterroll/contract/metrics';
import { can } from '@voterroll/contract/policies';
import { type findingEvidenceSchema, findingReviewBody } from '@voterroll/contract/review-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../lib/api-client';
import { useStoredUser } from '../../lib/stored-user';
import { PageLoading } from '../page-loading';
import { registrationPath } from '../registration/registration-columns';
import { useRegistration } from '../registration/registration-queries';
import { reviewFinding } from './flags-queries';

export type Finding = z.infer<typeof findingEvidenceSchema>;
const markForm = findingReviewBody.pick({ reason: true });

/** Evidence keys shown elsewhere in the item (the summary line, the source line). */
const SHOWN_APART = new Set(['summary', 'source', 'line', 'source_id', 'source_snapshot', 'matches']);

/**
 * Why the registration is listed, as every view of a registration shows it (the registration page,
 * the research notes, the clerk's dialog): each finding's rule, summary, evidence, source (the
 * file and line it came from, else the voter file itself) and what it does not prove, with 'Mark
 * as false positive' and a reason (POST /api/finding-review).
 */
export function FindingEvidence(p: { voterId: number; findings: readonly Finding[]; onMarked: () => void }) {
  return (
    <ListGroup variant="flush" data-testid="finding-evidence">
      {p.findings.map((f) => (
        <FindingItem
          key={`${f.rule}-${f.snapshot_date}`}
          voterId={p.voterId}
          finding={f}
          onMarked={p.onMarked}
        />
      ))}
      {p.findings.length === 0 && <ListGroup.Item>No system findings.</ListGroup.Item>}
    </ListGroup>
  );
}

/**
 * The evidence of a registration whose list row carries none (the patriot's and the clerk's
 * tables): read with the registration (GET /api/registration/{voterId}).
 */
export function LoadedFindingEvidence({ voterId }: { voterId: number }) {
  const r = useRegistration(voterId);
  if (r.isError)
    return (
      <Alert variant="warning" className="mb-0">
        {r.error.message}
      </Alert>
    );
  if (!r.data) return <PageLoading />;
  return <FindingEvidence voterId={voterId} findings={r.data.findings} onMarked={() => void r.refetch()} />;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v));

/** Where the finding came from: a source file's line, else the registration's own fields. */
function Source({ finding }: { finding: Finding }) {
  const e = finding.evidence;
  return (
    <div className="small" data-testid="finding-source">
      <span className="text-body-secondary">Source: </span>
      {typeof e.source === 'string'
        ? `${e.source}${e.line !== undefined ? `, line ${text(e.line)}` : ''}, delivered with the file of ${text(e.source_snapshot ?? finding.snapshot_date)}`
        : `the voter file of ${finding.snapshot_date} (the registration's own fields)`}
    </div>
  );
}

/** DUPLICATE's matches: each rule it met and the other registrations, each a link to its page. */
function Matches({ voterId, matches }: { voterId: number; matches: unknown }) {
  if (!Array.isArray(matches)) return null;
  return (
    <ul className="small mb-1 ps-3" data-testid="finding-matches">
      {matches.map((m: { part?: string; match?: string; voter_ids?: number[] }) => (
        <li key={m.part ?? m.match}>
          {m.match ?? m.part}:{' '}
          {(m.voter_ids ?? [])
            .filter((id) => id !== voterId)
            .map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <a href={registrationPath(id)}>Voter ID {id}</a>
              </span>
            ))}
        </li>
      ))}
    </ul>
  );
}

function FindingItem({
  voterId,
  finding,
  onMarked,
}: {
  voterId: number;
  finding: Finding;
  onMarked: () => void;
}) {
  const [marking, setMarking] = useState(false);
  const [verdict, setVerdict] = useState(finding.verdict);
  // Only the reviewing roles mark findings: a reader (law enforcement, site admin) is offered none.
  const mayMark = can(useStoredUser()?.roles ?? [], 'review.finding-verdict');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ resolver: zodResolver(markForm), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      const r = await reviewFinding({
        voter_id: voterId,
        rule: finding.rule,
        snapshot_date: finding.snapshot_date,
        verdict: 'FALSE_POSITIVE',
        reason,
      });
      setVerdict('FALSE_POSITIVE');
      setMarking(false);
      setNotice({ ok: true, text: r.message });
      onMarked();
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
    }
  });
  return (
    <ListGroup.Item data-testid={`finding-${finding.rule}`}>
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <strong>{ruleLabel(finding.rule)}</strong>
        {finding.detail && <span>{findingDetailLabel(finding.rule, finding.detail)}</span>}
        <span className="small text-body-secondary">snapshot {finding.snapshot_date}</span>
        {verdict && (
          <span className="badge text-bg-info">
            {verdict === 'FALSE_POSITIVE' ? 'False positive' : 'Confirmed'}
          </span>
        )}
      </div>
      {typeof finding.evidence.summary === 'string' && (
        <div data-testid="finding-summary">{finding.evidence.summary}</div>
      )}
      <Matches voterId={voterId} matches={finding.evidence.matches} />
      <dl className="row small mb-1">
        {Object.entries(finding.evidence)
          .filter(([k, v]) => !SHOWN_APART.has(k) && v !== null && v !== '')
          .map(([k, v]) => (
            <div key={k} className="col-md-6 d-flex gap-2">
              <dt className="fw-normal text-body-secondary">{evidenceKeyLabel(k)}</dt>
              {/* data-voter-status: the e2e check fails a voter status shown as its code. */}
              <dd
                className="mb-0 text-break"
                data-voter-status={STATUS_EVIDENCE_KEYS.has(k) ? '' : undefined}
              >
                {evidenceValueLabel(k, v)}
              </dd>
            </div>
          ))}
      </dl>
      <Source finding={finding} />
      {finding.rule in FINDING_LIMITS && (
        <div className="small mb-2" data-testid="finding-limits">
          <span className="text-body-secondary">Does not prove: </span>
          {FINDING_LIMITS[finding.rule as FindingRule]}
        </div>
      )}
      {mayMark && !verdict && !marking && (
        <Button size="sm" variant="outline-secondary" onClick={() => setMarking(true)}>
          Mark as false positive
        </Button>
      )}
      {marking && (
        <Form noValidate onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-start">
          <Form.Control
            size="sm"
            className="w-auto flex-grow-1"
            placeholder="Why is this finding wrong?"
            aria-label={`Why ${ruleLabel(finding.rule)} is a false positive`}
            {...form.register('reason')}
            isInvalid={!!form.formState.errors.reason}
          />
          <Button size="sm" type="submit" disabled={form.formState.isSubmitting}>
            Save
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setMarking(false)}>
            Cancel
          </Button>
          {form.formState.errors.reason && (
            <div className="invalid-feedback d-block w-100">{form.formState.errors.reason.message}</div>
          )}
        </Form>
      )}
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} className="py-1 px-2 mt-2 mb-0 small">
          {notice.text}
        </Alert>
      )}
    </ListGroup.Item>
  );
}
