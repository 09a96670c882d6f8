import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { MethodologyPage } from './methodology-page';

it('describes the two parts of Duplicates, one per rule, and how they add up', () => {
  render(
    <MemoryRouter>
      <MethodologyPage />
    </MemoryRouter>,
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
    <MemoryRouter>
      <MethodologyPage />
    </MemoryRouter>,
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
    <MemoryRouter>
      <MethodologyPage />
    </MemoryRouter>,
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
    <MemoryRouter>
      <MethodologyPage />
    </MemoryRouter>,
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
    <MemoryRouter>
      <MethodologyPage />
    </MemoryRouter>,
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
