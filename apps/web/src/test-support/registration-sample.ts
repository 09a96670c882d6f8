import type { RegistrationResponse } from '@voterroll/contract/registration-api';

/** What a registration carries when nothing is known beyond the file: no vote, no move, no research. */
export const NOTHING_MORE_KNOWN = {
  last_voted_election: null,
  ncoa_delivery_point: null,
  ncoa_match_type: null,
  ncoa_move_date: null,
  ncoa_moved_to_address: null,
  moved_from_county: null,
  reg_count: 1,
  name: null,
  category: null,
  comments: null,
} as const;

/** GET /api/registration's registration of voter `voterId`: JANE SAMPLE of Lansing, unflagged. */
export const registrationOf = (voterId: number): RegistrationResponse['registration'] => ({
  voter_identification_number: voterId,
  current_triage_status: 'NEW',
  flagged_reg_id: null,
  full_name: 'SAMPLE, JANE',
  first_name: 'JANE',
  middle_name: '',
  last_name: 'SAMPLE',
  year_of_birth: 1950,
  full_street_address: '100 MAIN ST',
  full_address_hash: 'fa',
  address_hash: 'ah',
  city: 'LANSING',
  zip_code: '48910',
  county_name: 'INGHAM',
  jurisdiction_name: 'LANSING CITY',
  precinct: '001',
  ward: '',
  uocava_status_code: 'N',
  voter_status_type_code: 'A',
  registration_date: '2001-05-01',
  ...NOTHING_MORE_KNOWN,
});
