import type { FlaggedRow } from '@voterroll/contract/patriot-api';

/** A flagged registration of Kent's Flagged tab, named `full_name` ('LAST, FIRST MIDDLE'). */
export const flagged = (id: number, full_name: string): FlaggedRow => ({
  voter_identification_number: id,
  current_triage_status: 'TRG',
  system_review_codes: '',
  full_name,
  full_street_address: '1 MAIN ST',
  full_address_hash: 'a'.repeat(32),
  address_hash: 'b'.repeat(32),
  voter_status_type_code: 'A',
  year_of_birth: 1950,
  county_name: 'KENT',
  jurisdiction_name: 'GRAND RAPIDS CITY',
  precinct: '1',
  ward: '',
  registration_date: null,
  flagged_reg_id: id + 100,
  flagged_reason: 'OTHER',
  flagged_at: '2025-10-01T00:00:00Z',
  updated_at: '2025-10-02T00:00:00Z',
});
