import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  CONFIRM_BUTTON,
  CONFIRM_PROMPT,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_PROMPT,
  UNSUBSCRIBED,
} from '@voterroll/contract/alerts-api';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ConfirmSubscriptionPage, UnsubscribePage } from './subscription-link-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);

function renderAt(path: string, page: ReactElement, message: string) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ message, area: 'KENT' }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

it.each([
  [
    '/subscribe/confirm',
    ConfirmSubscriptionPage,
    CONFIRM_PROMPT,
    CONFIRM_BUTTON,
    '/api/subscribe/confirm',
    SUBSCRIPTION_CONFIRMED('KENT'),
  ],
  ['/unsubscribe', UnsubscribePage, UNSUBSCRIBE_PROMPT, UNSUBSCRIBE_BUTTON, '/api/unsubscribe', UNSUBSCRIBED],
] as const)(
  '%s says what the link will do and acts only on its button',
  async (path, Page, prompt, button, api, done) => {
    const fetch = renderAt(`${path}?token=${TOKEN}`, <Page />, done);
    expect(screen.getByText(prompt)).toBeTruthy();
    // Opening the link (a mail scanner does) sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await screen.findByText(done, { exact: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(api);
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  },
);
