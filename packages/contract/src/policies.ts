import { ROLES, type Role } from './roles';

/**
 * The one map from permission to the roles that hold it, for every screen and call the three spec
 * documents name. The server checks it on every endpoint (route config `access: { permission }`);
 * the web app uses `can` to show or hide. 'signed-in' means any active account with a valid
 * session, whatever its roles. Where the spec names the roles, they are copied as spelled there;
 * where it is silent (messages, audit log, zonal leads, who edits users) the choice is written
 * beside the entry and in ARCHITECTURE.md.
 */
const SIGNED_IN = 'signed-in' as const;

export const POLICIES = {
  // Spec 1: any logged-in user.
  'session.check': SIGNED_IN,
  'profile.view': SIGNED_IN,
  'profile.edit': SIGNED_IN,
  'dashboard.view': SIGNED_IN,
  /** The internal flag flow (logged-in users skip the phone check). */
  'flags.flag-internal': SIGNED_IN,
  /**
   * POST /api/update-triage-status: the research notes form, the disposition selector and the
   * clerk's forms; POST /api/review-outcome: "Lives here" / "Does not live here but is valid". The
   * roles that may make some status change or note (contract triage.ts); the transition table
   * decides which.
   */
  'flags.triage': [
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],
  /** GET /api/flagged-registration-comments/{voterId}: spec 1 sends the token, names no role. */
  'flags.comments': SIGNED_IN,
  /** GET /api/zonal-lead/: the county leads of the caller's area. */
  'zonal-lead.view': SIGNED_IN,

  // Spec 3, 2.1: dashboard tabs.
  'dashboard.clerk-tab': ['ROLE_SITE-ROOT', 'ROLE_CLERK'],
  'dashboard.patriot-tab': ['ROLE_SITE-ROOT', 'ROLE_ELECTION-PATRIOT'],
  'dashboard.researcher-tab': ['ROLE_SITE-ROOT', 'ROLE_DIGITAL-RESEARCHER'],
  'dashboard.membership-tab': ['ROLE_SITE-ROOT', 'ROLE_COUNTY-LEAD', 'ROLE_USER-ADMIN'],

  // Spec 3, 6: administration.
  'users.list': ['ROLE_SITE-ROOT', 'ROLE_USER-ADMIN', 'ROLE_COUNTY-LEAD'],
  /**
   * Editing and approving a user: the spec leaves "who" open. User admins and site root
   * state-wide, county leads within their county (scope), never their own account.
   */
  'users.edit': ['ROLE_SITE-ROOT', 'ROLE_USER-ADMIN', 'ROLE_COUNTY-LEAD'],
  /** Approving a change of an account's linked registration (the challenger, issue 35). */
  'users.registration-links': ['ROLE_SITE-ROOT', 'ROLE_USER-ADMIN'],
  /** Granting county lead, data entry and law enforcement (see ROLE_GRANTS). */
  'users.grant-admin-roles': ['ROLE_SITE-ROOT', 'ROLE_USER-ADMIN'],
  /** Granting site root, site admin and user admin. */
  'users.grant-root-roles': ['ROLE_SITE-ROOT'],
  /** Messages table: "roles not shown"; the administrators who read the contact form. */
  'messages.view': ['ROLE_SITE-ROOT', 'ROLE_SITE-ADMIN', 'ROLE_USER-ADMIN'],
  'subscriptions.view': ['ROLE_SITE-ROOT', 'ROLE_SITE-ADMIN', 'ROLE_USER-ADMIN'],
  /** Security events (issue 4): site root only. */
  'audit-log.view': ['ROLE_SITE-ROOT'],

  // Spec 3, 6: clerk.
  'clerk.dashboard': ['ROLE_SITE-ROOT', 'ROLE_CLERK'],
  'clerk.research-dialog': SIGNED_IN,
  'clerk.work-queue': ['ROLE_SITE-ROOT', 'ROLE_CLERK'],
  /** Next Steps: NS, CAT or CI. */
  'clerk.final-disposition': ['ROLE_SITE-ROOT', 'ROLE_CLERK'],

  // Spec 3, 6: Election Patriot.
  'patriot.flagged-list': ['ROLE_SITE-ROOT', 'ROLE_ELECTION-PATRIOT', 'ROLE_ELECTION-PATRIOT-PLUS'],
  'patriot.removed-tab': ['ROLE_ELECTION-PATRIOT'],
  /**
   * The challenge of MCL 168.512 (issue 26): prepared and submitted by a patriot (SFCR -> CS); the
   * clerk, who receives it, reads it too.
   */
  'challenge.prepare': [
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],
  'challenge.submit': ['ROLE_ELECTION-PATRIOT', 'ROLE_ELECTION-PATRIOT-PLUS', 'ROLE_SITE-ROOT'],

  // Spec 2, 6 and spec 3, 6: review. Spec 2 section 6's page table leaves out Election Patriot
  // Plus while giving it the page's one bulk option, Skip Triage: it may open the page. Skip
  // Triage itself is retired (four eyes: docs/flags-and-review.md), so no permission names it.
  'review.list': [
    'ROLE_CLERK',
    'ROLE_LAW-ENFORCEMENT',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_SITE-ADMIN',
    'ROLE_SITE-ROOT',
  ],
  /**
   * GET /api/registration/{voterId}: the registration page (issue 26): the roles that may read
   * findings and their evidence (review.list's), in their area.
   */
  'registration.view': [
    'ROLE_CLERK',
    'ROLE_LAW-ENFORCEMENT',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_SITE-ADMIN',
    'ROLE_SITE-ROOT',
  ],
  /**
   * The research notes dialog: every role of the review page (issue 35: no notes icon that leads
   * to a refusal). Roles without `flags.triage` (law enforcement, site admin) read the evidence
   * and the history only; Election Patriot Plus makes its individual review there.
   */
  'review.research-notes': [
    'ROLE_CLERK',
    'ROLE_LAW-ENFORCEMENT',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_SITE-ADMIN',
    'ROLE_SITE-ROOT',
  ],
  'review.final-disposition': [
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],
  /**
   * A verdict on one finding (false positive or confirmed: POST /api/finding-review): the roles
   * that review registrations (flags.triage's), since the verdict is part of that review.
   */
  'review.finding-verdict': [
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],
  /**
   * Bulk flagging from the review list (POST /api/flag-registrations-bulk): the roles the
   * transition table lets flag an unflagged registration (law enforcement and site admins view).
   */
  'review.bulk-flag': [
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],

  // Spec 2, 6: addresses.
  'addresses.high-density': [
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],
  /** Occupants of an address (GET /api/address/{county}/{hash}): the density page's viewers. */
  'addresses.occupants': [
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],
  'addresses.edit-category': [
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_CLERK',
    'ROLE_SITE-ROOT',
  ],
  /** The verify-address action sits in the categorisation form: its editors. */
  'addresses.verify': ['ROLE_ELECTION-PATRIOT', 'ROLE_ELECTION-PATRIOT-PLUS', 'ROLE_CLERK', 'ROLE_SITE-ROOT'],

  // Spec 2, 6: changes and downloads.
  'changes.view': ['ROLE_DIGITAL-RESEARCHER', 'ROLE_ELECTION-PATRIOT', 'ROLE_CLERK', 'ROLE_SITE-ROOT'],
  'downloads.use': ['ROLE_DIGITAL-RESEARCHER', 'ROLE_ELECTION-PATRIOT', 'ROLE_ELECTION-PATRIOT-PLUS'],
  /**
   * POST /api/download-file: a finished extract goes to its requester only (checked per request),
   * and to site root, who may fetch anyone's (issue 12; the spec names no role for it).
   */
  'downloads.file': [
    'ROLE_DIGITAL-RESEARCHER',
    'ROLE_ELECTION-PATRIOT',
    'ROLE_ELECTION-PATRIOT-PLUS',
    'ROLE_SITE-ROOT',
  ],
  'downloads.any-file': ['ROLE_SITE-ROOT'],

  // Spec 3, 6: ballot envelopes and AVCB.
  'envelopes.view': ['ROLE_DATA-ENTRY', 'ROLE_SITE-ROOT'],
  'envelopes.edit': ['ROLE_DATA-ENTRY', 'ROLE_SITE-ROOT'],
  'avcb.view': ['ROLE_DATA-ENTRY', 'ROLE_SITE-ROOT'],
} as const satisfies Record<string, readonly Role[] | typeof SIGNED_IN>;

export type Permission = keyof typeof POLICIES;
export const PERMISSIONS = Object.keys(POLICIES) as Permission[];

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(POLICIES, name);
}

/** The roles that hold a permission ('signed-in' entries: every role). */
export function rolesWith(permission: Permission): readonly Role[] {
  const entry: readonly Role[] | typeof SIGNED_IN = POLICIES[permission];
  return entry === SIGNED_IN ? ROLES : entry;
}

/** Whether an account with these roles (signed in) holds the permission. */
export function can(roles: readonly Role[] | readonly string[], permission: Permission): boolean {
  const entry: readonly Role[] | typeof SIGNED_IN = POLICIES[permission];
  if (entry === SIGNED_IN) return true;
  return roles.some((r) => (entry as readonly string[]).includes(r));
}

/**
 * Which permission it takes to grant or take away each role in user administration: the
 * volunteer roles of the spec's role options by any user editor, the rest only higher up, so
 * that no editor can raise anyone (themselves included) above their own standing.
 */
export const ROLE_GRANTS: Record<Role, Permission> = {
  'ROLE_ELECTION-PATRIOT': 'users.edit',
  'ROLE_ELECTION-PATRIOT-PLUS': 'users.edit',
  'ROLE_DIGITAL-RESEARCHER': 'users.edit',
  ROLE_CLERK: 'users.edit',
  'ROLE_COUNTY-LEAD': 'users.grant-admin-roles',
  'ROLE_DATA-ENTRY': 'users.grant-admin-roles',
  'ROLE_LAW-ENFORCEMENT': 'users.grant-admin-roles',
  'ROLE_USER-ADMIN': 'users.grant-root-roles',
  'ROLE_SITE-ADMIN': 'users.grant-root-roles',
  'ROLE_SITE-ROOT': 'users.grant-root-roles',
};

/** Which dashboard tabs a user sees, in the spec's order; the default tab is the first. */
export const DASHBOARD_TABS = [
  { key: 'clerk', label: 'Clerk Dashboard', permission: 'dashboard.clerk-tab' },
  { key: 'patriot', label: 'Election Patriot Dashboard', permission: 'dashboard.patriot-tab' },
  { key: 'researcher', label: 'Digital Researcher Dashboard', permission: 'dashboard.researcher-tab' },
  { key: 'membership', label: 'Membership Requests', permission: 'dashboard.membership-tab' },
] as const satisfies readonly { key: string; label: string; permission: Permission }[];

export function dashboardTabs(roles: readonly string[]) {
  return DASHBOARD_TABS.filter((t) => can(roles, t.permission));
}

/** The answers and messages of the gate (spec 1 section 8, spec 3 section 8). */
export const SESSION_EXPIRED_MESSAGE = 'Session Expired. Please Re-Login.';
export const INSUFFICIENT_PERMISSION_MESSAGE = 'Insufficient Permission, please contact site root.';
/** /login's messages for a screen opened without a user (spec 3 sections 6 and 8). */
export const PLEASE_LOG_IN_MESSAGE = 'Please log-in.';
export const UNAUTHORIZED_ACCESS_MESSAGE = 'Unauthorized access.';
/** Spec 3 sections 6 and 8: the users list asks a visitor with no login this. */
export const PLEASE_LOGIN_MESSAGE = 'Please login.';
/** What the login page says after Logout. */
export const SIGNED_OUT_MESSAGE = 'You are signed out.';
