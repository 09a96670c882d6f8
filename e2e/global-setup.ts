import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { migrate } from '@voterroll/db/migrate';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { insertAccount } from '../apps/server/src/auth/accounts';
import { startSmtp } from '../apps/server/src/test-support/listeners';
import { CHROMIUM, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { buildWebIfStale } from '../scripts/web-build.mjs';
import { E2E_ENVELOPE_IMAGES, ensureDataset, loadDataset } from './dataset';
import { startDbChannel } from './db-channel';
import { freePort } from './free-port';

/** Chromium's flags here: no sandbox (containers), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** A fresh database: a PGlite folder under .tmp, or a new database on DATABASE_URL's server. */
async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const name = `voterroll_e2e_${randomBytes(5).toString('hex')}`;
  if (url) {
    const admin = async (sql: string) => {
      const server = await openDatabase(url);
      try {
        await server.exec(sql);
      } finally {
        await server.close();
      }
    };
    await admin(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openDatabase(target.toString());
    return {
      db,
      drop: async () => {
        await db.close();
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = resolve('.tmp', name);
  mkdirSync(dir, { recursive: true });
  const db = await openDatabase(dir);
  return {
    db,
    drop: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Once per run: build the web app if stale, load the small generated dataset into a fresh
 * database, serve it with the real server on a free port, and start one Chromium that every test
 * file connects to. Test files read E2E_BASE_URL and E2E_BROWSER_WS (see harness.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  ensureChromium();
  if (!buildWebIfStale()) throw new Error('the web app did not build');
  const [dataDir, database] = await Promise.all([ensureDataset(log), freshDatabase()]);
  await migrate(database.db);
  await loadDataset(database.db, dataDir);
  // A site-root administrator for the tests that approve sign-ups and read messages.
  const admin = { username: 'e2e-admin@example.org', password: randomBytes(12).toString('base64url') };
  await insertAccount(database.db, {
    username: admin.username,
    email: admin.username,
    password: admin.password,
    firstName: 'Erin',
    lastName: 'Admin',
    roles: ['ROLE_SITE-ROOT'],
    active: true,
  });
  // Mail goes to a real SMTP listener; the reset link must point at the served app, so its port is
  // chosen before the app is built (the reset mail's link names the port before the server listens).
  const smtp = await startSmtp();
  const port = await freePort();
  const extractsDir = mkdtempSync(join(tmpdir(), 'e2e-extracts-'));
  const app = await buildApp({
    db: database.db,
    webRoot: resolve('apps/web/dist'),
    envelopeImages: { dir: E2E_ENVELOPE_IMAGES, baseUrl: null },
    accounts: { smtpUrl: smtp.url, publicUrl: `http://127.0.0.1:${port}` },
    // Voter-file extracts are written by the app's own worker, into a folder of this run.
    extracts: { dir: extractsDir, worker: { pollMs: 200, pageRows: 500 } },
    // Alerts to subscribers go out from the app's own sender, looking every 200 ms.
    alerts: { pollMs: 200 },
  });
  const address = await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const channel = await startDbChannel(database.db, smtp.mails);
  process.env.E2E_BASE_URL = address;
  process.env.E2E_DB_CHANNEL = channel.url;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  process.env.E2E_ADMIN_USERNAME = admin.username;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  log(`e2e: set up in ${((Date.now() - started) / 1000).toFixed(1)} s, serving ${address}`);
  return async () => {
    await browser.close();
    await channel.close();
    await app.close();
    await smtp.close();
    await database.drop();
    rmSync(extractsDir, { recursive: true, force: true });
  };
}
