import type { Role } from './roles';

/**
 * Triage statuses of a registration and who may move it from one to another. The server's
 * transition function (packages/records/src/flags/transition.ts) enforces this table; the web app
 * reads it to offer only the choices that will be accepted. Written down in ARCHITECTURE.md.
 */

export const TRIAGE_STATUSES = ['NEW', 'TRG', 'SFCR', 'CS', 'VALID', 'INQ', 'NS', 'CAT', 'CI'] as const;
export type TriageStatus = (typeof TRIAGE_STATUSES)[number];

/** Statuses a volunteer's review moves between (the final-disposition selector's options). */
export const REVIEW_STATUSES = ['TRG', 'SFCR', 'CS', 'VALID'] as const satisfies readonly TriageStatus[];
/** The voter status filters of the clerk and patriot tables (spec 3 section 9). */
export const VOTER_STATUS_FILTERS = ['A', 'CH', 'V', 'R'] as const;
/** Statuses of the clerk's work: 'Next Steps' is offered in these, 'Add to Work Queue' in the rest. */
export const CLERK_STATUSES = ['INQ', 'NS', 'CAT', 'CI'] as const satisfies readonly TriageStatus[];
/** The clerk's final dispositions, the 'Next Steps' form's choices (spec 3 section 4.2). */
export const NEXT_STEPS_STATUSES = ['NS', 'CAT', 'CI'] as const satisfies readonly TriageStatus[];
/** Statuses on the way to a challenge (MCL 168.512): reached only after an individual review. */
export const CHALLENGE_STATUSES = ['SFCR', 'CS'] as const satisfies readonly TriageStatus[];

export interface TriageStatusInfo {
  /** As the disposition selector and badges say it. */
  label: string;
  /** As the status filters say it. */
  filterLabel: string;
  /** Bootstrap colour of the icon or badge ('deep-red' is the product's own darker red). */
  colour: 'secondary' | 'warning' | 'danger' | 'deep-red' | 'success' | 'primary';
  /** The icon's name (Bootstrap Icons). */
  icon: string;
}

export const TRIAGE_STATUS_INFO: Record<TriageStatus, TriageStatusInfo> = {
  NEW: { label: 'UNFLAGGED', filterLabel: 'Unflagged', colour: 'secondary', icon: 'clipboard' },
  TRG: {
    label: 'TRIAGE - Needs More Research',
    filterLabel: 'Yellow (In triage)',
    colour: 'warning',
    icon: 'clipboard',
  },
  SFCR: {
    label: 'INVALID - To Be Challenged',
    filterLabel: 'Red (To be challenged)',
    colour: 'danger',
    icon: 'clipboard',
  },
  CS: {
    label: 'INVALID - Challenge Submitted',
    filterLabel: 'Deep Red (Challenge submitted)',
    colour: 'deep-red',
    icon: 'eye',
  },
  VALID: {
    label: 'VALID - Registration Verified OK',
    filterLabel: 'Green (Verified Ok)',
    colour: 'success',
    icon: 'clipboard-check',
  },
  INQ: {
    label: 'In Queue for clerk review',
    filterLabel: 'CLERK - In Queue',
    colour: 'primary',
    icon: 'bookmark',
  },
  NS: {
    label: 'Confirmation Notice Sent',
    filterLabel: 'CLERK - Confirmation Notice Sent',
    colour: 'primary',
    icon: 'envelope',
  },
  CAT: { label: 'Record Updated', filterLabel: 'CLERK - Record Updated', colour: 'primary', icon: 'pencil' },
  CI: {
    label: 'Cleanup Initiated',
    filterLabel: 'CLERK - Cleanup Initiated',
    colour: 'primary',
    icon: 'backspace',
  },
};

/** Reasons to flag a registration (spec 1 section 5); the review workflow adds the ballot tracking one. */
export const FLAG_REASONS = [
  'Does not live here',
  'Out of State Move',
  'Not a US Citizen',
  'Deceased',
  'Invalid Address',
  'Missing Apartment number',
  'Empty Lot',
  'Duplicate Registration',
  'Other',
] as const;
export const TRG_REASONS = ['Absentee Ballot Tracking - Nov 2024', ...FLAG_REASONS] as const;
export const VALID_REASONS = ['Confirmed resident', 'Other', 'Temporary Move'] as const;
/** The single-record form shows both lists combined ('Other' once). */
export const REVIEW_REASONS = [...TRG_REASONS, ...VALID_REASONS.filter((r) => r !== 'Other')] as const;
/**
 * Review outcomes (spec 1 section 4): a volunteer's verification of where the registrant lives.
 * Either one finds the registration valid: it moves to VALID (or, already VALID, is noted) through
 * the transition table, with the VALID reason it amounts to, and the event records the outcome.
 */
export const REVIEW_OUTCOMES = {
  LIVES_HERE: { label: 'Lives here', reason: 'Confirmed resident' },
  NOT_HERE_VALID: { label: 'Does not live here but is valid', reason: 'Other' },
} as const satisfies Record<string, { label: string; reason: (typeof VALID_REASONS)[number] }>;
export type ReviewOutcome = keyof typeof REVIEW_OUTCOMES;
export const REVIEW_OUTCOME_KEYS = Object.keys(REVIEW_OUTCOMES) as [ReviewOutcome, ...ReviewOutcome[]];

/** The clerk's own flags (spec 3 section 9). */
export const CLERK_FLAG_REASON = 'INACTIVE_VOTER';
export const CLERK_FLAG_DETAIL = 'Clerk initiated review';
export const CLERK_NEW_FLAG_COMMENT = 'Created flag and added to work queue';
export const CLERK_QUEUE_COMMENT = 'Added to clerk work queue';

/** An anonymous visitor with a verified phone, acting through the external flag flow. */
export const ANONYMOUS = 'ANONYMOUS';
export type TriageActorRole = Role | typeof ANONYMOUS;

export interface TransitionRule {
  from: readonly TriageStatus[];
  /** 'same': a note, an event with a comment that leaves the status as it is. */
  to: readonly TriageStatus[] | 'same';
  roles: readonly TriageActorRole[];
  /** Why this row exists: the spec's words, or the decision taken where the spec is silent. */
  why: string;
}

const VOLUNTEERS = [
  'ROLE_DIGITAL-RESEARCHER',
  'ROLE_ELECTION-PATRIOT',
  'ROLE_ELECTION-PATRIOT-PLUS',
  'ROLE_CLERK',
  'ROLE_SITE-ROOT',
] as const satisfies readonly Role[];
const DISPOSERS = [
  'ROLE_ELECTION-PATRIOT',
  'ROLE_ELECTION-PATRIOT-PLUS',
  'ROLE_CLERK',
  'ROLE_SITE-ROOT',
] as const satisfies readonly Role[];
const CLERKS = ['ROLE_CLERK', 'ROLE_SITE-ROOT'] as const satisfies readonly Role[];
/** Who may submit a challenge packet (the policy map's `challenge.submit`). */
const CHALLENGERS = [
  'ROLE_ELECTION-PATRIOT',
  'ROLE_ELECTION-PATRIOT-PLUS',
  'ROLE_SITE-ROOT',
] as const satisfies readonly Role[];

/** Reached only by submitting the challenge packet (POST /api/challenge), never by a status change. */
export const PACKET_ONLY_STATUS = 'CS' satisfies TriageStatus;
export const CS_ONLY_BY_PACKET =
  "'INVALID - Challenge Submitted' is reached only by submitting the challenge packet (MCL 168.512): mark the registration 'INVALID - To Be Challenged', then open 'Prepare the challenge'.";
/** Four eyes: the account that raised a flag does not also approve it. */
export const FOUR_EYES_MARK =
  "Four eyes: you sent this registration to triage, so another volunteer marks it 'INVALID - To Be Challenged'. Ask an Election Patriot of the area to review it.";
export const FOUR_EYES_SUBMIT =
  'Four eyes: you sent this registration to triage, so you cannot also be its challenger. Another Election Patriot of the same city or township submits the challenge.';

/** Every allowed move; a move no row allows is refused. */
export const TRANSITIONS: readonly TransitionRule[] = [
  {
    from: ['NEW'],
    to: ['TRG'],
    roles: [...VOLUNTEERS, ANONYMOUS],
    why: 'Flag for review: any volunteer; anonymous visitors with a verified phone only ever report to triage (spec 1 flag dialog)',
  },
  {
    from: ['NEW'],
    to: ['VALID'],
    roles: VOLUNTEERS,
    why: 'Mark as okay: any volunteer (spec 1 and 2 bulk actions); not anonymous visitors',
  },
  {
    from: ['TRG'],
    to: ['SFCR', 'VALID'],
    roles: DISPOSERS,
    why: 'Final disposition after triage: the roles of the disposition selector (spec 2 section 6, spec 3 section 6); Skip Triage (NEW to SFCR) is retired: raising and approving alone defeats the four eyes',
  },
  {
    from: ['SFCR'],
    to: ['TRG', 'VALID'],
    roles: DISPOSERS,
    why: 'The selector offers the review statuses from To Be Challenged: back to research or cleared',
  },
  {
    from: ['SFCR'],
    to: ['CS'],
    roles: CHALLENGERS,
    why: 'Challenge Submitted only by submitting the challenge packet (MCL 168.512): the roles that may submit it (DESIGN.md section 8)',
  },
  {
    from: ['VALID'],
    to: ['TRG'],
    roles: DISPOSERS,
    why: 'New evidence reopens a verified registration to triage; straight to To Be Challenged would be raising and approving alone (four eyes)',
  },
  {
    from: ['CS'],
    to: ['VALID'],
    roles: CLERKS,
    why: "A submitted challenge is the clerk's to decide: volunteers cannot withdraw it, the clerk can find it valid",
  },
  {
    from: REVIEW_STATUSES,
    to: 'same',
    roles: VOLUNTEERS,
    why: "Research note: who may open the research notes dialog may comment without changing the status (a researcher's form keeps the current one)",
  },
  {
    from: ['NEW', 'TRG', 'SFCR', 'CS', 'VALID'],
    to: ['INQ'],
    roles: CLERKS,
    why: "Clerk 'Add to Work Queue', offered when the status is not INQ, CI, NS or CAT; creates the flag when none exists (spec 3 section 4.2)",
  },
  {
    from: CLERK_STATUSES,
    to: NEXT_STEPS_STATUSES,
    roles: CLERKS,
    why: "Clerk 'Next Steps': the final disposition NS, CAT or CI with a required description (spec 3 section 4.2)",
  },
  {
    from: CLERK_STATUSES,
    to: 'same',
    roles: CLERKS,
    why: "The clerk's note on a registration in the clerk's statuses (Next Steps keeping the status)",
  },
];

/**
 * The roles (of those given) that allow moving a registration from `from` to `to`, in the order
 * given. Empty: the move is refused.
 */
export function rolesAllowing(
  roles: readonly TriageActorRole[],
  from: TriageStatus,
  to: TriageStatus,
): TriageActorRole[] {
  return roles.filter((role) =>
    TRANSITIONS.some(
      (r) =>
        r.from.includes(from) &&
        (r.to === 'same' ? to === from : r.to.includes(to)) &&
        r.roles.includes(role),
    ),
  );
}

/**
 * The statuses a user of these roles may move a registration to from `from` by a status change
 * (without `from` itself, and without Challenge Submitted, which only the packet reaches).
 */
export function targetsFor(roles: readonly TriageActorRole[], from: TriageStatus): TriageStatus[] {
  return TRIAGE_STATUSES.filter(
    (to) => to !== from && to !== PACKET_ONLY_STATUS && rolesAllowing(roles, from, to).length > 0,
  );
}

/** True where the disposition lists offer 'Prepare the challenge' (the packet) instead of CS. */
export const offersChallenge = (roles: readonly TriageActorRole[], from: TriageStatus): boolean =>
  from !== PACKET_ONLY_STATUS && rolesAllowing(roles, from, PACKET_ONLY_STATUS).length > 0;
/** The disposition lists' link to the packet page, where 'Challenge Submitted' was. */
export const PREPARE_CHALLENGE = 'Prepare the challenge';
export const challengePath = (voterId: number | string) => `/challenge/${voterId}`;

export const isChallengeStatus = (s: TriageStatus): boolean =>
  (CHALLENGE_STATUSES as readonly TriageStatus[]).includes(s);

/**
 * The one name of each move where a user starts it (the review table's bulk action, the
 * registration page's action bar, the research notes): the bulk names of spec 2 from an
 * unflagged registration, 'Add to Work Queue' (spec 3 section 4.2), else the target's label.
 */
export function moveLabel(from: TriageStatus, to: TriageStatus): string {
  if (from === to) return 'Add a note';
  if (from === 'NEW' && to === 'TRG') return 'Send To Triage';
  if (from === 'NEW' && to === 'VALID') return 'Mark as okay';
  if (to === 'INQ') return 'Add to Work Queue';
  return TRIAGE_STATUS_INFO[to].label;
}

/** Findings whose question is whether the registrant is alive: no residence outcome answers it. */
const NOT_A_RESIDENCE_QUESTION = ['DECEASED'];
/** Findings that ask whether the registrant moved: "does not live here but is valid" answers them. */
const AWAY_RULES = [
  'NCOA_STATE',
  'NVRA_8D_DEC_2022',
  'NVRA_8D_2025',
  'UNDELIVERABLE',
  'UPS_USPS',
  'LOW_PROPENSITY',
];

/**
 * The review outcomes that make sense for a registration's findings: none where a finding says
 * the registrant died (a residence outcome does not answer it: the disposition form does), "Lives
 * here" otherwise, and "Does not live here but is valid" where a finding is about a move or a
 * mail address, or where there is no finding (a person's own report).
 */
export function outcomesFor(rules: readonly string[]): ReviewOutcome[] {
  if (rules.some((r) => NOT_A_RESIDENCE_QUESTION.includes(r))) return [];
  const away = rules.length === 0 || rules.some((r) => AWAY_RULES.includes(r));
  return REVIEW_OUTCOME_KEYS.filter((o) => o === 'LIVES_HERE' || away);
}

/**
 * The server's refusal of an outcome the registration's findings do not offer (`outcomesFor`), in
 * the volunteer's terms: what the outcome answers, and what to do instead.
 */
export function outcomeRefusal(outcome: ReviewOutcome, rules: readonly string[]): string {
  const chosen = REVIEW_OUTCOMES[outcome].label;
  if (outcomesFor(rules).length === 0)
    return `A finding says this person died: "${chosen}" does not answer that. Decide the registration with a status change instead.`;
  return `"${chosen}" answers a finding of a move or a mail address, and this registration has none: choose "${REVIEW_OUTCOMES.LIVES_HERE.label}", or a status change.`;
}
