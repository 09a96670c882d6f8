import type { z } from 'zod';
import { AUDIT_EVENTS, type AuditEvent } from './admin-api';
import { FINDING_RULES, type FindingRule } from './metrics';
import { ROLES } from './roles';
import {
  ANONYMOUS,
  CLERK_FLAG_REASON,
  TRIAGE_STATUS_INFO,
  TRIAGE_STATUSES,
  type TriageActorRole,
  type TriageStatus,
} from './triage';
import type { votingMethod } from './voters-api';

/**
 * Words, not codes (issue 27): what a person reads for each code of the file and of the product.
 * Pages show these, never the code; e2e/harness.ts fails a page whose text shows a code of
 * CODES_NEVER_SHOWN. The spec's own labels stay where they are defined (TRIAGE_STATUS_INFO,
 * ADMIN_ROLE_OPTIONS, REVIEW_FILTERS) and are read from there.
 */

/** Each finding rule as a badge or a table cell says it (short; the metric pages explain it). */
export const RULE_LABELS: Record<FindingRule, string> = {
  DUPLICATE: 'Duplicate',
  DECEASED: 'Deceased',
  AGE_100_PLUS: 'Age 100+',
  AGE_90_PLUS: 'Age 90+',
  AGE_PLACEHOLDER: 'Placeholder birth year',
  REG_DATE_PRE_1942: 'Registered before 1942',
  UPS_USPS: 'Post office or shipping store',
  NCOA_STATE: 'Moved out of state',
  LOW_PROPENSITY: 'Low propensity',
  NVRA_8D_DEC_2022: 'NVRA expired Dec 2022',
  NVRA_8D_2025: 'NVRA cancellation 2025',
  NON_RESIDENTIAL: 'Non-residential address',
  BLANK_UNIT: 'Blank unit number',
  UNDELIVERABLE: 'Undeliverable address',
};

const isRule = (code: string): code is FindingRule => (FINDING_RULES as readonly string[]).includes(code);

/** A rule's words; a code the table does not know is shown as it is (never hidden). */
export const ruleLabel = (code: string): string => (isRule(code) ? RULE_LABELS[code] : code);

/** The comma-separated rule codes of a row (system_review_codes, challenge_codes) as words. */
export const ruleLabels = (codes: string | readonly string[]): string[] =>
  (typeof codes === 'string' ? codes.split(',') : codes)
    .map((c) => c.trim())
    .filter(Boolean)
    .map(ruleLabel);

/** A triage status in words: the spec's labels (spec 3 section 4.1); NEW is 'Unflagged'. */
export const TRIAGE_STATUS_LABELS: Record<TriageStatus, string> = {
  ...Object.fromEntries(TRIAGE_STATUSES.map((s) => [s, TRIAGE_STATUS_INFO[s].label])),
  NEW: 'Unflagged',
} as Record<TriageStatus, string>;

export const triageStatusLabel = (status: string | null): string =>
  status === null ? TRIAGE_STATUS_LABELS.NEW : (TRIAGE_STATUS_LABELS[status as TriageStatus] ?? status);

/** One event of a flag's history in words: "Unflagged → TRIAGE - Needs More Research", or a note. */
export const triageMoveLabel = (from: string | null, to: string): string =>
  (from ?? 'NEW') === to
    ? `Note (status stays ${triageStatusLabel(to)})`
    : `${triageStatusLabel(from)} → ${triageStatusLabel(to)}`;

/** Every role and the anonymous visitor as people say them (the spec's option labels, spec 3 section 4.3). */
export const ROLE_LABELS: Record<TriageActorRole, string> = {
  'ROLE_SITE-ROOT': 'Site Root',
  'ROLE_SITE-ADMIN': 'Site Administrator',
  'ROLE_USER-ADMIN': 'User Administrator',
  'ROLE_COUNTY-LEAD': 'County Lead',
  ROLE_CLERK: 'Clerk',
  'ROLE_ELECTION-PATRIOT': 'Election Patriot',
  'ROLE_ELECTION-PATRIOT-PLUS': 'Election Patriot Plus',
  'ROLE_DIGITAL-RESEARCHER': 'Digital Researcher',
  'ROLE_DATA-ENTRY': 'Data Entry',
  'ROLE_LAW-ENFORCEMENT': 'Law Enforcement',
  [ANONYMOUS]: 'Anonymous visitor',
};

/** A role in words; the spec's unprefixed spelling (DIGITAL-RESEARCHER) is read too. */
export const roleLabel = (role: string): string => {
  const key = (role in ROLE_LABELS ? role : `ROLE_${role}`) as TriageActorRole;
  return ROLE_LABELS[key] ?? role;
};

/** A list of roles ("ROLE_CLERK,ROLE_DIGITAL-RESEARCHER" or an array) in words, comma-separated. */
export const rolesLabel = (roles: string | readonly string[]): string =>
  (typeof roles === 'string' ? roles.split(',') : roles)
    .map((r) => r.trim())
    .filter(Boolean)
    .map(roleLabel)
    .join(', ');

/** Flag reasons are the spec's words already, but for the clerk's own code (spec 3 section 9). */
export const REASON_LABELS: Record<string, string> = {
  [CLERK_FLAG_REASON]: 'Inactive voter (clerk review)',
};
export const reasonLabel = (reason: string): string => REASON_LABELS[reason] ?? reason;

/** The voter file's status codes (spec 3 section 4.1's badges; C and R leave the counts). */
export const VOTER_STATUSES = ['A', 'V', 'CH', 'I', 'R', 'C'] as const;
export type VoterStatus = (typeof VOTER_STATUSES)[number];
export const VOTER_STATUS_LABELS: Record<VoterStatus, string> = {
  A: 'Active',
  V: 'Verify',
  CH: 'Challenged',
  I: 'Inactive',
  R: 'Rejected',
  C: 'Cancelled',
};
export const voterStatusLabel = (code: string): string =>
  code.trim() === '' ? 'Unknown' : (VOTER_STATUS_LABELS[code as VoterStatus] ?? code);

/** The file's UOCAVA status codes (military and overseas voters). */
export const UOCAVA_LABELS: Record<string, string> = {
  N: 'Not UOCAVA',
  M: 'Military',
  C: 'Overseas civilian',
  O: 'Other overseas',
};
export const uocavaLabel = (code: string): string =>
  code.trim() === '' ? 'Not UOCAVA' : (UOCAVA_LABELS[code] ?? code);
/**
 * A precinct as the product names it everywhere, its zone's name: 'WARD 03 PRECINCT 024', or
 * 'PRECINCT 024' without a ward (a ward of zeros is none).
 */
export function precinctName(ward: string, precinct: string): string {
  const w = ward.trim().replace(/^0+/, '');
  return w.length > 0 ? `WARD ${ward.trim()} PRECINCT ${precinct}` : `PRECINCT ${precinct}`;
}

/** The file's UOCAVA_STATUS_NAME in words: 'NON-UOCAVA' (spec 4) is 'Not UOCAVA'; others capitalised. */
export const uocavaNameLabel = (name: string): string => {
  const n = name.trim();
  if (n === '' || n.toUpperCase() === 'NON-UOCAVA') return 'Not UOCAVA';
  return n.charAt(0).toUpperCase() + n.slice(1).toLowerCase();
};

/** How a voter took part in an election, as a person reads it (the history file's voting methods). */
export const VOTING_METHOD_LABELS: Record<z.infer<typeof votingMethod>, string> = {
  ABSENTEE: 'absentee',
  'IN PERSON': 'in person',
  UNKNOWN: 'method not recorded',
};
/** A voting method in words; a method the table does not know in lower case (never hidden). */
export const votingMethodLabel = (method: string): string =>
  VOTING_METHOD_LABELS[method as keyof typeof VOTING_METHOD_LABELS] ?? method.toLowerCase();

/** The security log's events (admin-api's AUDIT_EVENTS) as the log reads them. */
export const AUDIT_EVENT_LABELS: Record<AuditEvent, string> = {
  'signin.success': 'Signed in',
  'signin.failure': 'Sign-in failed',
  'signin.locked': 'Sign-in locked out',
  signout: 'Signed out',
  signup: 'Signed up',
  'signup.several-matches': 'Sign-up matched several registrations',
  'password.reset-requested': 'Password reset requested',
  'password.reset': 'Password reset',
  'password.changed': 'Password changed',
  'profile.updated': 'Profile updated',
  'account.deactivated': 'Account deactivated by its owner',
  'user.activated': 'User activated',
  'user.deactivated': 'User deactivated',
  'user.roles-changed': 'Roles changed',
  'user.area-changed': 'County or jurisdiction changed',
  'admin.created': 'Administrator created',
  'registration.linked': 'Voter registration linked',
  'registration.link-requested': 'Change of linked registration requested',
  'registration.relinked': 'Linked registration changed (approved)',
  'registration.unlinked': 'Linked registration removed (approved)',
  'registration.link-refused': 'Change of linked registration refused',
};
export const auditEventLabel = (event: string): string => AUDIT_EVENT_LABELS[event as AuditEvent] ?? event;

/**
 * Codes that must never reach a page's text: the rules, triage statuses, roles, the clerk's reason
 * and the security events. Spelled as the file and the database spell them; the e2e harness looks
 * for each as a whole word. Voter status letters (A, V, I, ...) are words or initials in ordinary
 * text, so their badges are checked by component tests instead.
 */
export const CODES_NEVER_SHOWN: readonly string[] = [
  ...FINDING_RULES,
  ...TRIAGE_STATUSES,
  ...ROLES,
  ...ROLES.map((r) => r.replace(/^ROLE_/, '')).filter((r) => r.includes('-')),
  CLERK_FLAG_REASON,
  ...AUDIT_EVENTS.filter((e) => e.includes('.')),
];

/** A person's name parts as the file spells them (blank parts are ''; the suffix is optional). */
export interface NameParts {
  first_name: string;
  middle_name: string;
  last_name: string;
  name_suffix?: string | null;
}

/** A person's name as people say it (issue 27): First Middle Last Suffix, blank parts left out. */
export const personName = (r: NameParts): string =>
  [r.first_name, r.middle_name, r.last_name, r.name_suffix ?? '']
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The same from the lists' sortable full_name, 'LAST, FIRST MIDDLE' (records' fullNameSql), for
 * rows that carry no name parts: 'FIRST MIDDLE LAST'. A name without the comma is as it is.
 */
export function personNameOf(fullName: string): string {
  const at = fullName.indexOf(', ');
  return at < 0 ? fullName : `${fullName.slice(at + 2)} ${fullName.slice(0, at)}`.trim();
}
