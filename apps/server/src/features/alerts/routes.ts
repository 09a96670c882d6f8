import { messageResponse } from '@voterroll/contract/accounts-api';
import {
  AREA_UNKNOWN,
  CONFIRM_PATH,
  CONFIRM_TOKEN_UNKNOWN,
  confirmedResponse,
  SUBSCRIBED,
  SUBSCRIPTION_CONFIRMED,
  subscribeBody,
  subscriberName,
  subscriptionTokenBody,
  UNSUBSCRIBE_TOKEN_UNKNOWN,
  UNSUBSCRIBED,
} from '@voterroll/contract/alerts-api';
import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Delivery } from '../../auth/delivery';
import { hashToken, newToken } from '../../auth/secrets';
import {
  areaName,
  CONFIRM_DAYS,
  confirmSubscription,
  findArea,
  releaseConfirmMail,
  saveSubscription,
  unsubscribe,
} from './subscriptions';

interface AlertsRoutesOptions {
  db: Db;
  delivery: Delivery;
  /** The site's address, for the link in the confirmation mail. */
  publicUrl: string;
}

/**
 * Subscribe to alerts for an area, confirm the address by the mailed link, unsubscribe by an
 * alert's link: no login, rate limited per client address like the contact form. Tokens are
 * random, travel in request bodies (never in a logged URL) and are stored only as hashes.
 */
export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (
  app,
  { db, delivery, publicUrl },
) => {
  const limit = { max: 5, timeWindow: '10 minutes' };
  const linkLimit = { max: 20, timeWindow: '10 minutes' };
  app.post(
    '/api/subscribe',
    {
      config: { access: 'public', rateLimit: limit },
      schema: { body: subscribeBody, response: { 200: messageResponse, 400: messageResponse } },
    },
    async (request, reply) => {
      const b = request.body;
      const area = await findArea(db, b.zone_hash);
      if (!area) return reply.status(400).send({ message: AREA_UNKNOWN });
      const token = newToken();
      const tokenHash = hashToken(token);
      const name = subscriberName(b);
      // Stored and mailed after the answer, which is the same whatever is found (an address
      // already confirmed, or mailed today, gets no mail and no new row): neither its words nor its
      // time tell anybody who subscribes. The mail is plain text and holds, of what was typed, only
      // the name that passed the form's rules. A failure is logged once, without the address or
      // the token: a refused recipient's error quotes the address, a database error's detail a row.
      const work = async () => {
        const claim = await saveSubscription(db, {
          name,
          email: b.email,
          message: b.message,
          zoneHash: area.zone_hash,
          ip: request.ip,
          confirmTokenHash: tokenHash,
        });
        if (!claim) return;
        await delivery
          .sendMail({
            to: b.email,
            subject: 'Please confirm your alerts',
            text: [
              `Hello ${name},`,
              '',
              `Please confirm that you want alerts of unusual changes in the voter file for ${areaName(area)}:`,
              `${publicUrl}${CONFIRM_PATH}?token=${token}`,
              '',
              `The link works for ${CONFIRM_DAYS} days. If you did not subscribe, ignore this mail: nothing will be sent to you.`,
            ].join('\n'),
          })
          .catch(async (e: unknown) => {
            // Not sent: the address may have its mail of the day on a later request.
            await releaseConfirmMail(db, b.email, claim, tokenHash);
            throw e;
          });
      };
      app.afterReply.run('a subscription', request.log, work, [b.email, token, tokenHash]);
      return { message: SUBSCRIBED };
    },
  );
  app.post(
    '/api/subscribe/confirm',
    {
      config: { access: 'public', rateLimit: linkLimit },
      schema: { body: subscriptionTokenBody, response: { 200: confirmedResponse, 404: messageResponse } },
    },
    async (request, reply) => {
      const area = await confirmSubscription(db, hashToken(request.body.token));
      if (!area) return reply.status(404).send({ message: CONFIRM_TOKEN_UNKNOWN });
      return { message: SUBSCRIPTION_CONFIRMED(areaName(area)), area: areaName(area) };
    },
  );
  app.post(
    '/api/unsubscribe',
    {
      config: { access: 'public', rateLimit: linkLimit },
      schema: { body: subscriptionTokenBody, response: { 200: messageResponse, 404: messageResponse } },
    },
    async (request, reply) => {
      if (!(await unsubscribe(db, hashToken(request.body.token))))
        return reply.status(404).send({ message: UNSUBSCRIBE_TOKEN_UNKNOWN });
      return { message: UNSUBSCRIBED };
    },
  );
};
