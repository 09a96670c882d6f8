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
