import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_CATEGORIES,
  categoryLabel,
  type DensityRow,
  editLocationBody,
  occupancyRatio,
} from '@voterroll/contract/density-api';
import { PATRIOT_ONLY_MESSAGE, PATRIOT_ONLY_TOOLTIP } from '@voterroll/contract/ui-values';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, fieldsOf } from '../../components/form-field';
import { errorText } from '../../lib/api-client';
import { AddressStatusBadge } from './density-columns';
import { saveCategorisation } from './density-queries';
import { VerifyAddress } from './verify-address';

type Input = z.input<typeof editLocationBody>;
type Output = z.output<typeof editLocationBody>;

const defaultsOf = (r: DensityRow): Input => ({
  selectedAddress: r.address_hash,
  name: r.name ?? '',
  category: (r.category ?? '') as Input['category'],
  living_unit_count: r.living_unit_count === null ? '' : String(r.living_unit_count),
  comments: r.comments ?? '',
});

/**
 * Digital Research notes of an address (spec 2 section 2.5): category (required), living units,
 * comments, validated as they change; editors save, others read with the spec's message; the
 * verify action shows the provider's codes as 'code - short - long'.
 */
export function AddressResearchModal(p: {
  row: DensityRow | null;
  canEdit: boolean;
  canVerify: boolean;
  onHide: () => void;
  onChanged: () => void;
}) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(editLocationBody), mode: 'onChange' });
  const field = fieldsOf(form);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { row } = p;
  useEffect(() => {
    if (row) form.reset(defaultsOf(row));
    setSaved(null);
    setFailure(null);
  }, [row, form]);
  const errors = Object.values(form.formState.errors)
    .map((e) => e?.message)
    .filter((m): m is string => typeof m === 'string');

  const submit = form.handleSubmit(async (values) => {
    setSaved(null);
    setFailure(null);
    try {
      const answer = await saveCategorisation(values);
      setSaved(`${answer.message} Status: ${answer.current_triage_status}.`);
      p.onChanged();
    } catch (e) {
      setFailure(errorText(e));
    }
  });

  return (
    <Modal show={row !== null} onHide={p.onHide} size="lg" aria-labelledby="address-research-title">
      <Modal.Header closeButton>
        <Modal.Title id="address-research-title" as="h2" className="h5">
          Digital Research notes
        </Modal.Title>
      </Modal.Header>
      {row && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Modal.Body>
            <p className="mb-1 fw-semibold">
              {row.full_street_address}, {row.city}, {row.state} {row.zip_code}
            </p>
            <p className="small text-body-secondary">
              {row.registration_count} registrations · occupancy ratio{' '}
              {occupancyRatio(row.registration_count, row.living_unit_count)} · status{' '}
              <AddressStatusBadge status={row.current_triage_status} />
            </p>
            {!p.canEdit && (
              <Alert variant="info" data-testid="edit-refused">
                {PATRIOT_ONLY_MESSAGE}
              </Alert>
            )}
            {errors.length > 0 && (
              <Alert variant="danger" data-testid="research-errors">
                <ul className="mb-0">
                  {errors.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <fieldset disabled={!p.canEdit}>
              <FormField label="Business name / description" {...field('name')} maxLength={200} />
              <FormField
                label="Category"
                {...field('category')}
                blank="Choose a category ..."
                choices={ADDRESS_CATEGORIES.map((c) => [c, categoryLabel(c)] as const)}
                disabled={!p.canEdit}
              />
              <FormField label="No. of units" {...field('living_unit_count')} />
              <FormField label="Comments" {...field('comments')} rows={3} />
            </fieldset>
            <VerifyAddress row={row} allowed={p.canVerify} onVerified={p.onChanged} />
            {saved && <Alert variant="success">{saved}</Alert>}
            {failure && <Alert variant="danger">{failure}</Alert>}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={p.onHide}>
              Close
            </Button>
            {p.canEdit ? (
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Update
              </Button>
            ) : (
              <OverlayTrigger overlay={<Tooltip id="edit-refused-tip">{PATRIOT_ONLY_TOOLTIP}</Tooltip>}>
                {/* A disabled button gets no pointer events: its wrapper shows the tooltip. */}
                <span className="d-inline-block" title={PATRIOT_ONLY_TOOLTIP} data-testid="update-refused">
                  <Button type="submit" disabled style={{ pointerEvents: 'none' }}>
                    Update
                  </Button>
                </span>
              </OverlayTrigger>
            )}
          </Modal.Footer>
        </form>
      )}
    </Modal>
  );
}
