import { join } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import { migrate, SchemaNewerError } from '@voterroll/db/migrate';
import { DatabaseOpenError } from '@voterroll/db/pglite-client';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import { buildApp } from './app';
import { messagingWarning, readConfig } from './config';
import { ensureDemoAccounts } from './demo/demo-accounts';
import { prepareStartData } from './demo/load-demo';
import { ProductionSettingsError } from './production-settings';

/** Starts the server: database, migrations, demo data only on a database holding no snapshot, then HTTP. */
async function start(): Promise<void> {
  const config = readConfig();
  const log = (msg: string) => process.stdout.write(`${msg}\n`);
  const db = await openDatabase(config.database, { serving: true });
  log(
    `database: ${db.engine === 'pglite' ? `embedded PGlite in ${config.database}` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  const applied = await migrate(db);
  if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  const data = await prepareStartData(
    db,
    {
      demo: config.demo,
      dir: config.demoDir,
      envelopeImageDir: config.envelopeImages.dir,
      ...config.demoSize,
    },
    log,
  );
  // Demo accounts (every role; passwords in a file, not the log) only beside synthetic data.
  if (data.kind === 'demo') await ensureDemoAccounts(db, join(config.demoDir, 'accounts.txt'), log);
  const app = await buildApp({
    db,
    webRoot: config.webRoot,
    logger: true,
    limits: config.publicLimits,
    flagBulkConfirmAbove: config.flagBulkConfirmAbove,
    mapTileUrl: config.mapTileUrl,
    envelopeImages: config.envelopeImages,
    addressVerification: config.addressVerification,
    extracts: config.extracts,
    alerts: config.alerts,
    trustProxy: config.trustProxy,
    sessions: config.sessions,
    currentSnapshotMaxAgeMs: config.currentSnapshotMaxAgeMs,
    publicSharedMaxAgeSeconds: config.publicSharedMaxAgeSeconds,
    metricsAllow: config.metricsAllow,
    accounts: {
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      smsGatewayUrl: config.smsGatewayUrl,
      publicUrl: config.publicUrl,
    },
  });
  log(
    `mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : 'outbox table and server log'}; texts: ${
      config.smsGatewayUrl ? 'HTTP gateway (SMS_GATEWAY_URL)' : 'outbox table and server log'
    }`,
  );
  const warning = messagingWarning(config, data.kind === 'demo');
  if (warning) process.stderr.write(`${warning}\n`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  log(`serving http://localhost:${config.port} (current snapshot ${(await currentSnapshot(db)) ?? 'none'})`);
}

start().catch((e) => {
  // A folder in use, a setting missing, a newer schema: the message says what to do; a stack
  // would bury it.
  const told = [DatabaseOpenError, ProductionSettingsError, SchemaNewerError].some((c) => e instanceof c);
  if (told) process.stderr.write(`${e.message}\n`);
  else process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
