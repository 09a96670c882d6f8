import { messageResponse } from '@voterroll/contract/accounts-api';
import type { contactBody } from '@voterroll/contract/contact-api';
import type { z } from 'zod';
import { apiPost } from '../../lib/api-client';

/** Sends the Contact Us form to the site's administrators (POST /api/contactus). */
export const sendContactMessage = (body: z.input<typeof contactBody>) =>
  apiPost('/api/contactus', body, messageResponse);
