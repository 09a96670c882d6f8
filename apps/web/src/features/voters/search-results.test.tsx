import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clickHeader, columnCells } from '../../test-support/column-cells';
import { SearchResults, type VoterSearchRow } from './search-results';

const voter = (id: string, first: string, middle: string, last: string, suffix = ''): VoterSearchRow => ({
  voter_identification_number: id,
  // As GET /api/voters answers it (voters/routes.ts): first name first.
  full_name: [first, middle, last, suffix].filter(Boolean).join(' '),
  first_name: first,
  middle_name: middle,
  last_name: last,
  name_suffix: suffix,
  year_of_birth: 1960,
  full_street_address: '1 MAIN ST',
  full_address_hash: 'a'.repeat(32),
  address_hash: 'b'.repeat(32),
  county_name: 'KENT',
  jurisdiction_name: 'GRAND RAPIDS CITY',
  precinct: '1',
  ward: '',
  voter_status_type_code: 'A',
});

// Issue 27: the name search names people First Middle Last, still sorted by the last name.
describe('the name search results', () => {
  it('read First Middle Last (with the suffix) and sort by the last name', () => {
    render(
      <MemoryRouter>
        <SearchResults
          rows={[
            voter('1', 'SHARON', 'LAURA', 'BROWN'),
            voter('2', 'ZED', '', 'ADAMS', 'JR'),
            voter('3', 'ANN', '', 'BROWN'),
          ]}
        />
      </MemoryRouter>,
    );
    expect(columnCells('Full Name')).toEqual(['ZED ADAMS JR', 'ANN BROWN', 'SHARON LAURA BROWN']);
    clickHeader('Full Name');
    expect(columnCells('Full Name')).toEqual(['SHARON LAURA BROWN', 'ANN BROWN', 'ZED ADAMS JR']);
  });
});
