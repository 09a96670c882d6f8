import { z } from 'zod';

/** Subscribe to alerts, confirm, unsubscribe (spec 1 sections 3, 5, 7). */

/**
 * A subscriber's first or last name: letters, with single spaces, hyphens or apostrophes between
 * them ("Mary Ann", "O'Neil", "Smith-Jones"). The name is the only text a person types that the
 * site's mails hold, so it can carry no line break, link or markup.
 */
const NAME_RULE = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
export const SUBSCRIBE_NAME_LETTERS = 'Letters, spaces, hyphens and apostrophes only';
const subscribeName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(40, 'Maximum 40 characters')
  .regex(NAME_RULE, SUBSCRIBE_NAME_LETTERS);
/** A stored name (first and last joined) that passed the form's rules: the mails greet it, else no one. */
export const isSubscriberName = (name: string) => name.length <= 81 && NAME_RULE.test(name);
const subscribeEmail = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(48, 'Maximum 48 characters')
  .pipe(z.email('Invalid email'));
/** Optional, any ordinary text; stored for the administrators and never put in a mail. */
const comments = z.string().trim().max(500, 'Maximum 500 characters').default('');

/** The state's zone: the area of alerts for the whole of Michigan. */
export const STATE_ZONE_HASH = 'MICHIGAN';
const zoneHash = z
  .string({ error: 'Choose the state, a county or a jurisdiction' })
  .trim()
  .min(1, 'Choose the state, a county or a jurisdiction')
  .max(64, 'Choose the state, a county or a jurisdiction');

/** The subscribe page's form; the area is a county's and a jurisdiction's zone hash, '' for none. */
export const subscribeForm = z.object({
  firstName: subscribeName,
  lastName: subscribeName,
  email: subscribeEmail,
  comments,
  county: z.string(),
  jurisdiction: z.string(),
});
/** Where `name` splits into a first and a last name of at most 40 each (the form's two fields). */
const splitsIntoFormNames = (name: string) => {
  for (let i = name.indexOf(' '); i >= 0; i = name.indexOf(' ', i + 1))
    if (i <= 40 && name.length - i - 1 <= 40) return true;
  return false;
};
/**
 * Spec 1's single `name` (first and last name joined by a space) under the form's rule: the same
 * letters, a first and a last name (else 'Required') of 40 characters each, the same messages.
 */
const subscriberFullName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .regex(NAME_RULE, SUBSCRIBE_NAME_LETTERS)
  .check((ctx) => {
    const name = ctx.value;
    if (!NAME_RULE.test(name)) return;
    if (!name.includes(' ')) ctx.issues.push({ code: 'custom', message: 'Required', input: name });
    else if (!splitsIntoFormNames(name))
      ctx.issues.push({ code: 'custom', message: 'Maximum 40 characters', input: name });
  });
/**
 * POST /api/subscribe: the form's fields under the spec's names, checked by the same schemas as
 * the form. The name comes as `first_name` and `last_name` (the form's) or as spec 1 section 7's
 * one `name`, under the same rule; either way the server stores first and last joined by a space
 * (spec 1 section 3). A `name` sent beside the two fields must pass too; the two are stored.
 */
export const subscribeBody = z
  .object({
    first_name: subscribeName.optional(),
    last_name: subscribeName.optional(),
    name: subscriberFullName.optional(),
    email: subscribeEmail,
    message: comments,
    /** The area of the alerts: the state's, a county's or a jurisdiction's zone hash (the state's by default). */
    zone_hash: zoneHash.default(STATE_ZONE_HASH),
  })
  .check((ctx) => {
    const b = ctx.value;
    if (b.name !== undefined && b.first_name === undefined && b.last_name === undefined) return;
    for (const field of ['first_name', 'last_name'] as const)
      if (b[field] === undefined)
        ctx.issues.push({ code: 'custom', path: [field], message: 'Required', input: b });
  });
/** The name a subscribe body stores and greets: first and last joined by a space, else `name`. */
export const subscriberName = (b: z.output<typeof subscribeBody>): string =>
  b.first_name !== undefined && b.last_name !== undefined ? `${b.first_name} ${b.last_name}` : (b.name ?? '');
export const toSubscribeBody = (f: z.input<typeof subscribeForm>): z.input<typeof subscribeBody> => ({
  first_name: f.firstName,
  last_name: f.lastName,
  email: f.email,
  message: f.comments,
  zone_hash: f.jurisdiction || f.county || STATE_ZONE_HASH,
});
/** At most this many areas of one address wait for their confirmation at once. */
export const PENDING_AREAS_MAX = 3;
export const SUBSCRIBED =
  'Thank you for subscribing to alerts and newsletters. Please confirm your address with the link we sent to it: no alert is sent before.';
export const AREA_UNKNOWN = 'Choose the state, a county or a jurisdiction for your alerts.';

/** POST /api/subscribe/confirm and POST /api/unsubscribe: the token of the link in the mail. */
export const subscriptionTokenBody = z.object({
  token: z
    .string({ error: 'The link has no token: please open the link from the mail as it is.' })
    .trim()
    .min(20, 'The link is incomplete: please open the link from the mail as it is.')
    .max(100, 'The link is not valid: please open the link from the mail as it is.')
    .regex(/^[A-Za-z0-9_-]+$/, 'The link is not valid: please open the link from the mail as it is.'),
});
export const confirmedResponse = z.object({ message: z.string(), area: z.string() });
export const SUBSCRIPTION_CONFIRMED = (area: string) =>
  `Your address is confirmed. You will get an alert when a new voter file shows unusual changes in ${area}.`;
export const CONFIRM_TOKEN_UNKNOWN =
  'This confirmation link is not valid or has expired (links last 7 days). Please subscribe again.';
export const UNSUBSCRIBED = 'You are unsubscribed: no more alerts will be sent to this subscription.';
export const UNSUBSCRIBE_TOKEN_UNKNOWN =
  'This unsubscribe link is not valid. Please use the link in the latest alert you received.';
/**
 * The pages the mails link to act only when the person presses their button: mail scanners that
 * open links would otherwise confirm or unsubscribe without them.
 */
export const CONFIRM_PROMPT =
  'You asked for alerts of unusual changes in the voter file. Press the button to confirm this address: no alert is sent before.';
export const CONFIRM_BUTTON = 'Confirm my alerts';
export const UNSUBSCRIBE_PROMPT =
  'Press the button to stop the alerts this link was sent with. Nothing changes until you do.';
export const UNSUBSCRIBE_BUTTON = 'Unsubscribe';
/** The web pages the mails link to. */
export const CONFIRM_PATH = '/subscribe/confirm';
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const UNUSUAL_CHANGES_PATH = '/unusual-changes';
