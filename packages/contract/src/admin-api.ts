import { z } from 'zod';
import { groupSchema, partySchema } from './accounts-api';
import { roleSchema } from './roles';

/** User administration, messages, zonal leads and the audit log (spec 3 sections 2.5, 2.6, 3, 4.3, 7). */

export const USERS_PAGE_SIZE = 25;
export const MESSAGES_PAGE_SIZE = 25;
/** County and jurisdiction value meaning the whole state. */
export const ALL = 'ALL';

/** Role options in user administration (value: label), spec 3 section 3. */
export const ADMIN_ROLE_OPTIONS = {
  'ROLE_ELECTION-PATRIOT': 'Election Patriot',
  'ROLE_ELECTION-PATRIOT-PLUS': 'Election Patriot Plus',
  'ROLE_DIGITAL-RESEARCHER': 'Digital Researcher',
  'ROLE_COUNTY-LEAD': 'County Lead',
  ROLE_CLERK: 'Clerk',
} as const;

export const adminUserRow = z.object({
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  county: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  group: z.string().nullable(),
  party: z.string().nullable(),
  /** Comma-separated in the list (spec 3 section 3); an array when saved. */
  roles: z.string(),
  is_active: z.boolean(),
  reason: z.string().nullable(),
  last_login: z.string().nullable(),
  createdAt: z.string(),
  row_number: z.number(),
});
export const usersQuery = z.object({
  /** 'inactive' lists the membership requests (new accounts awaiting approval). */
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});
export const usersResponse = z.array(adminUserRow);

const upperName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, 'Maximum 40 characters')
    .transform((s) => s.toUpperCase());

/** POST /api/admin-edit-user; the form's status checkbox is `status` (true: Active). */
export const adminEditUserBody = z
  .object({
    selectedUsername: z.string().min(1).max(254),
    status: z.boolean(),
    roles: z.array(roleSchema).max(10),
    lastName: upperName('Last Name'),
    firstName: upperName('First Name'),
    /** Read-only in the form: sent back as they were, ignored by the server. */
    group: groupSchema.optional().or(z.literal('')),
    party: partySchema.optional().or(z.literal('')),
    county: z.string({ error: 'County is required' }).trim().min(1, 'County is required').max(64),
    municipality: z.string().trim().max(64).optional(),
  })
  .refine((v) => v.county.toUpperCase() === ALL || (v.municipality ?? '').length > 0, {
    message: 'Municipality is required',
    path: ['municipality'],
  });
export type AdminEditUserBody = z.input<typeof adminEditUserBody>;
export const USER_UPDATED = 'User updated.';
export const USER_NOT_FOUND = 'No such user.';
export const USER_OUT_OF_AREA = 'This user is outside your county.';
export const USER_CHANGED_MEANWHILE =
  'This account was changed meanwhile by someone else. Reload the list and try again.';
export const CANNOT_EDIT_SELF =
  'You cannot change your own roles, status or area. Ask another administrator.';
export const ROLE_NOT_GRANTABLE = (role: string) => `You may not grant or remove the role ${role}.`;
export const AREA_OUTSIDE_SCOPE = 'You may only assign your own county.';
export const EDIT_USER_TOOLTIP = 'Feature only available for User Admins.';
export const ADMIN_EDIT_FAILED = 'Server Error. Please retry.';

export const zonalLead = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  county: z.string().nullable(),
  jurisdiction: z.string().nullable(),
});
export const zonalLeadResponse = z.object({ zonalLeads: z.array(zonalLead) });

export const messageRow = z.object({
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  row_number: z.number(),
});
export const messagesResponse = z.array(messageRow);
/** A subscription's state: its address not yet confirmed, getting alerts, or unsubscribed. */
export const SUBSCRIPTION_STATUSES = ['waiting', 'confirmed', 'unsubscribed'] as const;
export const SUBSCRIPTION_STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  waiting: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
/** GET /api/subscriptions: a message row with the alerts' area ("Michigan", a county or a jurisdiction; null before areas) and state. */
export const subscriptionRow = messageRow.extend({
  area: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export const subscriptionsResponse = z.array(subscriptionRow);

export const AUDIT_EVENTS = [
  'signin.success',
  'signin.failure',
  'signin.locked',
  'signout',
  'signup',
  'signup.several-matches',
  'password.reset-requested',
  'password.reset',
  'password.changed',
  'profile.updated',
  'account.deactivated',
  'user.activated',
  'user.deactivated',
  'user.roles-changed',
  'user.area-changed',
  'admin.created',
  'registration.linked',
  'registration.link-requested',
  'registration.relinked',
  'registration.unlinked',
  'registration.link-refused',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];
export const auditLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  event: z.enum(AUDIT_EVENTS).optional(),
});
export const auditLogRow = z.object({
  id: z.number(),
  at: z.string(),
  event: z.enum(AUDIT_EVENTS),
  actor: z.string().nullable(),
  subject: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export const auditLogResponse = z.array(auditLogRow);
