import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { ZoneBreadcrumb } from './location-filter';
import type { ZoneChoice } from './zone-store';

const KENT = { name: 'KENT', hash: 'KENT-HASH' };
const GR = { name: 'GRAND RAPIDS CITY', hash: 'GR-HASH' };
const P1 = { name: 'WARD 01 PRECINCT 001', hash: 'P1-HASH' };

it('links each level above the chosen zone, keeping the page’s other parameters; a click chooses it', () => {
  const choice: ZoneChoice = { county: KENT, jurisdiction: GR, precinct: P1 };
  render(
    <MemoryRouter initialEntries={['/registrations-changed?snapshot=2025-10-01&zone=P1-HASH']}>
      <ZoneBreadcrumb choice={choice} />
    </MemoryRouter>,
  );
  const crumbs = within(screen.getByTestId('zone-breadcrumb'));
  expect(crumbs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Michigan', '?snapshot=2025-10-01&zone=MICHIGAN'],
    ['KENT', '?snapshot=2025-10-01&zone=KENT-HASH'],
    ['GRAND RAPIDS CITY', '?snapshot=2025-10-01&zone=GR-HASH'],
  ]);
  expect(crumbs.getByText('WARD 01 PRECINCT 001').closest('a')).toBeNull();
  fireEvent.click(crumbs.getByRole('link', { name: 'KENT' }));
  expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toEqual({
    county: KENT,
    jurisdiction: null,
    precinct: null,
  });
});
