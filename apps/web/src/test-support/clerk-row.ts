import type { ClerkRow } from '@voterroll/contract/clerk-api';

/** A clerk list's row of a new registration in Lansing; `changes` make it the one a test needs. */
export const clerkRowOf = (changes: Partial<ClerkRow>): ClerkRow => ({
  row_number: 1,
  voter_identification_number: 5000,
  current_triage_status: 'NEW',
  flagged_reg_id: null,
  system_review_codes: '',
  full_name: 'VOTER, JANE',
  full_street_address: '1 MAIN ST',
  full_address_hash: 'a'.repeat(32),
  address_hash: 'b'.repeat(32),
  voter_status_type_code: 'A',
  year_of_birth: 1950,
  county_name: 'INGHAM',
  jurisdiction_name: 'LANSING CITY',
  precinct: '1',
  ward: '',
  registration_date: null,
  last_voted_election: null,
  ncoa_delivery_point: null,
  ncoa_move_date: null,
  ncoa_moved_to_address: null,
  name: null,
  category: null,
  flagged_reason: null,
  ...changes,
});
