import { z } from 'zod';
import { voterIdSchema } from './flags-api';
import { findingEvidenceSchema, reviewRowSchema } from './review-api';

/**
 * GET /api/registration/{voterId}: the registration page's one read (issue 26 item 3): the
 * registration as the current voter file has it, with its address research, and every finding of
 * that file with its evidence. The flag and its history, the voting history and the changes
 * between files have their own calls, which the page shares with the dialogs.
 */
export const registrationParams = z.object({ voterId: voterIdSchema });

export const registrationSchema = reviewRowSchema
  .pick({
    voter_identification_number: true,
    current_triage_status: true,
    flagged_reg_id: true,
    full_name: true,
    first_name: true,
    middle_name: true,
    last_name: true,
    year_of_birth: true,
    full_street_address: true,
    full_address_hash: true,
    address_hash: true,
    city: true,
    zip_code: true,
    jurisdiction_name: true,
    precinct: true,
    ward: true,
    uocava_status_code: true,
    voter_status_type_code: true,
    registration_date: true,
    last_voted_election: true,
    ncoa_delivery_point: true,
    ncoa_match_type: true,
    ncoa_move_date: true,
    ncoa_moved_to_address: true,
    moved_from_county: true,
    reg_count: true,
    name: true,
    category: true,
    comments: true,
  })
  .extend({ county_name: z.string() });
export type RegistrationRecord = z.infer<typeof registrationSchema>;

export const registrationResponse = z.object({
  snapshot_date: z.string(),
  registration: registrationSchema,
  findings: z.array(findingEvidenceSchema),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

export const registrationNotFound = (voterId: number) =>
  `Voter ID ${voterId} is not in the current voter file.`;
