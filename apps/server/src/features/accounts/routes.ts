import type { Db } from '@voterroll/db/database';
import type { FastifyPluginAsync } from 'fastify';
import type { Delivery, DeliveryOptions } from '../../auth/delivery';
import type { SessionPolicy } from '../../auth/sessions';
import { profileRoutes } from './profile-routes';
import { registrationLinkRoutes } from './registration-link-routes';
import { resetRoutes } from './reset-routes';
import { sessionRoutes } from './session-routes';
import { signupRoutes } from './signup-routes';

export interface AccountsOptions extends DeliveryOptions {
  /** The site's address as users reach it, for the reset link. */
  publicUrl?: string;
}

/** Accounts: sessions, sign-up, password reset, profile. */
export const accountsRoutes: FastifyPluginAsync<{
  db: Db;
  delivery: Delivery;
  publicUrl: string;
  sessions?: SessionPolicy;
}> = async (app, o) => {
  await app.register(sessionRoutes, { db: o.db, sessions: o.sessions });
  await app.register(signupRoutes, { db: o.db, delivery: o.delivery });
  await app.register(resetRoutes, o);
  await app.register(profileRoutes, { db: o.db });
  await app.register(registrationLinkRoutes, { db: o.db });
};
