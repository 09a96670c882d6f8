import { z } from 'zod';
import {
  COMMENT_MAX,
  NOTE_COMMENT_MIN,
  reasonDescription,
  triageChangeResponse,
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
/**
 * The challenger's rules (MCL 168.512), each refusal naming its rule and what to do. The
 * challenger is always the registration linked to the account (at sign-up, or from the profile
 * through the same match), never one named in the request nor found by a name.
 */
const STATUTE = 'MCL 168.512: a challenge is made by a registered voter of the same city or township.';
export const challengerElsewhere = (challenger: string, voter: string) =>
  `${STATUTE} Your registration is in ${challenger}; this voter is registered in ${voter}. An Election Patriot registered in ${voter} can submit this challenge.`;
export const CHALLENGER_UNKNOWN = `${STATUTE} Your account is not linked to your voter registration: link it from My profile (Voter registration), then come back to submit.`;
export const challengerNotFound = (voterId: number) =>
  `${STATUTE} Your linked registration (voter ID ${voterId}) is not in the current voter file: ask a user admin to re-link your account from My profile.`;
export const challengerNotActive = (voterId: number, status: string) =>
  `${STATUTE} The challenger must be an active registered voter; your registration (voter ID ${voterId}) is ${status} in the current voter file. Settle it with your clerk; another Election Patriot of the city or township can submit meanwhile.`;
export const challengeGone = (voterId: number) =>
  `Voter ID ${voterId} is no longer in the current voter file: there is no registration to challenge.`;
export const CHALLENGER_IS_VOTER = 'A voter cannot be challenged by their own registration.';

export const challengeParams = z.object({ voterId: voterIdSchema });

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
  /**
   * The precinct's ward ('' or zeros: none): named precinctName(ward, precinct). Optional: packets
   * submitted before it was added are stored without it.
   */
  ward: z.string().optional(),
  voter_status_type_code: z.string().nullable(),
  registration_date: z.string().nullable(),
});
export type ChallengeVoter = z.infer<typeof challengeVoterSchema>;

/** A finding as the packet prints it: its evidence, and that evidence in sentences (evidence-sentences.ts). */
const finding = findingEvidenceSchema.omit({ verdict: true }).extend({ sentences: z.array(z.string()) });

/** How the clerk reaches the challenger: the account's name, e-mail and phone. */
export const challengerContactSchema = z.object({
  account: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ChallengerContact = z.infer<typeof challengerContactSchema>;

/** A packet's reference number, stored with it and shown on it: CH-2026-000123. */
export const challengeReference = (year: number, n: number) => `CH-${year}-${String(n).padStart(6, '0')}`;
/** Said where a packet submitted before references were given (migration 0142) would show one. */
export const NO_CHALLENGE_REFERENCE = 'none (submitted before packets were numbered)';

/** What is printed and kept: frozen at submission on the CS event of the flag's history. */
export const challengePacketSchema = z.object({
  /** Null only for a packet submitted before references were given. */
  reference: z.string().nullable(),
  statute: z.string(),
  statute_text: z.string(),
  disclaimer: z.string(),
  snapshot_date: z.string().nullable(),
  submitted_at: z.string(),
  challenger: challengeVoterSchema.extend(challengerContactSchema.shape),
  voter: challengeVoterSchema,
  flagged_reason: z.string(),
  reasons: z.string(),
  findings: z.array(finding),
});
export type ChallengePacket = z.infer<typeof challengePacketSchema>;

// GET /api/challenge/:voterId: the draft, or the packet once submitted.
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
  /** The challenger's registration: the one linked to the account, when in the current file. */
  challenger: challengeVoterSchema.nullable(),
  /** The signed-in challenger's contact, as the packet will carry it. */
  contact: challengerContactSchema,
  /** Why the challenger may not make this challenge (MCL 168.512), or null. */
  challenger_problem: z.string().nullable(),
  /** The packet's reference number, given when it is first prepared (null: not preparable by this user now). */
  reference: z.string().nullable(),
  /** True when this user may submit now (SFCR, an active challenger of the same city or township, not the raiser). */
  can_submit: z.boolean(),
  submitted: z.object({ at: z.string(), actor_name: z.string(), packet: challengePacketSchema }).nullable(),
});
export type ChallengeResponse = z.infer<typeof challengeResponse>;

// POST /api/challenge: submit it (SFCR -> CS through the transition function).
export const challengeBody = z.object({
  voter_id: voterIdSchema,
  /** The flag's version the challenger saw: a change meanwhile is refused (409). */
  expected_version: z.number().int().positive(),
  reasons: reasonDescription(NOTE_COMMENT_MIN, `Reasons: Maximum ${COMMENT_MAX} characters, please`),
  attest: z.literal(true, 'Confirm the statement above to submit the challenge.'),
});
export type ChallengeBody = z.infer<typeof challengeBody>;
/** POST /api/challenge's answer: the flag's new state and the packet's reference number. */
export const challengeSubmitResponse = triageChangeResponse.extend({ reference: z.string() });

/**
 * GET /api/challenge/:voterId/packet.pdf[?reasons=]: the submitted packet,
 * else the draft with the reasons typed so far; the same permission and area as the page.
 */
export const challengePdfQuery = z.object({
  reasons: z.string().max(COMMENT_MAX, `Reasons: Maximum ${COMMENT_MAX} characters, please`).optional(),
});
export const challengePdfName = (reference: string | null, voterId: number) =>
  `challenge-${reference ?? voterId}.pdf`;

/** What happens after submitting, as the confirmation page and the PDF's last lines say it. */
export const CHALLENGE_NEXT_STEPS = [
  "The clerk of the voter's city or township finds the challenge in the Challenged list of their dashboard, with this packet.",
  "The clerk decides: they may add it to their work queue, send the voter a notice, update the record or find the registration valid. Each step shows on your home and in the registration's activity.",
  'Keep the reference number: the clerk may contact you about the challenge by e-mail or phone.',
] as const;

/** Where a submitted packet is now, in the challenger's words (the patriot's home). */
export function challengeStatusWords(status: z.infer<typeof triageStatusSchema>): string {
  if (status === 'CS') return "Waiting in the clerk's Challenged list";
  if (status === 'VALID') return 'Decided: the clerk found the registration valid';
  if (status === 'INQ') return "In the clerk's work queue";
  if (status === 'NS') return 'The clerk sent the voter a confirmation notice';
  if (status === 'CAT') return 'The clerk updated the record';
  if (status === 'CI') return 'The clerk began the cleanup of the record';
  return 'Back in review';
}

// GET /api/my-challenges: the packets the signed-in user submitted, newest first, and their counts.
export const myChallengeSchema = z.object({
  reference: z.string().nullable(),
  voter_id: z.number(),
  full_name: z.string(),
  jurisdiction_name: z.string(),
  submitted_at: z.string(),
  current_triage_status: triageStatusSchema,
});
export const myChallengesResponse = z.object({
  rows: z.array(myChallengeSchema),
  /** Packets submitted, all time and this calendar month (UTC): they stay counted once the clerk acts. */
  submitted_total: z.number(),
  submitted_this_month: z.number(),
  /** Of those, the ones still waiting in the clerk's Challenged list (status CS). */
  waiting: z.number(),
});
export type MyChallenges = z.infer<typeof myChallengesResponse>;
/** The packets listed on the patriot's home (the counts are of all of them). */
export const MY_CHALLENGES_SHOWN = 50;
