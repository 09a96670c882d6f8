import { z } from 'zod';
import {
  COMMENT_MAX,
  NOTE_COMMENT_MIN,
  reasonDescription,
  triageStatusSchema,
  voterIdSchema,
} from './flags-api';
import { findingEvidenceSchema } from './review-api';

/**
 * The challenge an Election Patriot prepares from 'To Be Challenged' (SFCR) and submits to the
 * clerk (CS), as MCL 168.512 asks of it: made by a registered voter of the same city or township,
 * about a named voter, with reasons. The submitted packet is kept on the flag's history.
 */

/** What the statute asks, as the page and the packet say it (spec 4, the law). */
export const CHALLENGE_STATUTE_TEXT =
  'Under MCL 168.512 a registered elector of a city or township may challenge the registration of ' +
  'another elector of the same city or township, naming the elector and stating the reasons. A ' +
  'challenge made indiscriminately or without good cause is a misdemeanour.';
/** The product's guidance disclaimer, printed with every challenge. */
export const CHALLENGE_DISCLAIMER =
  'The findings below come from the public Michigan Qualified Voter File and the sources named with ' +
  'each. They are guidance, not proof that the registration is invalid: a change-of-address match ' +
  'starts the notice process and does not by itself prove ineligibility. The challenger has checked ' +
  'the evidence and states the reasons in their own words.';
/** The challenger's attestation, which the submit button carries. */
export const CHALLENGE_ATTESTATION =
  'I am a registered voter of the same city or township, I have reviewed this registration myself, ' +
  'and the reasons stated are true to the best of my knowledge.';
export const CHALLENGE_SUBMITTED = 'Challenge submitted to the clerk.';
export const CHALLENGE_FROM_SFCR = (now: string) =>
  `A challenge is submitted from 'INVALID - To Be Challenged'; this registration is ${now}.`;
export const CHALLENGE_NOT_FLAGGED = (voterId: number) =>
  `Voter ID ${voterId} is not flagged: mark it 'INVALID - To Be Challenged' before preparing a challenge.`;
/** MCL 168.512's refusal: the challenger is not a registered voter of the voter's city or township. */
export const challengerElsewhere = (challenger: string, voter: string) =>
  `MCL 168.512: a challenge is made by a registered voter of the same city or township. Your registration is in ${challenger}; this voter is registered in ${voter}.`;
export const CHALLENGER_UNKNOWN =
  'MCL 168.512: a challenge is made by a registered voter of the same city or township. Your account is not matched to a registration in the current voter file: enter your own voter ID.';
export const challengerNotFound = (voterId: number) =>
  `No registration with voter ID ${voterId} in the current voter file.`;
export const CHALLENGER_NOT_YOURS =
  'The registration you named is not in your name: enter your own voter ID, as on your voter registration card.';
export const challengeGone = (voterId: number) =>
  `Voter ID ${voterId} is no longer in the current voter file: there is no registration to challenge.`;
export const CHALLENGER_IS_VOTER = 'A voter cannot be challenged by their own registration.';

export const challengeParams = z.object({ voterId: voterIdSchema });
export const challengeQuery = z.object({
  /** The challenger's own registration, when the account's is not the one to use. */
  challenger_voter_id: voterIdSchema.optional(),
});

/** A registration as the challenge names it. */
export const challengeVoterSchema = z.object({
  voter_id: z.number(),
  full_name: z.string(),
  year_of_birth: z.number().nullable(),
  full_street_address: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
  precinct: z.string().nullable(),
  voter_status_type_code: z.string().nullable(),
  registration_date: z.string().nullable(),
});
export type ChallengeVoter = z.infer<typeof challengeVoterSchema>;

const finding = findingEvidenceSchema.omit({ verdict: true });

/** What is printed and kept: frozen at submission on the CS event of the flag's history. */
export const challengePacketSchema = z.object({
  statute: z.string(),
  statute_text: z.string(),
  disclaimer: z.string(),
  snapshot_date: z.string().nullable(),
  submitted_at: z.string(),
  challenger: challengeVoterSchema.extend({ account: z.string() }),
  voter: challengeVoterSchema,
  flagged_reason: z.string(),
  reasons: z.string(),
  findings: z.array(finding),
});
export type ChallengePacket = z.infer<typeof challengePacketSchema>;

// GET /api/challenge/:voterId[?challenger_voter_id=]: the draft, or the packet once submitted.
export const challengeResponse = z.object({
  snapshot_date: z.string().nullable(),
  flag: z.object({
    flagged_reg_id: z.number(),
    current_triage_status: triageStatusSchema,
    version: z.number(),
    flagged_reason: z.string(),
    flagged_reason_x: z.string(),
  }),
  /** Null: the registration is no longer in the current voter file. */
  voter: challengeVoterSchema.nullable(),
  findings: z.array(finding),
  /** The challenger's registration, when the product found it. */
  challenger: challengeVoterSchema.nullable(),
  /** Why the challenger may not make this challenge (MCL 168.512), or null. */
  challenger_problem: z.string().nullable(),
  /** True when this user may submit now (SFCR, a challenger of the same city or township). */
  can_submit: z.boolean(),
  submitted: z.object({ at: z.string(), actor_name: z.string(), packet: challengePacketSchema }).nullable(),
});
export type ChallengeResponse = z.infer<typeof challengeResponse>;

// POST /api/challenge: submit it (SFCR -> CS through the transition function).
export const challengeBody = z.object({
  voter_id: voterIdSchema,
  /** The flag's version the challenger saw: a change meanwhile is refused (409). */
  expected_version: z.number().int().positive(),
  challenger_voter_id: voterIdSchema.optional(),
  reasons: reasonDescription(NOTE_COMMENT_MIN, `Reasons: Maximum ${COMMENT_MAX} characters, please`),
  attest: z.literal(true, 'Confirm the statement above to submit the challenge.'),
});
export type ChallengeBody = z.infer<typeof challengeBody>;
