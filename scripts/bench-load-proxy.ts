/**
 * `npm run bench:load -- --proxy [--voters N] [--seconds S] [--clients 64,256]`: election-day
 * load through the cache. The public mix of bench:load, at each client count, sent first straight
 * to two production servers (in turn, as a balancer would) and then through nginx as deploy/ sets
 * it up (TLS, the API cache honouring s-maxage and ETag), on one run and one database. Clients
 * keep their connections open and send `accept-encoding: gzip` as browsers do; rate limits are
 * raised so that throughput, not the limiter, is measured. Figures: docs/performance.md.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import { freePort } from '../apps/server/src/test-support/server-process';
import { benchCalls } from './bench-api-calls';
import type { BenchCall } from './bench-api-keys';
import { BASE_DATE, prepareTarget } from './bench-load-target';
import { percentile, pick, RAISED_LIMITS, sampleKeys } from './bench-server';
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
} from './deploy-test/stack';
import { childrenOf, cpuMeter, pidsWithCommandLine } from './process-cpu';

interface Sample {
  ms: number;
  status: number;
  /** nginx's X-Cache-Status (HIT, MISS, EXPIRED, REVALIDATED, UPDATING, STALE), '' straight. */
  cache: string;
}

export interface ProxyBenchOptions {
  voters: number;
  reload: boolean;
  seconds: number;
  clientCounts: number[];
  /** Clients ask for gzip, as browsers do; false (--identity) measures what compressing costs. */
  gzip: boolean;
}

export async function benchThroughProxy(o: ProxyBenchOptions): Promise<void> {
  if (!process.env.DATABASE_URL)
    throw new Error('--proxy needs PostgreSQL (DATABASE_URL): two servers share it');
  ensureNginx();
  console.log('building the production server and web app (npm run build) ...');
  sh('npm', ['run', 'build']);
  const target = await prepareTarget(o.voters, o.reload);
  const keysDb = await openDatabase(target);
  const keys = await sampleKeys(keysDb, BASE_DATE);
  const [loaded] = await keysDb.query<{ rows: number }>(
    `select rows_loaded as rows from snapshots where snapshot_date = $1::date`,
    [BASE_DATE],
  );
  await keysDb.close();

  const dir = join(ROOT, `.tmp/bench-proxy-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const cleanups: (() => unknown)[] = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    const ca = selfSignedCertificate(dir);
    const [portA, portB, httpPort, httpsPort] = await Promise.all([1, 2, 3, 4].map(() => freePort()));
    const publicUrl = `https://localhost:${httpsPort}`;
    const settings = envFile({
      DATABASE_URL: target,
      // Public reads send no mail or text; nothing listens here.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/send',
      PUBLIC_URL: publicUrl,
      WEB_ROOT: join(ROOT, 'apps/web/dist'),
      EXTRACTS_DIR: join(dir, 'extracts'),
      ENVELOPE_IMAGE_DIR: join(dir, 'envelopes'),
    });
    const servers: Server[] = [];
    cleanups.push(() => Promise.all(servers.map((s) => s.stop())));
    for (const port of [portA!, portB!])
      servers.push(await startServer(port, { ...settings, ...RAISED_LIMITS }));
    const site = renderLocalSite(dir, { http: httpPort!, https: httpsPort!, a: portA!, b: portB! });
    cleanups.push(startNginx(dir, site));

    const straight = [portA!, portB!].map((p) => `http://127.0.0.1:${p}`);
    // Where the CPU goes: nginx's workers, the two servers, PostgreSQL's backends of this database.
    const nginxMaster = Number(readFileSync(join(dir, 'nginx.pid'), 'utf8'));
    const database = new URL(target).pathname.slice(1);
    const groups = {
      nginx: () => childrenOf(nginxMaster),
      servers: () => servers.map((s) => s.child.pid ?? 0).filter((pid) => pid > 0),
      postgres: () => pidsWithCommandLine(` ${database} `),
    };
    const all = benchCalls(keys, pick).filter((c) => !c.as);
    // The calls a visitor can make (a call that needs an account is left out).
    const probes = await Promise.all(
      all.map(async (c) => ({ c, s: await send(straight[0]!, c, 0, '192.0.2.1', undefined) })),
    );
    const calls = probes.filter(({ s }) => s.status !== 401 && s.status !== 403).map(({ c }) => c);
    console.log(
      `PostgreSQL; snapshot ${BASE_DATE} of ${(loaded?.rows ?? 0).toLocaleString('en-US')} registrations (--reload makes it anew at --voters); two production ` +
        `servers (deploy/systemd's command); nginx as deploy/nginx; ${calls.length} public calls; ${o.seconds} s a run`,
    );
    console.log(
      [
        'way',
        'clients',
        'requests',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'non-2xx',
        'CPU ms a request (nginx / servers / postgres / client)',
        'cache (nginx)',
      ].join('\t'),
    );
    for (const clients of o.clientCounts) {
      for (const way of ['straight', 'proxy'] as const) {
        const agent =
          way === 'proxy'
            ? new HttpsAgent({ keepAlive: true, maxSockets: clients, ca })
            : new HttpAgent({ keepAlive: true, maxSockets: clients });
        const cpuSince = cpuMeter(groups);
        const clientBefore = process.cpuUsage();
        const samples = await run(o.seconds, clients, calls, (c, i, client) =>
          send(
            way === 'proxy' ? publicUrl : straight[i % 2]!,
            c,
            i,
            `10.1.${client >> 8}.${(client & 255) + 1}`,
            agent,
            o.gzip,
          ),
        );
        const clientCpu = process.cpuUsage(clientBefore);
        const cpu = { ...cpuSince(), client: (clientCpu.user + clientCpu.system) / 1e6 };
        agent.destroy();
        report(way, clients, o.seconds, samples, cpu);
      }
    }
  } finally {
    for (const clean of cleanups.reverse()) await clean();
  }
}

/** Every client sends its next request as soon as its last is answered, for `seconds`. */
async function run(
  seconds: number,
  clients: number,
  calls: BenchCall[],
  sendOne: (c: BenchCall, i: number, client: number) => Promise<Sample>,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const end = performance.now() + seconds * 1000;
  let counter = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const i = counter++;
        samples.push(await sendOne(pick(calls, i), i, client));
      }
    }),
  );
  return samples;
}

function send(
  base: string,
  call: BenchCall,
  i: number,
  address: string,
  agent: HttpAgent | HttpsAgent | undefined,
  gzip = true,
): Promise<Sample> {
  const r = call.request(i);
  const body = r.body ? JSON.stringify(r.body) : undefined;
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (gzip) headers['accept-encoding'] = 'gzip';
  if (body) headers['content-type'] = 'application/json';
  const url = base + r.url;
  const started = performance.now();
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(url, { method: body ? 'POST' : 'GET', headers, agent }, (res: IncomingMessage) => {
      res.resume();
      res.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: res.statusCode ?? 0,
          cache: String(res.headers['x-cache-status'] ?? ''),
        }),
      );
    });
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, cache: '' }));
    req.end(body);
  });
}

function report(
  way: string,
  clients: number,
  seconds: number,
  samples: Sample[],
  cpu: Record<string, number>,
): void {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const count = (xs: Sample[], key: (s: Sample) => string) => {
    const m = new Map<string, number>();
    for (const s of xs) m.set(key(s), (m.get(key(s)) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1]);
  };
  // A 404 is an answer of the mix (a name search that finds nobody); 0 is no answer at all.
  const failed = samples.filter((s) => s.status === 0 || s.status >= 500 || s.status === 429);
  const caches = count(
    samples.filter((s) => s.cache),
    (s) => s.cache,
  );
  const hits = caches.find(([k]) => k === 'HIT')?.[1] ?? 0;
  console.log(
    [
      way,
      clients,
      samples.length,
      (samples.length / seconds).toFixed(0),
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      percentile(times, 99).toFixed(1),
      failed.length
        ? count(failed, (s) => String(s.status))
            .map(([k, n]) => `${k}: ${n}`)
            .join(', ')
        : 'none',
      // CPU time, not wall time: what each part costs whatever else the machine is doing.
      ['nginx', 'servers', 'postgres', 'client']
        .map((k) => (cpu[k] === undefined ? '-' : ((cpu[k] * 1000) / samples.length).toFixed(3)))
        .join(' / '),
      caches.length
        ? `HIT ${((hits / samples.length) * 100).toFixed(0)}% (${caches.map(([k, n]) => `${k} ${n}`).join(', ')})`
        : '-',
    ].join('\t'),
  );
}
