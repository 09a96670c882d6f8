import { z } from 'zod';

/** Subscribe to alerts, confirm, unsubscribe (spec 1 sections 3, 5, 7). */

/** Subscribe comments: letters, digits , . ! ? : / ( ) ; ' " whitespace and hyphens. */
const COMMENTS_ALLOWED = /^[A-Za-z0-9,.!?:/();'"\s-]*$/;
export const COMMENTS_ALLOWED_MESSAGE = 'Alphanumeric, space,-,/,\\" only';
const subscribeName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(40, 'Maximum 40 characters');
const subscribeEmail = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(48, 'Maximum 48 characters')
  .pipe(z.email('Invalid email'));
const comments = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(500, 'Maximum 500 characters')
  .regex(COMMENTS_ALLOWED, COMMENTS_ALLOWED_MESSAGE);

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
/** POST /api/subscribe: name is first and last name joined by a space (spec 1 section 3). */
export const subscribeBody = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(81, 'Maximum 40 characters'),
  email: subscribeEmail,
  message: comments,
  /** The area of the alerts: the state's, a county's or a jurisdiction's zone hash (the state's by default). */
  zone_hash: zoneHash.default(STATE_ZONE_HASH),
});
export const toSubscribeBody = (f: z.infer<typeof subscribeForm>): z.input<typeof subscribeBody> => ({
  name: `${f.firstName} ${f.lastName}`,
  email: f.email,
  message: f.comments,
  zone_hash: f.jurisdiction || f.county || STATE_ZONE_HASH,
});
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
/** The web pages the mails link to. */
export const CONFIRM_PATH = '/subscribe/confirm';
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const UNUSUAL_CHANGES_PATH = '/unusual-changes';
