import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TEXT_SENT } from '@voterroll/contract/accounts-api';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithAnswer } from '../../test-support/render-with-answer';
import { SignupPhoneStep } from './signup-phone-step';

afterEach(() => vi.unstubAllGlobals());

it.each(['(313) 555-0142', '313-555-0142', '313.555.0142', '+1 313 555 0142'])(
  'takes the phone %s as people write it and sends its 10 digits',
  async (typed) => {
    renderWithAnswer(<SignupPhoneStep onVerified={() => {}} />, { message: TEXT_SENT });
    const field = screen.getByLabelText('Phone number (10 digits)') as HTMLInputElement;
    // The field holds the whole number: a browser cuts what is typed at maxLength.
    expect(field.maxLength === -1 || field.maxLength >= typed.length).toBe(true);
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.click(screen.getByLabelText(/I agree to receive a text message/));
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText(TEXT_SENT);
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ my_phone_number: '3135550142' });
    expect(screen.queryByText('Must be only digits')).toBeNull();
  },
);

it('still refuses a number that is not 10 digits', async () => {
  renderWithAnswer(<SignupPhoneStep onVerified={() => {}} />, { message: TEXT_SENT });
  fireEvent.change(screen.getByLabelText('Phone number (10 digits)'), { target: { value: '(313) 555-014' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByText('Phone number must be 10 digits');
  await waitFor(() => expect(fetch).not.toHaveBeenCalled());
});
