import { expect, it } from 'vitest';
import { zoneName } from './review-summary-cards';

it('names a precinct by its zone name once, ward and all (issue 37: one form everywhere)', () => {
  expect(zoneName({ county: 'WAYNE', jurisdiction: 'DETROIT CITY', precinct: 'WARD 03 PRECINCT 024' })).toBe(
    'WARD 03 PRECINCT 024, DETROIT CITY, WAYNE County',
  );
  expect(zoneName({ county: 'WAYNE' })).toBe('WAYNE County');
});
