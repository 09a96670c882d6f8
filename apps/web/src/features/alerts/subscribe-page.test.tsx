import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SUBSCRIBED } from '@voterroll/contract/alerts-api';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { SubscribePage } from './subscribe-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderPage(path = '/subscribe') {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/counties')
        return json([
          { county_name: 'KENT', zone_hash: 'H-KENT' },
          { county_name: 'INGHAM', zone_hash: 'H-INGHAM' },
        ]);
      if (url === '/api/jurisdictions/KENT')
        return json([{ jurisdiction_name: 'CITY OF WALKER', zone_hash: 'H-WALKER' }]);
      if (url === '/api/jurisdictions/INGHAM')
        return json([{ jurisdiction_name: 'CITY OF LANSING', zone_hash: 'H-LANSING' }]);
      if (url === '/api/subscribe') {
        posted.push(JSON.parse(String(init?.body)));
        return json({ message: SUBSCRIBED });
      }
      throw new Error(`unexpected call ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First Name', 'Ann');
  type('Last Name', 'Lee');
  type('Email', 'ann@example.org');
  type('Comments', 'Alerts, please.');
  return { posted, type };
}

afterEach(() => vi.unstubAllGlobals());

it('sends the chosen jurisdiction as the area of the alerts', async () => {
  const { posted, type } = renderPage();
  await screen.findByRole('option', { name: 'KENT County' });
  type('Alerts for', 'H-KENT');
  await screen.findByRole('option', { name: 'CITY OF WALKER' });
  type('Jurisdiction', 'H-WALKER');
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText(SUBSCRIBED);
  expect(posted).toEqual([
    {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.org',
      message: 'Alerts, please.',
      zone_hash: 'H-WALKER',
    },
  ]);
});

it('drops a jurisdiction of the county chosen before', async () => {
  const first = renderPage();
  await screen.findByRole('option', { name: 'KENT County' });
  first.type('Alerts for', 'H-KENT');
  await screen.findByRole('option', { name: 'CITY OF WALKER' });
  first.type('Jurisdiction', 'H-WALKER');
  first.type('Alerts for', 'H-INGHAM');
  await screen.findByRole('option', { name: 'CITY OF LANSING' });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText(SUBSCRIBED);
  expect(first.posted).toMatchObject([{ zone_hash: 'H-INGHAM' }]);
});

it('chooses the area a link names (the address audit\'s "Get alerts")', async () => {
  const { posted } = renderPage('/subscribe?county=KENT&jurisdiction=CITY%20OF%20WALKER');
  await screen.findByRole('option', { name: 'CITY OF WALKER' });
  await waitFor(() =>
    expect((screen.getByLabelText('Jurisdiction') as HTMLSelectElement).value).toBe('H-WALKER'),
  );
  expect((screen.getByLabelText('Alerts for') as HTMLSelectElement).value).toBe('H-KENT');
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText(SUBSCRIBED);
  expect(posted).toMatchObject([{ zone_hash: 'H-WALKER' }]);
});

it('sends comments as people write them, "&" and "#" too, or none (issue 36)', async () => {
  const withPunctuation = renderPage();
  withPunctuation.type('Comments', 'Kent & Ottawa #1: 50% more checks, please!');
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText(SUBSCRIBED);
  expect(withPunctuation.posted).toMatchObject([{ message: 'Kent & Ottawa #1: 50% more checks, please!' }]);
  cleanup();
  const none = renderPage();
  none.type('Comments', '');
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await screen.findByText(SUBSCRIBED);
  expect(none.posted).toMatchObject([{ message: '' }]);
});
