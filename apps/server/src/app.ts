import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { BlockList } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Db } from '@voterroll/db/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDelivery } from './auth/delivery';
import { installAuthGate } from './auth/gate';
import type { SessionPolicy } from './auth/sessions';
import { DEFAULT_PUBLIC_LIMITS, type TrustProxy, type VerifierConfig } from './config';
import { type AccountsOptions, accountsRoutes } from './features/accounts/routes';
import { addressesRoutes } from './features/addresses/routes';
import { adminRoutes } from './features/admin/routes';
import { alertsRoutes } from './features/alerts/routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { avcbRoutes } from './features/avcb/routes';
import { challengeRoutes } from './features/challenge/routes';
import { changesRoutes } from './features/changes/routes';
import { clerkRoutes } from './features/clerk/routes';
import { contactRoutes } from './features/contact/routes';
import { createVerifier } from './features/density/address-verifier';
import { researchRoutes } from './features/density/research-routes';
import { densityRoutes } from './features/density/routes';
import { downloadsRoutes } from './features/downloads/routes';
import { envelopesRoutes } from './features/envelopes/routes';
import { anonymousFlagRoutes } from './features/flags/anonymous-routes';
import { flagsRoutes } from './features/flags/routes';
import { healthRoutes } from './features/health/routes';
import { metricsRoutes } from './features/metrics/routes';
import { patriotRoutes } from './features/patriot/routes';
import { registrationRoutes } from './features/registration/routes';
import { researcherRoutes } from './features/researcher/routes';
import { reviewRoutes } from './features/review/routes';
import { scorecardRoutes } from './features/scorecard/routes';
import { siteRoutes } from './features/site/routes';
import { votersRoutes } from './features/voters/routes';
import { registerAfterReply } from './http/after-reply';
import { registerControlCharacterCheck } from './http/control-character-check';
import { installErrorHandler } from './http/error-handler';
import { installPreamble } from './http/preamble';
import { registerPrivateAnswers } from './http/private-answers';
import { metricsAllowList, registerPrometheus } from './http/prometheus';
import { registerPublicCache } from './http/public-cache';
import type { PublicLimits } from './http/public-limits';
import { rateLimitOptions } from './http/rate-limit-store';
import { OneLinePerRequest } from './http/request-log';
import { currentSnapshotReader } from './http/snapshot-cache';
import { type AlertsOptions, registerAlerts } from './jobs/alerts/setup';
import { type ExtractsOptions, registerExtracts } from './jobs/downloads/extracts-setup';
import './auth/route-access';
import { registerSecurityHeaders } from './http/security-headers';
import { trailingSlashTwins } from './http/trailing-slash';

export interface AppOptions {
  db: Db;
  webRoot?: string | null;
  /** Rate limits and row caps of the public lookups (config.ts); the defaults when omitted. */
  limits?: Partial<PublicLimits>;
  /** Bulk flag requests above this many registrations must name their count (default: the contract's). */
  flagBulkConfirmAbove?: number;
  /** ADDRESS_VERIFY_*: a provider over HTTP; the offline verifier by default. */
  addressVerification?: VerifierConfig;
  /** MAP_TILE_URL: the embed URL template of an address's satellite map; none by default. */
  mapTileUrl?: string | null;
  /** Scanned ballot envelopes: their folder, or an object store's base URL (config.ts). */
  envelopeImages?: { dir: string; baseUrl: string | null };
  /** true, or pino options (tests pass a stream to read what the server logs). */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** Mail, texts and the site's address for links in mail (accounts). */
  accounts?: AccountsOptions;
  /** Voter-file extracts: files' folder, per-user limit, worker (no worker when omitted). */
  extracts?: ExtractsOptions;
  /** The alert sender's settings (no sender when omitted). */
  alerts?: AlertsOptions;
  /** TRUST_PROXY (config.ts): whose X-Forwarded-For gives the client's address; none by default. */
  trustProxy?: TrustProxy;
  /** Session lifetime; the defaults of auth/sessions.ts when omitted. */
  sessions?: SessionPolicy;
  /** How long the current snapshot's date is remembered (http/snapshot-cache.ts); 0, asked every time, by default. */
  currentSnapshotMaxAgeMs?: number;
  /** Who may read /internal/metrics (METRICS_ALLOW; loopback unless set). */
  metricsAllow?: BlockList;
  /** s-maxage of public reads (PUBLIC_SHARED_MAX_AGE_SECONDS; 3600 unless set). */
  publicSharedMaxAgeSeconds?: number;
}

/** Builds the HTTP application without listening, so tests can drive it. */
export async function buildApp(o: AppOptions): Promise<FastifyInstance> {
  const slashTwins = trailingSlashTwins();
  const app = Fastify({
    rewriteUrl: (request) => slashTwins.rewrite(request.method, request.url),
    logger: loggerOptions(o.logger),
    trustProxy: fastifyTrustProxy(o.trustProxy ?? false),
    // Unique across restarts, so a request id a person quotes finds one log entry.
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();
  slashTwins.watch(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app, o.mapTileUrl ?? null);
  // Once closing (SIGTERM), an answer still in flight closes its connection: kept alive, it would
  // hold the stopping server for the keep-alive timeout (72 s) after the last answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  // Limits are set per route (config.rateLimit) on the search, lookup and account endpoints; on
  // PostgreSQL their counters are in the database, shared by every server process.
  await app.register(fastifyRateLimit, rateLimitOptions(app, o.db));
  installErrorHandler(app);
  registerControlCharacterCheck(app);
  registerPrivateAnswers(app);
  registerPublicCache(app, o.db, o.publicSharedMaxAgeSeconds);
  registerPrometheus(app, o.db, o.metricsAllow ?? metricsAllowList(undefined));
  app.decorate('currentSnapshot', currentSnapshotReader(o.db, o.currentSnapshotMaxAgeMs ?? 0));
  // Before any route: the gate refuses an /api route without an access declaration.
  installAuthGate(app, o.db, o.sessions);
  // After the gate and the schema's validation: the snapshot, zone and area a route declares.
  installPreamble(app, o.db);
  await app.register(healthRoutes, { db: o.db });
  await app.register(apiDocsRoutes);
  await app.register(metricsRoutes, { db: o.db });
  await app.register(scorecardRoutes, { db: o.db });
  await app.register(reviewRoutes, { db: o.db });
  await app.register(clerkRoutes, { db: o.db });
  await app.register(patriotRoutes, { db: o.db });
  await app.register(registrationRoutes, { db: o.db });
  await app.register(challengeRoutes, { db: o.db });
  await app.register(changesRoutes, { db: o.db });
  await app.register(downloadsRoutes, { db: o.db, ...registerExtracts(app, o.db, o.extracts) });
  await app.register(anonymousFlagRoutes, { db: o.db });
  await app.register(flagsRoutes, { db: o.db, bulkConfirmAbove: o.flagBulkConfirmAbove });
  const limits: PublicLimits = { ...DEFAULT_PUBLIC_LIMITS, ...o.limits };
  await app.register(densityRoutes, { db: o.db });
  await app.register(researchRoutes, { db: o.db, verifier: createVerifier(o.db, o.addressVerification) });
  await app.register(addressesRoutes, { db: o.db, limits });
  await app.register(siteRoutes, { mapTileUrl: o.mapTileUrl ?? null });
  const delivery = createDelivery(o.db, app.log, o.accounts ?? {});
  app.addHook('onClose', async () => delivery.close());
  // After the delivery's hook: hooks close last-first, so the work after answers ends (and sends
  // its mail) before the delivery closes.
  registerAfterReply(app);
  await app.register(accountsRoutes, {
    db: o.db,
    delivery,
    publicUrl: o.accounts?.publicUrl ?? 'http://localhost:3000',
    sessions: o.sessions,
  });
  await app.register(adminRoutes, { db: o.db });
  await app.register(researcherRoutes, { db: o.db });
  await app.register(contactRoutes, { db: o.db });
  const publicUrl = o.accounts?.publicUrl ?? 'http://localhost:3000';
  await app.register(alertsRoutes, { db: o.db, delivery, publicUrl });
  registerAlerts(app, o.db, delivery, publicUrl, o.alerts);
  await app.register(votersRoutes, { db: o.db, limits });
  await app.register(envelopesRoutes, {
    db: o.db,
    images: o.envelopeImages ?? { dir: 'data/envelopes', baseUrl: null },
  });
  await app.register(avcbRoutes, { db: o.db });
  if (o.webRoot && existsSync(o.webRoot)) {
    // Source maps stay on the server's disk (for reading a stack trace), never served.
    await app.register(fastifyStatic, {
      root: o.webRoot,
      wildcard: false,
      allowedPath: (path) => !path.endsWith('.map'),
    });
    // Client-side routes: any non-API GET that is not a file gets the app's page.
    app.setNotFoundHandler((request, reply) => {
      // A missing built file (/assets/…, e.g. a chunk of an older build) is a 404, not the page:
      // the browser then knows the module failed and the app reloads the new build.
      const page = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
      if (request.method === 'GET' && page) return reply.sendFile('index.html');
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url}` });
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url}` }),
    );
  }
  return app;
}

/** A hop count as the function proxy-addr makes of it (Fastify's types take no number). */
function fastifyTrustProxy(t: TrustProxy) {
  return typeof t === 'number' ? (_address: string, hop: number) => hop < t : t;
}

/**
 * Request lines are logged without their query string: a reset link's token travels in one
 * (/reset-password?token=…), and secrets never go to the log.
 */
function loggerOptions(logger: AppOptions['logger']) {
  if (!logger) return false;
  const serializers = {
    req: (r: { method: string; url: string; ip?: string }) => ({
      method: r.method,
      url: r.url.split('?')[0],
      remoteAddress: r.ip,
    }),
  };
  return logger === true ? { serializers } : { ...logger, serializers };
}
