import { z } from 'zod';
import { roleSchema } from './roles';

/**
 * Sign-up, sign-in, sessions, password reset and profile (spec 1 sections 3, 5, 7, 8). Each
 * endpoint's body schema is what the server validates and what the web form's zodResolver uses;
 * form-only fields (confirmations, consent) live in the *Form schemas built from the same parts.
 */

export const REQUIRED = 'Required';
export const FIELD_REQUIRED = 'This field is required!';

/** Group options (value: label), spec 1 section 3; ELLY is the other spelling of ELLE seen in the spec. */
export const GROUPS = {
  CMV: 'CMV',
  IND: 'Solo Volunteer',
  ELLE: 'Eagle AI',
  ELLY: 'Eagle AI',
  EIN: 'Election Integrity Network',
  MFEI: 'MI Fair Elections',
  TTV: 'True The Vote',
  OTHER: 'Other',
} as const;
/** The group choices a form offers: ELLY is accepted but not offered twice. */
export const GROUP_CHOICES = Object.entries(GROUPS).filter(([value]) => value !== 'ELLY');
export const groupSchema = z.enum(Object.keys(GROUPS) as [keyof typeof GROUPS, ...(keyof typeof GROUPS)[]], {
  error: 'Group is required',
});
export const PARTIES = ['DEMOCRAT', 'INDEPENDENT', 'REPUBLICAN', 'OTHER'] as const;
export const partySchema = z.enum(PARTIES);
/** Role choices at sign-up (value: label). */
export const SIGNUP_ROLES = {
  'DIGITAL-RESEARCHER': 'Digital Researcher',
  'ELECTION-PATRIOT': 'Election Patriot',
  CLERK: 'Clerk',
} as const;
export const BIRTH_YEAR_MIN = 1922;
export const BIRTH_YEAR_MAX = 2007;

const required = (message = REQUIRED) => z.string({ error: message }).trim().min(1, message);
const upper = (s: string) => s.toUpperCase();

// ---- the session --------------------------------------------------------------------------

export const signinBody = z.object({
  username: required(FIELD_REQUIRED).max(254),
  password: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(1024),
});
export type SigninBody = z.infer<typeof signinBody>;

/** The session user (spec 1 section 3, spec 3 section 3), stored by the web app under "user". */
export const sessionUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(roleSchema),
  accessToken: z.string(),
  group: z.string().nullable(),
  county: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  precinct: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;
/** The session check also gives the party, so that the Edit Profile form starts from it. */
export const checkSessionResponse = sessionUser
  .omit({ accessToken: true })
  .extend({ party: z.string().nullable().optional() });

export const messageResponse = z.object({ message: z.string() });

export const SIGNIN_FAILED = 'Invalid username or password.';
export const ACCOUNT_INACTIVE =
  'Your account is not active. A new account is activated once an administrator approves it.';
/** Sign-in throttled for this name from this client address (issue 28): the same for any name. */
export const SIGNIN_THROTTLED =
  'Too many failed sign-in attempts for this name from your address. Wait a little and try again, or reset your password.';
/**
 * The audit log's subject of a sign-in at a name that is no account's: the name as typed is never
 * recorded (a password typed into the name field would be kept in the log).
 */
export const SIGNIN_UNKNOWN_NAME = '(no such account)';
export const SIGNED_OUT = 'Signed out.';

// ---- sign-up step 1: find my registration --------------------------------------------------

export const findMeBody = z.object({
  my_first_name: required().max(32, 'Max 32 chars').transform(upper),
  my_last_name: required().max(64, 'Max 64 chars').transform(upper),
  my_yob: z.coerce
    .number({ error: REQUIRED })
    .int(REQUIRED)
    .min(BIRTH_YEAR_MIN, `Birth year from ${BIRTH_YEAR_MIN}`)
    .max(BIRTH_YEAR_MAX, `Birth year up to ${BIRTH_YEAR_MAX}`),
  my_county: required().max(64).transform(upper),
  /** The chosen address's full_address_hash (or address_hash) from the type-ahead. */
  my_address: required().max(96, 'Max 96 chars'),
});
export type FindMeBody = z.input<typeof findMeBody>;
export const findMeMatch = z.object({
  voter_identification_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  county_name: z.string(),
  jurisdiction_name: z.string(),
});
export const findMeResponse = z.array(findMeMatch);
export const NO_REGISTRATION_FOUND = (first: string, last: string) =>
  `No registration found at specified address by name ${first} ${last}`;
export const SEVERAL_REGISTRATIONS_FOUND =
  'More than one registration found at specified address. Admin has been notified. Someone will contact you soon.';

// ---- sign-up step 2: phone -------------------------------------------------------------------

/** A US phone as people write it: 10 digits with an optional +1, spaces, dots, dashes, parentheses. */
export const FLEXIBLE_PHONE = /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** The 10 digits the text-code endpoints keep, from a phone written in any of those ways. */
export const phoneDigits = (typed: string) => typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
/** Sign-up's phone: "(313) 555-0142", "313-555-0142" ... alike, kept as its 10 digits. */
const phone = required().regex(FLEXIBLE_PHONE, 'Phone number must be 10 digits').transform(phoneDigits);
export const smsCode = required().regex(/^\d*$/, 'Must be only digits').length(6, 'Code must be 6 digits');

export const mfaSendTextBody = z.object({ my_phone_number: phone });
export const mfaSendTextForm = mfaSendTextBody.extend({
  consent: z.literal(true, { error: 'Consent is required' }),
});
export const mfaVerifyTextBody = z.object({ my_phone_number: phone, sms_code: smsCode });
export const mfaVerifyTextResponse = z.object({
  message: z.object({
    status: z.enum(['Success', 'Failed']),
    status_msg: z.string(),
    /** Proof of the verified phone that the sign-up call sends back (single-use, expiring). */
    verification_token: z.string().optional(),
  }),
});
export const TEXT_SENT = 'A 6-digit code has been sent to your phone. It expires in 10 minutes.';
export const TEXT_SEND_FAILED = 'Error while sending message. Please retry.';
export const TOO_MANY_TEXTS = 'Too many codes requested. Please wait an hour and try again.';
export const CODE_VERIFIED = 'Phone number verified.';
export const CODE_WRONG = 'The code is not correct. Please check it and try again.';
export const CODE_EXPIRED = 'The code has expired or was already used. Please request a new code.';
export const CODE_TOO_MANY_TRIES = 'Too many wrong codes. Please request a new code.';

// ---- sign-up step 3: account ----------------------------------------------------------------

export const PASSWORD_MIN = 8;
const newPassword = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, `Password: Minimum ${PASSWORD_MIN} characters`)
  .max(128, 'Password: Maximum 128 characters');
const email = required().max(254, 'Invalid email').pipe(z.email('Invalid email'));
const reason = required().min(10, 'Minimum 10 chars').max(250, 'Maximum 250 chars');

export const signupBody = z.object({
  voter_id: required().regex(/^\d{1,13}$/, 'Invalid voter id'),
  last_name: required().max(64, 'Max 64 chars').transform(upper),
  first_name: required().max(32, 'Max 32 chars').transform(upper),
  /**
   * The birth year and address the registration was found by (find-me): checked again, so that a
   * voter id and a name, which others may know, do not make an account that voter's (issue 35).
   */
  my_yob: findMeBody.shape.my_yob,
  my_address: findMeBody.shape.my_address,
  /** The spec sends the e-mail as the username; the server stores the e-mail as the username. */
  username: z.string().max(254).optional(),
  email,
  password: newPassword,
  phone,
  role: z.enum(Object.keys(SIGNUP_ROLES) as ['DIGITAL-RESEARCHER', 'ELECTION-PATRIOT', 'CLERK'], {
    error: 'Role is required',
  }),
  group: groupSchema,
  party: partySchema.optional().or(z.literal('').transform(() => undefined)),
  county: z.string().max(64).optional(),
  jurisdiction: z.string().max(64).optional(),
  reason,
  /** From mfa-verify-text: proves this sign-up verified the phone. */
  phone_verification_token: required('Please verify your phone number first.'),
});
export type SignupBody = z.input<typeof signupBody>;
const confirmPasswordMessage = 'Confirm password does not match';
/** Step 3 of the wizard: the account fields and the confirmation. */
export const signupAccountForm = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string(),
    role: signupBody.shape.role,
    group: groupSchema,
    party: signupBody.shape.party,
    reason,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: confirmPasswordMessage,
    path: ['confirmPassword'],
  });
export const SIGNUP_DONE =
  'Registration successful. Your account will be active once an administrator approves your membership request.';
export const SIGNUP_EMAIL_TAKEN = 'An account with this e-mail address already exists.';
export const SIGNUP_VOTER_TAKEN = 'An account already exists for this registration.';
export const SIGNUP_PHONE_NOT_VERIFIED = 'Please verify your phone number first.';
export const SIGNUP_NOT_FOUND = 'The registration could not be found in the current voter file.';

// ---- password reset ---------------------------------------------------------------------------

export const requestResetPasswordBody = z.object({
  email: required(FIELD_REQUIRED).max(254).pipe(z.email('Invalid email')),
});
export const RESET_REQUESTED =
  'If an account exists for that e-mail address, a link to reset the password has been sent to it. The link is valid for one hour.';
export const resetPasswordBody = z.object({
  email: required(FIELD_REQUIRED).max(254),
  token: required(FIELD_REQUIRED).max(200),
  username: required(FIELD_REQUIRED).max(254),
  password: newPassword,
});
export const resetPasswordForm = z
  .object({
    email: required(FIELD_REQUIRED),
    password: newPassword,
    confirmPassword: required(FIELD_REQUIRED),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: confirmPasswordMessage,
    path: ['confirmPassword'],
  });
export const RESET_DONE = 'Your password has been reset. Please log in with the new password.';
export const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

// ---- profile ----------------------------------------------------------------------------------

const profileName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, 'Maximum 40 characters');
const area = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64);

/** POST /api/auth/update-profile (spec 1 section 7). */
export const updateProfileBody = z.object({
  group: groupSchema,
  county: area('County'),
  jurisdiction: area('Jurisdiction'),
});
/** POST /api/edit-user and the Edit Profile form. */
export const editUserBody = z.object({
  username: z.string().max(254).optional(),
  firstName: profileName('First Name'),
  lastName: profileName('Last Name'),
  email: z.string().max(254).optional(),
  group: groupSchema,
  party: partySchema.optional().or(z.literal('').transform(() => undefined)),
  county: area('County'),
  jurisdiction: area('Jurisdiction'),
});
export const PROFILE_UPDATED = 'Success';
export const AREA_SET_BY_ADMIN =
  'Your county and jurisdiction are set by an administrator. Please contact your county lead to change them.';

export const changePasswordBody = z.object({
  currentPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(1024),
  newPassword,
});
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: confirmPasswordMessage,
    path: ['confirmPassword'],
  });
export const PASSWORD_CHANGED = 'Password changed. Please log in again with the new password.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

export const deactivateBody = z.object({
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(1024),
});
export const DEACTIVATED = 'Your account has been deactivated.';

// ---- the account's own registration (the challenger of MCL 168.512, issue 35) ----------------

/** A registration as the profile shows the one linked to the account. */
export const linkedRegistration = z.object({
  voter_id: z.number(),
  full_name: z.string().nullable(),
  county_name: z.string().nullable(),
  jurisdiction_name: z.string().nullable(),
  /** Null: not in the current voter file. */
  voter_status_type_code: z.string().nullable(),
});
// GET /api/my-registration
export const myRegistrationResponse = z.object({
  linked: linkedRegistration.nullable(),
  /** A change waiting for a user admin: the registration asked for (null: unlink). */
  pending: z.object({ voter_id: z.number().nullable(), requested_at: z.string() }).nullable(),
  /** True when a change needs a user admin's approval (the account was linked once already). */
  needs_approval: z.boolean(),
});
export type MyRegistration = z.infer<typeof myRegistrationResponse>;
// POST /api/my-registration: the same guided match as sign-up's first step.
export const linkRegistrationBody = findMeBody;
export const REGISTRATION_LINKED =
  'Your voter registration is linked to your account: it is the challenger of every challenge you submit.';
export const REGISTRATION_LINK_REQUESTED =
  'Your account was linked to a registration before: a user admin approves the change (it is recorded in the audit log). It shows here once approved.';
export const REGISTRATION_UNLINK_REQUESTED =
  'A user admin approves the unlinking (it is recorded in the audit log). It shows here once approved.';
export const REGISTRATION_ALREADY_YOURS = 'This registration is already linked to your account.';
export const REGISTRATION_TAKEN =
  'One account per registration: this registration is linked to another account. If it is yours, write to a user admin through Contact Us.';
export const REGISTRATION_NOT_LINKED =
  'Your account is not linked to a registration: there is nothing to unlink.';
export const LINK_REQUEST_WAITING =
  'A change of your linked registration is already waiting for a user admin: it shows here once decided.';

// GET /api/registration-link-requests (user admins): the changes waiting.
export const linkRequestRow = z.object({
  id: z.number(),
  username: z.string(),
  account_name: z.string(),
  /** The registration linked now, else null. */
  current: linkedRegistration.nullable(),
  /** The registration asked for, else null (unlink). */
  requested: linkedRegistration.nullable(),
  requested_at: z.string(),
});
export const linkRequestsResponse = z.array(linkRequestRow);
export type LinkRequestRow = z.infer<typeof linkRequestRow>;
// POST /api/registration-link-requests/:id
export const linkRequestParams = z.object({ id: z.coerce.number().int().positive() });
export const decideLinkBody = z.object({ approve: z.boolean() });
export const LINK_REQUEST_GONE = 'This request was decided already or withdrawn.';
export const LINK_APPROVED = "Approved: the account's linked registration is changed.";
export const LINK_REFUSED = 'Refused: the account keeps its linked registration.';
