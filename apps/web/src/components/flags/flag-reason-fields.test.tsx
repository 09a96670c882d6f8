import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { flagReasonForm } from '@voterroll/contract/flag-forms';
import { FLAG_REASONS, TRG_REASONS, VALID_REASONS } from '@voterroll/contract/triage';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { FlagReasonFields } from './flag-reason-fields';

type Report = z.infer<typeof flagReasonForm>;

/** The fields in a form of their own, validated by the flag dialog's schema. */
function ReasonForm(p: {
  status: 'TRG' | 'VALID' | 'SFCR';
  workflow?: 'flag' | 'review';
  onValid: (r: Report) => void;
}) {
  const form = useForm<Report>({
    resolver: zodResolver(flagReasonForm),
    defaultValues: { flagged_reason: '' as Report['flagged_reason'], flagged_reason_x: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(p.onValid)}>
      <FlagReasonFields
        status={p.status}
        workflow={p.workflow}
        register={form.register}
        errors={form.formState.errors}
      />
      <button type="submit">Next</button>
    </form>
  );
}

const reasonSelect = () => screen.getByLabelText('Reason') as HTMLSelectElement;
const descriptionBox = () => screen.getByLabelText('Reason description') as HTMLTextAreaElement;
const offered = () =>
  within(reasonSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('FlagReasonFields', () => {
  it('labels its reason select and description textarea, and what is chosen there is what the form submits', async () => {
    const onValid = vi.fn();
    render(<ReasonForm status="TRG" onValid={onValid} />);
    expect(reasonSelect().tagName).toBe('SELECT');
    expect(descriptionBox().tagName).toBe('TEXTAREA');
    fireEvent.change(reasonSelect(), { target: { value: 'Deceased' } });
    fireEvent.change(descriptionBox(), { target: { value: 'Obituary found for this name and birth year.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      flagged_reason: 'Deceased',
      flagged_reason_x: 'Obituary found for this name and birth year.',
    });
  });

  it("shows the spec's messages under the fields when nothing is given", async () => {
    const onValid = vi.fn();
    render(<ReasonForm status="TRG" onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Reason required')).toBeTruthy();
    expect(screen.getByText('Reason description required')).toBeTruthy();
    expect(reasonSelect().classList.contains('is-invalid')).toBe(true);
    expect(descriptionBox().classList.contains('is-invalid')).toBe(true);
    fireEvent.change(descriptionBox(), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please describe reason using minimum 12 characters')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("offers the chosen status's reasons after a blank first choice", () => {
    const { unmount } = render(<ReasonForm status="TRG" onValid={() => {}} />);
    expect(offered()).toEqual(['Choose a reason ...', ...FLAG_REASONS]);
    unmount();
    render(<ReasonForm status="VALID" onValid={() => {}} />);
    expect(offered()).toEqual(['Choose a reason ...', ...VALID_REASONS]);
  });

  it('adds the ballot tracking reason in the review workflow', () => {
    render(<ReasonForm status="SFCR" workflow="review" onValid={() => {}} />);
    expect(offered()).toEqual(['Choose a reason ...', ...TRG_REASONS]);
  });
});
