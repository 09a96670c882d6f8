import { messageResponse } from '@voterroll/contract/accounts-api';
import { CONTACT_THANKS, contactBody } from '@voterroll/contract/contact-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Contact us: no login, stored for administrators, rate limited per client address (subscribe: alerts/). */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const limit = { max: 5, timeWindow: '10 minutes' };
  app.post(
    '/api/contactus',
    {
      config: { access: 'public', rateLimit: limit },
      schema: { body: contactBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const b = request.body;
      await db.query('insert into contact_messages (name, email, message, ip) values ($1, $2, $3, $4)', [
        b.name,
        b.email,
        b.message,
        request.ip,
      ]);
      return { message: CONTACT_THANKS };
    },
  );
};
