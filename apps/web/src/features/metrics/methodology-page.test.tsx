import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { MethodologyPage } from './methodology-page';

afterEach(() => vi.unstubAllGlobals());

/** GET /api/finding-precision's answer, in part: one rule reviewed, one measured on generated data. */
const PRECISION = [
  {
    rule: 'DUPLICATE',
    reviewed: 0,
    false_positives: 0,
    confirmed: 0,
    precision: null,
    truth_found: 37,
    truth_right: 30,
    truth_precision: 0.811,
  },
  {
    rule: 'DECEASED',
    reviewed: 3,
    false_positives: 1,
    confirmed: 2,
    precision: 0.667,
    truth_found: 16,
    truth_right: 16,
    truth_precision: 1,
  },
];

/** The page with its API: the router plus a query client over a stubbed fetch. */
function WithApi({ children }: { children: ReactNode }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(PRECISION), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

it('describes the two parts of Duplicates, one per rule, and how they add up', () => {
  render(
    <WithApi>
      <MethodologyPage />
    </WithApi>,
  );
  const card = within(document.getElementById('DUPLICATE_COUNT') as HTMLElement);
  expect(card.getByText('Same address (rule 1)').nextElementSibling?.textContent).toMatch(
    /same first name, birth year and address/,
  );
  expect(card.getByText('Same name (rule 2)').nextElementSibling?.textContent).toMatch(
    /same first, middle and last name and birth year, wherever/,
  );
  expect(card.getByText(/a registration matching by both is in both parts/)).toBeTruthy();
});

it('explains the parts of UOCAVA (by status code) and of the canvass metrics', () => {
  render(
    <WithApi>
      <MethodologyPage />
    </WithApi>,
  );
  const uocava = within(document.getElementById('UOCAVA_COUNT') as HTMLElement);
  expect(uocava.getByText('Military (M)').nextElementSibling?.textContent).toMatch(/coded M: .*uniformed/);
  expect(uocava.getByText('Overseas civilian (C)').nextElementSibling?.textContent).toMatch(/civilians/);
  expect(uocava.getByText('Other overseas (O)')).toBeTruthy();
  const nonResidential = within(document.getElementById('NON_RESIDENTIAL_COUNT') as HTMLElement);
  expect(nonResidential.getByText('Prison').nextElementSibling?.textContent).toBe(
    'Addresses volunteers categorised as a prison.',
  );
  const blankUnit = within(document.getElementById('BLANK_UNIT_COUNT') as HTMLElement);
  expect(blankUnit.getByText('Empty lot').nextElementSibling?.textContent).toMatch(/every registration/);
});

it('explains how a monthly file is loaded: refused layouts, set-aside rows, history kept, all or nothing', () => {
  render(
    <WithApi>
      <MethodologyPage />
    </WithApi>,
  );
  const section = within(document.getElementById('loading')?.closest('section') as HTMLElement);
  expect(section.getByRole('heading', { name: "How each month's file is loaded" })).toBeTruthy();
  expect(section.getByText('Checked before anything is written.').parentElement?.textContent).toMatch(
    /reported with its file, line and reason/,
  );
  expect(section.getByText('Voting history is a record that grows.').parentElement?.textContent).toMatch(
    /Elections already loaded are kept as they were/,
  );
  expect(section.getByText('All or nothing.').parentElement?.textContent).toMatch(
    /keeps showing the previous month/,
  );
});

it('explains how unusual changes are found and what was measured', () => {
  render(
    <WithApi>
      <MethodologyPage />
    </WithApi>,
  );
  const section = within(document.getElementById('unusual-changes')?.closest('section') as HTMLElement);
  expect(section.getByText(/less than once a month across all of Michigan/)).toBeTruthy();
  const table = within(section.getByRole('table', { name: 'Planted events and what was found' }));
  expect(table.getAllByRole('row')).toHaveLength(6);
  expect(section.getByRole('link', { name: 'Unusual changes' }).getAttribute('href')).toBe(
    '/unusual-changes',
  );
});

it('states the overall score formula, what it leaves out and why', () => {
  render(
    <WithApi>
      <MethodologyPage />
    </WithApi>,
  );
  const scores = within(document.getElementById('scores')?.nextElementSibling as HTMLElement);
  expect(scores.getByText(/registrations with a scored finding ÷ registered/)).toBeTruthy();
  const left = document.getElementById('not-scored')?.textContent ?? '';
  expect(left).toMatch(/Left out of the overall score: Low Propensity Voters and Age 90\+/);
  expect(left).toMatch(/not voting is no ground for removal in Michigan \(MCL 168\.509bb\)/);
  // The scored list names Age 100+ and not the unscored metrics.
  const scored = scores.getByText(/A finding is scored when/).textContent ?? '';
  expect(scored).toMatch(/Age 100\+/);
  expect(scored).not.toMatch(/Low Propensity|Age 90\+/);
  const card = within(document.getElementById('LOW_PROPENSITY_COUNT') as HTMLElement);
  expect(card.getByText('not scored')).toBeTruthy();
});

it("shows each rule's measured precision from the API, on generated data and in reviews, and its limits", async () => {
  render(
    <WithApi>
      <MethodologyPage />
    </WithApi>,
  );
  const line = (id: string) =>
    within(document.getElementById(id) as HTMLElement).findByText('Measured precision', { exact: false });
  expect((await line('DUPLICATE_COUNT')).closest('p')?.textContent).toBe(
    'Measured precision: On generated data: 81.1% (30 of 37 findings right). In reviews: no finding reviewed yet.',
  );
  expect((await line('DECEASED_COUNT')).closest('p')?.textContent).toBe(
    'Measured precision: On generated data: 100% (16 of 16 findings right). In reviews: 66.7% (2 of 3 reviewed findings confirmed).',
  );
  expect(screen.getByText('What this does not prove:').parentElement?.textContent).toMatch(
    /not how often a real file's finding is a real error.*not a random sample/,
  );
});
