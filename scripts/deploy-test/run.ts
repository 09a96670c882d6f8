// `npm run test:deploy`: a production deployment as deploy/ and docs/operations.md describe it,
// started here and checked from outside: nginx (TLS, redirect, assets, the API cache) in front of
// two production servers (systemd unit's command) on one PostgreSQL database, an SMTP listener.
// Prints one line a check; exits 1 when any fails. Leaves nothing running.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { listMigrations } from '@voterroll/db/migrate';
import pg from 'pg';
import { startSmsGateway, startSmtp } from '../../apps/server/src/test-support/listeners';
import { freePort } from '../../apps/server/src/test-support/server-process';
import * as c from './checks';
import { call, header } from './http';
import {
  ensureNginx,
  envFile,
  ROOT,
  renderLocalSite,
  type Server,
  selfSignedCertificate,
  sh,
  startNginx,
  startServer,
} from './stack';
import { restartUnderLoad } from './under-load';

const STATE = '/api/qvfstatsstate/MICHIGAN';
const ADMIN = { username: 'operator', email: 'operator@example.org', password: 'deploy-test-Password-1' };
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
const dir = join(ROOT, `.tmp/deploy-${process.pid}`);
const databases = [`voterroll_deploy_${process.pid}`, `voterroll_restored_${process.pid}`];
const cleanups: (() => unknown)[] = [];
const ports: number[] = [];

/** Whether anything accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const cli = (args: string[], env: Record<string, string> = {}) =>
  sh(process.execPath, ['dist/server/voterroll.mjs', ...args], env);

async function main(): Promise<void> {
  ensureNginx();
  console.log('== npm run build');
  sh('npm', ['run', 'build']);
  mkdirSync(dir, { recursive: true });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const [live, restored] = databases.map(dbUrl) as [string, string];
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${databases[0]}`);
  cleanups.push(async () => {
    for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
  });
  const ca = selfSignedCertificate(dir);
  const smtp = await startSmtp();
  const sms = await startSmsGateway();
  cleanups.push(smtp.close, sms.close);
  const [portA, portB, portC, httpPort, httpsPort] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  ports.push(portA!, portB!, portC!, httpPort!, httpsPort!);
  const site: c.Site = { https: `https://localhost:${httpsPort}`, http: `http://127.0.0.1:${httpPort}`, ca };
  const settings = envFile({
    DATABASE_URL: live,
    SMTP_URL: smtp.url,
    SMS_GATEWAY_URL: sms.url,
    PUBLIC_URL: site.https,
    WEB_ROOT: join(ROOT, 'apps/web/dist'),
    EXTRACTS_DIR: join(dir, 'extracts'),
    ENVELOPE_IMAGE_DIR: join(dir, 'envelopes'),
  });
  const servers: Server[] = [];
  cleanups.push(() => Promise.all(servers.map((s) => s.stop())));
  const start = async (port: number, extra: Record<string, string> = {}) => {
    const s = await startServer(port, { ...settings, ...extra });
    servers.push(s);
    return s;
  };

  console.log('== two production servers started together on an empty database');
  const [a, b] = await Promise.all([start(portA!), start(portB!)]);
  await c.check('two servers started together migrate once', async () => {
    const migrating = [a, b].filter((s) => s.output().includes('migrations applied'));
    c.expect(migrating.length === 1, `${migrating.length} servers applied migrations`);
    const [row] = await query<{ n: number }>(live, 'select count(*)::int as n from schema_migrations');
    c.expect(row?.n === listMigrations().length, `${row?.n} migrations recorded`);
    return `${row?.n} migrations, applied by one server`;
  });

  console.log('== a generated voter file loaded by the production voterroll command');
  cli(['generate', '--out', join(dir, 'files'), '--voters', '3000', '--snapshots', '2', '--seed', '11']);
  const months = readdirSync(join(dir, 'files'))
    .filter((f) => /^\d{4}-\d{2}-\d{2}$/.test(f))
    .sort();
  const ingest = (month: string) =>
    cli(['ingest', '--snapshot', month, '--from', join(dir, 'files', month), '--db', live]);
  ingest(months[0]!);
  cli(['admin', 'create', '--username', ADMIN.username, '--email', ADMIN.email, '--db', live], {
    VOTERROLL_ADMIN_PASSWORD: ADMIN.password,
  });

  const siteFile = renderLocalSite(dir, { http: httpPort!, https: httpsPort!, a: portA!, b: portB! });
  cleanups.push(startNginx(dir, siteFile));

  console.log('== checks through the proxy');
  await c.check('HTTPS answers', () => c.httpsAnswers(site));
  await c.check('HTTP redirects to HTTPS', () => c.httpRedirects(site));
  await c.check('an asset is immutable and compressed', () => c.assetImmutable(site));
  await c.check('a public read is a cache hit the second time', () => c.publicReadCached(site, STATE));

  const signin = await c.get(site, '/api/auth/signin', {
    method: 'POST',
    body: { username: ADMIN.username, password: ADMIN.password },
    localAddress: '127.0.0.2',
  });
  const token = (JSON.parse(signin.body) as { accessToken?: string }).accessToken ?? '';
  await c.check("the client's address reaches the servers", async () => {
    c.expect(signin.status === 200 && token !== '', `sign-in answered ${signin.status}`);
    const rows = await query<{ ip: string }>(
      live,
      "select ip from audit_log where event = 'signin.success' order by id desc limit 1",
    );
    c.expect(rows[0]?.ip === '127.0.0.2', `the audit log says ${rows[0]?.ip}`);
    return 'sign-in from 127.0.0.2 recorded as 127.0.0.2';
  });
  await c.check('the servers are ready and their metrics reach only the operator', async () => {
    const ready = await c.get(site, '/api/health/ready');
    c.expect(ready.status === 200, `/api/health/ready answered ${ready.status}: ${ready.body}`);
    c.expect((await c.get(site, '/internal/metrics')).status === 404, 'the proxy passes /internal/ on');
    const direct = await call(`http://127.0.0.1:${portA}/internal/metrics`, undefined);
    c.expect(direct.status === 200, `metrics on the server's port answered ${direct.status}`);
    c.expect(direct.body.includes('voterroll_http_requests_total'), 'no request counts in the metrics');
    return 'ready; metrics 404 through the proxy, 200 on 127.0.0.1';
  });
  await c.check('a signed-in answer is never cached', () => c.signedInNeverCached(site, token));
  await c.check('mail goes out through SMTP with the public address', async () => {
    const mail = smtp.nextMail(ADMIN.email);
    const asked = await c.get(site, '/api/auth/requestResetPassword', {
      method: 'POST',
      body: { email: ADMIN.email },
    });
    c.expect(asked.status === 200, `the reset request answered ${asked.status}`);
    const text = (await mail).text;
    c.expect(text.includes(`${site.https}/`), 'the reset mail has no link to the public address');
    return 'reset link mailed';
  });

  await c.check("a new snapshot's read is not stale", async () => {
    const before = JSON.parse((await c.get(site, '/api/qvfs')).body) as { snapshot: string }[];
    c.expect(before[0]?.snapshot === months[0], `the list starts with ${before[0]?.snapshot}`);
    c.expect(header(await c.get(site, '/api/qvfs'), 'x-cache-status') === 'HIT', 'the list was not cached');
    ingest(months[1]!);
    await new Promise((r) => setTimeout(r, 2500));
    const after = JSON.parse((await c.get(site, '/api/qvfs')).body) as { snapshot: string }[];
    c.expect(after[0]?.snapshot === months[1], `after the load the list starts with ${after[0]?.snapshot}`);
    return `${months[0]} then ${months[1]}, within 2.5 s of publication`;
  });

  await c.check('one server restarted under load loses no request', async () => {
    const run = await restartUnderLoad({
      url: site.https,
      ca,
      token,
      server: a,
      restart: () => start(portA!),
      clients: 8,
    });
    c.expect(run.failed.length === 0, `${run.failed.length} failed: ${run.failed.slice(0, 3).join('; ')}`);
    c.expect(run.answered > 100, `only ${run.answered} requests answered`);
    return `${run.answered} requests answered, none lost`;
  });

  await c.check('a backup restored into a new database serves the same scorecards', async () => {
    sh('pg_dump', ['--format=custom', `--file=${dir}/backup.dump`, live]);
    await admin(`create database ${databases[1]}`);
    sh('pg_restore', ['--no-owner', `--dbname=${restored}`, `${dir}/backup.dump`]);
    const copy = await start(portC!, { DATABASE_URL: restored });
    for (const path of [STATE, '/api/qvfs']) {
      const original = await c.get(site, path);
      const fromBackup = await call(`http://127.0.0.1:${copy.port}${path}`, undefined);
      c.expect(fromBackup.status === 200, `${path} from the backup answered ${fromBackup.status}`);
      c.expect(fromBackup.body === original.body, `${path} differs after the restore`);
    }
    return 'pg_dump, pg_restore: the state scorecard and the file list are the same';
  });

  await c.check('the keep-months command archives nothing while two months are published', async () => {
    const planned = cli(['keep-months', '--months', '2', '--dry-run', '--db', live]);
    c.expect(planned.includes('nothing to archive'), `it said: ${planned.trim()}`);
    const [row] = await query<{ n: number }>(
      live,
      'select count(*)::int as n from snapshots where archived_at is null',
    );
    c.expect(row?.n === 2, `${row?.n} whole months after the dry run`);
    return planned.trim();
  });

  await c.check('the disk command says what each month takes', async () => {
    const said = cli(['disk', '--db', live]);
    const months = said.split('\n').filter((l) => /^\d{4}-\d{2}-\d{2}\twhole\t/.test(l));
    c.expect(months.length === 2, `it listed ${months.length} whole months:\n${said}`);
    c.expect(
      /projected, keeping the newest 2 months whole: 24 months /.test(said),
      `no projection:\n${said}`,
    );
    return months.join('; ').replaceAll('\t', ' ');
  });
}

let crashed: unknown;
try {
  await main();
} catch (e) {
  crashed = e;
}
for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
await c.check('nothing is left running', async () => {
  const open = [];
  for (const port of ports) if (await listening(port)) open.push(port);
  c.expect(open.length === 0, `still listening on ${open.join(', ')}`);
  return `${ports.length} ports closed`;
});
if (crashed) console.error(crashed instanceof Error ? (crashed.stack ?? crashed.message) : crashed);
const failed = c.results.filter((r) => !r.ok).length;
console.log(`\n${c.results.length - failed} passed, ${failed + (crashed ? 1 : 0)} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
