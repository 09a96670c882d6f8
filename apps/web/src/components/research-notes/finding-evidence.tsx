import { zodResolver } from '@hookform/resolvers/zod';
import { ruleLabel } from '@voterroll/contract/labels';
import { findingReviewBody, findingReviewResponse, type ReviewRow } from '@voterroll/contract/review-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useForm } from 'react-hook-form';
import { apiPost, errorText } from '../../lib/api-client';

type Finding = ReviewRow['findings'][number];
const markForm = findingReviewBody.pick({ reason: true });

/**
 * Why the registration is listed: each finding's rule, summary and evidence (source file, line,
 * snapshot), with 'Mark as false positive' and a reason (POST /api/finding-review).
 */
export function FindingEvidence({ row, onMarked }: { row: ReviewRow; onMarked: () => void }) {
  return (
    <ListGroup variant="flush" data-testid="finding-evidence">
      {row.findings.map((f) => (
        <FindingItem
          key={`${f.rule}-${f.snapshot_date}`}
          voterId={row.voter_identification_number}
          finding={f}
          onMarked={onMarked}
        />
      ))}
      {row.findings.length === 0 && <ListGroup.Item>No system findings.</ListGroup.Item>}
    </ListGroup>
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
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({ resolver: zodResolver(markForm), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      const r = await apiPost(
        '/api/finding-review',
        {
          voter_id: voterId,
          rule: finding.rule,
          snapshot_date: finding.snapshot_date,
          verdict: 'FALSE_POSITIVE',
          reason,
        },
        findingReviewResponse,
      );
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
        <span>{finding.detail}</span>
        <span className="small text-body-secondary">snapshot {finding.snapshot_date}</span>
        {verdict && (
          <span className="badge text-bg-info">
            {verdict === 'FALSE_POSITIVE' ? 'False positive' : 'Confirmed'}
          </span>
        )}
      </div>
      <dl className="row small mb-1">
        {Object.entries(finding.evidence).map(([k, v]) => (
          <div key={k} className="col-md-6 d-flex gap-2">
            <dt className="fw-normal text-body-secondary">{k.replaceAll('_', ' ')}</dt>
            <dd className="mb-0 text-break">
              {typeof v === 'string' || typeof v === 'number' ? v : JSON.stringify(v)}
            </dd>
          </div>
        ))}
      </dl>
      {!verdict && !marking && (
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
