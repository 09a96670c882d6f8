import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { UsingTheDataPage } from './using-the-data-page';

it('points to the API documentation and the OpenAPI document, and lists public endpoints', () => {
  render(
    <MemoryRouter>
      <UsingTheDataPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Using the data' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/api/docs');
  expect(screen.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).toBe(
    '/api/openapi.json',
  );
  expect(screen.getByRole('table', { name: 'Some public endpoints' })).toBeTruthy();
  expect(screen.getByText('GET /api/qvfstatsstate/MICHIGAN')).toBeTruthy();
});
