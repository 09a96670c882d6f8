import { z } from 'zod';

/** Contact us and subscribe (spec 1 sections 2, 3, 5, 7). */

/** What the contact form's name and message inputs keep: letters, whitespace, . , : - */
export const CONTACT_TEXT_DISALLOWED = /[^\p{L}\s.,:-]/gu;
export const stripContactText = (s: string) => s.replace(CONTACT_TEXT_DISALLOWED, '');
const contactText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label}: Maximum ${max} characters`)
    .regex(/^[\p{L}\s.,:-]*$/u, `${label}: letters, spaces and . , : - only`);

export const contactBody = z.object({
  name: contactText('Name', 80),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .pipe(z.email('Invalid email')),
  message: contactText('Message', 2000),
});
export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.';

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

/** The subscribe page's form. */
export const subscribeForm = z.object({
  firstName: subscribeName,
  lastName: subscribeName,
  email: subscribeEmail,
  comments,
});
/** POST /api/subscribe: name is first and last name joined by a space (spec 1 section 3). */
export const subscribeBody = z.object({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(81, 'Maximum 40 characters'),
  email: subscribeEmail,
  message: comments,
});
export const toSubscribeBody = (f: z.infer<typeof subscribeForm>): z.input<typeof subscribeBody> => ({
  name: `${f.firstName} ${f.lastName}`,
  email: f.email,
  message: f.comments,
});
export const SUBSCRIBED = 'Thank you for subscribing to alerts and newsletters.';
