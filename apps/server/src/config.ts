import { type BlockList, isIP } from 'node:net';
import { resolve } from 'node:path';
import { ADDRESS_REGISTRATIONS_MAX, ADDRESS_SUGGESTIONS_MAX } from '@voterroll/contract/addresses-api';
import { VOTER_SEARCH_MAX } from '@voterroll/contract/voters-api';
import { defaultDatabaseTarget } from '@voterroll/db/connection';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './auth/sessions';
import { metricsAllowList } from './http/prometheus';
import type { PublicLimits } from './http/public-limits';
import { DEFAULT_ALERT_POLL_MS } from './jobs/alerts/sender';
import type { AlertsOptions } from './jobs/alerts/setup';
import { DEFAULT_EXTRACT_OPTIONS } from './jobs/downloads/extract-worker';
import { DEFAULT_MAX_QUEUED_PER_USER, type ExtractsOptions } from './jobs/downloads/extracts-setup';
import { requireProductionSettings } from './production-settings';

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** A postgres:// URL, or the embedded database's data folder. */
  database: string;
  /** Load the synthetic demo dataset when the database holds no snapshot. */
  demo: boolean;
  demoDir: string;
  /**
   * DEMO_VOTERS and DEMO_SNAPSHOTS: a smaller demo for a first start (the e2e walk on `npm start`);
   * unset, the full demo (30,000 registrations, 24 snapshots).
   */
  demoSize: { voters: number | undefined; snapshots: number | undefined };
  /** The built web app, served at /. */
  webRoot: string;
  mapTileUrl: string | null;
  /** Scanned ballot envelopes: the folder they are served from, or an object store's base URL. */
  envelopeImages: EnvelopeImages;
  /** ADDRESS_VERIFY_URL, _KEY, _TIMEOUT_MS: the address verification provider (offline when no URL). */
  addressVerification: VerifierConfig;
  publicLimits: PublicLimits;
  /** Bulk flag requests above this many registrations must name their count (MCL 168.512 safeguard). */
  flagBulkConfirmAbove: number | undefined;
  /** Mail over SMTP when set; otherwise the outbox table and the server log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Texts through this HTTP gateway when set (POST {to, text}); otherwise the outbox and the log. */
  smsGatewayUrl: string | null;
  /** The site's address as users reach it, for links in mail. */
  publicUrl: string;
  /** Voter-file extracts: the files' folder, the per-user limit and the worker's settings. */
  extracts: ExtractsOptions;
  /** The alert sender's poll (ALERTS_POLL_SECONDS, 60 by default). */
  alerts: AlertsOptions;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client's address (rate limits,
   * audit entries, the log). false: none, the connection's address is the client.
   */
  trustProxy: TrustProxy;
  /** SESSION_MAX_HOURS and SESSION_IDLE_MINUTES. */
  sessions: SessionPolicy;
  /**
   * CURRENT_SNAPSHOT_MAX_AGE_MS (default 1000; 0 asks every time): how long after a load publishes
   * from another process the server may still serve the previous month (http/snapshot-cache.ts).
   */
  currentSnapshotMaxAgeMs: number;
  /** METRICS_ALLOW: who may read /internal/metrics (http/prometheus.ts). */
  metricsAllow: BlockList;
  /** PUBLIC_SHARED_MAX_AGE_SECONDS: s-maxage of public reads (http/public-cache.ts). */
  publicSharedMaxAgeSeconds: number;
}

/** The address verification provider (features/density/address-verifier.ts). */
export interface VerifierConfig {
  url: string | null;
  /** Sent as the `key` field of the request (the provider's licence); never logged. */
  key: string | null;
  timeoutMs: number;
}

export function verifierConfigFrom(env: NodeJS.ProcessEnv): VerifierConfig {
  const timeout = Number(env.ADDRESS_VERIFY_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeout) || timeout < 1)
    throw new Error(
      `ADDRESS_VERIFY_TIMEOUT_MS "${env.ADDRESS_VERIFY_TIMEOUT_MS}" is not a positive whole number`,
    );
  return {
    url: env.ADDRESS_VERIFY_URL ? env.ADDRESS_VERIFY_URL : null,
    key: env.ADDRESS_VERIFY_KEY ? env.ADDRESS_VERIFY_KEY : null,
    timeoutMs: timeout,
  };
}

export interface EnvelopeImages {
  /** ENVELOPE_IMAGE_DIR (default ./data/envelopes): where `ingest-envelopes` copies the images. */
  dir: string;
  /** ENVELOPE_IMAGE_URL: images are fetched from this base URL (an object store) instead. */
  baseUrl: string | null;
}

export function envelopeImageDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.ENVELOPE_IMAGE_DIR ?? 'data/envelopes');
}
/** Fastify's trustProxy: false, true (any proxy), a hop count, or addresses and ranges. */
export type TrustProxy = boolean | number | string;

/** Calls per minute per client and route, and rows per answer, unless the environment says otherwise. */
export const DEFAULT_PUBLIC_LIMITS: PublicLimits = {
  search: { max: 30, windowMs: 60_000 },
  lookup: { max: 60, windowMs: 60_000 },
  typeAhead: { max: 120, windowMs: 60_000 },
  addressSuggestionsMax: ADDRESS_SUGGESTIONS_MAX,
  voterSearchMax: VOTER_SEARCH_MAX,
  addressRegistrationsMax: ADDRESS_REGISTRATIONS_MAX,
};

function perMinute(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
): { max: number; windowMs: number } {
  const value = env[name];
  if (value === undefined || value === '') return { max: fallback, windowMs: 60_000 };
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) throw new Error(`${name} "${value}" is not a positive whole number`);
  return { max, windowMs: 60_000 };
}

/** What the server says loudly at start when real accounts' secrets would go to the log. */
export function messagingWarning(
  config: Pick<ServerConfig, 'smtpUrl' | 'smsGatewayUrl'>,
  demo: boolean,
): string | null {
  if (demo || (config.smtpUrl && config.smsGatewayUrl)) return null;
  const missing = [config.smtpUrl ? null : 'SMTP_URL', config.smsGatewayUrl ? null : 'SMS_GATEWAY_URL']
    .filter((name) => name !== null)
    .join(' and ');
  return (
    `WARNING: ${missing} not set outside demo mode. Password-reset links and phone codes for real ` +
    'accounts are written in the clear to the server log and the outbox table, where anyone who ' +
    'reads them can take over an account. Set them before anyone signs up (NODE_ENV=production refuses to start without them).'
  );
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  requireProductionSettings(env);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT "${env.PORT}" is not a port number`);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    database: defaultDatabaseTarget(env),
    // Production never generates demo data, whatever DEMO says.
    demo: env.DEMO !== '0' && env.NODE_ENV !== 'production',
    demoDir: resolve(env.DEMO_DIR ?? 'data/demo'),
    demoSize: {
      voters: positiveInt(env.DEMO_VOTERS, 'DEMO_VOTERS'),
      snapshots: positiveInt(env.DEMO_SNAPSHOTS, 'DEMO_SNAPSHOTS'),
    },
    webRoot: resolve(env.WEB_ROOT ?? 'apps/web/dist'),
    addressVerification: verifierConfigFrom(env),
    mapTileUrl: env.MAP_TILE_URL && env.MAP_TILE_URL.length > 0 ? env.MAP_TILE_URL : null,
    envelopeImages: {
      dir: envelopeImageDir(env),
      baseUrl: nonEmpty(env.ENVELOPE_IMAGE_URL)?.replace(/\/+$/, '') ?? null,
    },
    publicLimits: {
      ...DEFAULT_PUBLIC_LIMITS,
      search: perMinute(env, 'SEARCH_RATE_LIMIT_PER_MINUTE', DEFAULT_PUBLIC_LIMITS.search.max),
      lookup: perMinute(env, 'LOOKUP_RATE_LIMIT_PER_MINUTE', DEFAULT_PUBLIC_LIMITS.lookup.max),
      typeAhead: perMinute(env, 'TYPEAHEAD_RATE_LIMIT_PER_MINUTE', DEFAULT_PUBLIC_LIMITS.typeAhead.max),
    },
    flagBulkConfirmAbove: positiveInt(env.FLAG_BULK_CONFIRM_ABOVE, 'FLAG_BULK_CONFIRM_ABOVE'),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Voter Roll Integrity <no-reply@localhost>',
    smsGatewayUrl: nonEmpty(env.SMS_GATEWAY_URL),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    extracts: readExtracts(env),
    alerts: {
      pollMs:
        (positiveInt(env.ALERTS_POLL_SECONDS, 'ALERTS_POLL_SECONDS') ?? DEFAULT_ALERT_POLL_MS / 1000) * 1000,
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    sessions: {
      maxHours: positiveInt(env.SESSION_MAX_HOURS, 'SESSION_MAX_HOURS') ?? DEFAULT_SESSION_POLICY.maxHours,
      idleMinutes:
        positiveInt(env.SESSION_IDLE_MINUTES, 'SESSION_IDLE_MINUTES') ?? DEFAULT_SESSION_POLICY.idleMinutes,
    },
    currentSnapshotMaxAgeMs:
      env.CURRENT_SNAPSHOT_MAX_AGE_MS === '0'
        ? 0
        : (positiveInt(env.CURRENT_SNAPSHOT_MAX_AGE_MS, 'CURRENT_SNAPSHOT_MAX_AGE_MS') ?? 1000),
    metricsAllow: metricsAllowList(env.METRICS_ALLOW),
    publicSharedMaxAgeSeconds:
      positiveInt(env.PUBLIC_SHARED_MAX_AGE_SECONDS, 'PUBLIC_SHARED_MAX_AGE_SECONDS') ?? 3600,
  };
}

function readExtracts(env: NodeJS.ProcessEnv): ExtractsOptions {
  const d = DEFAULT_EXTRACT_OPTIONS;
  const n = (name: string, fallback: number) => positiveInt(env[name], name) ?? fallback;
  return {
    dir: resolve(env.EXTRACTS_DIR ?? 'data/extracts'),
    maxQueuedPerUser: n('EXTRACT_MAX_QUEUED_PER_USER', DEFAULT_MAX_QUEUED_PER_USER),
    worker: {
      concurrency: n('EXTRACT_WORKERS', d.concurrency),
      pageRows: n('EXTRACT_PAGE_ROWS', d.pageRows),
      pagePauseMs: env.EXTRACT_PAGE_PAUSE_MS === '0' ? 0 : n('EXTRACT_PAGE_PAUSE_MS', d.pagePauseMs),
      keepMs: n('EXTRACT_KEEP_HOURS', d.keepMs / 3600_000) * 3600_000,
      staleAfterMs: n('EXTRACT_STALE_AFTER_SECONDS', d.staleAfterMs / 1000) * 1000,
    },
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or "false", no proxy; "true", any (only when nothing but the proxy can reach
 * the server); a number, that many proxies in front; else a comma-separated list of the proxies'
 * addresses or CIDR ranges, or loopback, linklocal, uniquelocal.
 */
export function trustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, ...more] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32) && family !== 0);
    if (!(PROXY_NAMES.has(entry) || (family !== 0 && bitsOk && more.length === 0)))
      throw new Error(
        `TRUST_PROXY "${value}": "${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
  }
  return entries.join(',');
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} "${value}" is not a positive whole number`);
  return n;
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.length > 0 ? value : null;
}
