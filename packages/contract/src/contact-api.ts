import { z } from 'zod';

/** Contact us (spec 1 section 2). */

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
