/**
 * `npm run bench:load [--voters N] [--seconds S] [--clients C] [--limit L] [--servers N] [--cache]
 * [--reload] [--proxy [--identity]]`: the public site under load, each client with its own address; one client past its
 * type-ahead limit must get 429 while the others are served; on PostgreSQL a second snapshot loads
 * meanwhile; SIGTERM at the end. --servers N: N processes on the one database, requests in turn as
 * a balancer sends them; --cache: clients send back ETags (a 304 counts as served); --proxy:
 * straight and through nginx at 64 and 256 clients (bench-load-proxy.ts), --identity: its clients
 * ask for no compression. Prints
 * requests/s, p50/p95/p99, non-2xx by status, memory. Figures: docs/performance.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@voterroll/db/connection';
import { DEFAULT_PUBLIC_LIMITS } from '../apps/server/src/config';
import { snapshotFiles } from '../apps/server/src/demo/load-demo';
import { benchCalls } from './bench-api-calls';
import type { BenchCall } from './bench-api-keys';
import { BASE_DATE, dataDirOf, NEXT_DATE, prepareTarget } from './bench-load-target';
import { memoryOf, percentile, pick, sampleKeys, startServer } from './bench-server';

const { values } = parseArgs({
  options: {
    voters: { type: 'string' },
    seconds: { type: 'string' },
    clients: { type: 'string' },
    limit: { type: 'string' },
    reload: { type: 'boolean' },
    servers: { type: 'string' },
    cache: { type: 'boolean' },
    proxy: { type: 'boolean' },
    identity: { type: 'boolean' },
  },
});
if (values.proxy) {
  // Through nginx and straight, at 64 and 256 clients unless --clients says otherwise.
  const { benchThroughProxy } = await import('./bench-load-proxy');
  await benchThroughProxy({
    voters: Number(values.voters ?? 100_000),
    reload: values.reload ?? false,
    seconds: Number(values.seconds ?? 20),
    clientCounts: (values.clients ?? '64,256').split(',').map(Number),
    gzip: !values.identity,
  });
  process.exit(0);
}
const voters = Number(values.voters ?? 100_000);
const seconds = Number(values.seconds ?? 30);
const clients = Number(values.clients ?? 64);
/** Per client and route a minute: the product's defaults unless --limit says otherwise. */
const limit = values.limit === undefined ? undefined : Number(values.limit);
const typeAheadLimit = limit ?? DEFAULT_PUBLIC_LIMITS.typeAhead.max;
const onPostgres = Boolean(process.env.DATABASE_URL);
const serverCount = Number(values.servers ?? 1);
const cache = values.cache ?? false;
if (!Number.isInteger(serverCount) || serverCount < 1)
  throw new Error('--servers takes a whole number from 1');
if (serverCount > 1 && !onPostgres) throw new Error('--servers above 1 needs PostgreSQL (DATABASE_URL)');

interface Sample {
  call: string;
  client: number;
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (then `error` is the socket's code). */
  status: number;
  error?: string;
  expected: boolean;
}

const target = await prepareTarget(voters, values.reload ?? false);
const keysDb = await openDatabase(target);
const keys = await sampleKeys(keysDb, BASE_DATE);
await keysDb.close();

const port = 20000 + Math.floor(Math.random() * 20000);
const limits: Record<string, string> =
  limit === undefined
    ? {}
    : {
        SEARCH_RATE_LIMIT_PER_MINUTE: String(limit),
        LOOKUP_RATE_LIMIT_PER_MINUTE: String(limit),
        TYPEAHEAD_RATE_LIMIT_PER_MINUTE: String(limit),
      };
const servers = await Promise.all(
  Array.from({ length: serverCount }, (_, k) =>
    startServer(target, port + k, { TRUST_PROXY: 'loopback', ...limits }),
  ),
);
const bases = servers.map((_, k) => `http://127.0.0.1:${port + k}`);
const base = bases[0] ?? '';
const pids = servers.map((s) => s.pid ?? 0);
const rss = () =>
  pids
    .map((p) => memoryOf(p))
    .reduce((a, m) => ({ rss: a.rss + m.rss, peak: a.peak + m.peak }), { rss: 0, peak: 0 });
/** Per client, the ETag of each GET URL's last answer (--cache). */
const etags = new Map<number, Map<string, string>>();
let sent = 0;
const t0 = performance.now();
const now = () => (performance.now() - t0) / 1000;

async function send(call: BenchCall, i: number, address: string, client: number): Promise<Sample> {
  const r = call.request(i);
  const start = now();
  const known =
    cache && !r.body ? (etags.get(client) ?? etags.set(client, new Map()).get(client)) : undefined;
  const etag = known?.get(r.url);
  try {
    const res = await fetch(bases[sent++ % bases.length] + r.url, {
      method: r.body ? 'POST' : 'GET',
      headers: {
        'x-forwarded-for': address,
        ...(r.body ? { 'content-type': 'application/json' } : {}),
        ...(etag ? { 'if-none-match': etag } : {}),
      },
      body: r.body ? JSON.stringify(r.body) : null,
    });
    await res.arrayBuffer();
    const tag = res.headers.get('etag');
    if (known && tag && res.status === 200) known.set(r.url, tag);
    const expected =
      (res.status >= 200 && res.status < 300) ||
      (known !== undefined && res.status === 304) ||
      (call.expect ?? []).includes(res.status);
    return { call: call.name, client, start, end: now(), status: res.status, expected };
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    return {
      call: call.name,
      client,
      start,
      end: now(),
      status: 0,
      error: cause?.code ?? String(e),
      expected: false,
    };
  }
}

// The public calls of bench:api (the workspaces' and the review pages' need an account).
const probe = await Promise.all(
  benchCalls(keys, pick)
    .filter((c) => !c.as)
    .map(async (c) => ({ c, s: await send(c, 0, '192.0.2.1', -1) })),
);
const calls = probe.filter(({ s }) => s.status !== 401 && s.status !== 403).map(({ c }) => c);
const kind = (name: string) =>
  name === 'type-ahead'
    ? 'type-ahead'
    : /address|voter|name search|history|nov-2024/.test(name)
      ? 'lookups'
      : name.startsWith('scorecard')
        ? 'scorecards'
        : 'metrics';

const samples: Sample[] = [];
let stopping = false;
let counter = 0;
const rssBefore = rss().rss;
console.log(
  `engine: ${onPostgres ? 'PostgreSQL' : 'PGlite'}; ${serverCount} server process${serverCount > 1 ? 'es' : ''}; ` +
    `clients ${cache ? 'honour ETags (If-None-Match)' : 'keep no cache'}; snapshot ${BASE_DATE} (${voters.toLocaleString('en-US')} voters generated); ` +
    `${clients} clients, ${seconds} s, ${calls.length} public calls; rate limits per client and route a minute: ` +
    (limit === undefined
      ? `the defaults (search ${DEFAULT_PUBLIC_LIMITS.search.max}, lookup ${DEFAULT_PUBLIC_LIMITS.lookup.max}, type-ahead ${typeAheadLimit})`
      : String(limit)),
);
const w0 = now();

const workload = Array.from({ length: clients }, async (_, k) => {
  const address = `10.0.${k >> 8}.${(k & 255) + 1}`;
  while (!stopping) {
    const i = counter++;
    const s = await send(pick(calls, i), i, address, k);
    samples.push(s);
    // After SIGTERM a refused connection ends the client: the server is gone.
    if (s.error === 'ECONNREFUSED') break;
  }
});

const rateLimit = (async () => {
  await sleep(seconds * 500);
  const typeAhead = calls.find((c) => c.name === 'type-ahead');
  if (!typeAhead) return null;
  const from = now();
  const answers: Sample[] = [];
  const total = typeAheadLimit + 40;
  for (let i = 0; i < total; i += 8)
    answers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, total - i) }, () => send(typeAhead, 1, '203.0.113.77', -2)),
      )),
    );
  return { answers, from, to: now() };
})();

const load = onPostgres ? loadDuringRun() : Promise.resolve(null);

/** After the timed run, `voterroll ingest` of the second snapshot; the current snapshot read twice a second. */
async function loadDuringRun() {
  await sleep(seconds * 1000);
  const files = snapshotFiles(join(dataDirOf(voters), NEXT_DATE));
  const args = ['--max-semi-space-size=64', 'apps/server/bin/voterroll.mjs', 'ingest'];
  args.push('--snapshot', NEXT_DATE, '--db', target);
  for (const [k, v] of Object.entries(files)) args.push(`--${k}`, v);
  const from = now();
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-2000);
  });
  const exited = new Promise<number>((r) => child.once('exit', (code) => r(code ?? -1)));
  const seen: { t: number; snapshot: string }[] = [];
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const read = async () => {
    try {
      const res = await fetch(`${base}/api/current-metrics/MICHIGAN`, {
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      const body = res.ok ? ((await res.json()) as { snapshot?: string }) : null;
      seen.push({ t: now(), snapshot: body ? String(body.snapshot) : `HTTP ${res.status}` });
    } catch (e) {
      seen.push({ t: now(), snapshot: String(e) });
    }
  };
  while (!done) {
    await read();
    await sleep(500);
  }
  const code = await exited;
  await read(); // published by now
  return { from, to: now(), code, stderr: code === 0 ? '' : stderr, seen };
}

await sleep(seconds * 1000);
const steadyEnd = now();
const rssAfter = rss();
const limited = await rateLimit;
const loaded = await load;
const rssLoaded = rss();
const signalAt = now();
const exits = servers.map(
  (server) =>
    new Promise<{ t: number; code: number | null }>((r) =>
      server.once('exit', (code) => r({ t: now(), code })),
    ),
);
for (const server of servers) server.kill('SIGTERM');
const all = await Promise.all(exits);
const exit = { t: Math.max(...all.map((e) => e.t)), code: all.find((e) => e.code !== 0)?.code ?? 0 };
await sleep(1000);
stopping = true;
await Promise.all(workload);

report(limited, loaded);

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

function report(r: Awaited<typeof rateLimit>, l: Awaited<typeof load>) {
  const f = (x: number) => (x * 1000).toFixed(1);
  const beforeSignal = samples.filter((s) => s.end < steadyEnd);
  console.log(`\nworkload, the first ${seconds} s (ms)`);
  console.log(['calls', 'requests', 'req/s', 'p50', 'p95', 'p99', 'non-2xx by status'].join('\t'));
  for (const group of ['type-ahead', 'lookups', 'scorecards', 'metrics', 'all']) {
    const rows = beforeSignal.filter((s) => group === 'all' || kind(s.call) === group);
    const times = rows.map((s) => s.end - s.start).sort((a, b) => a - b);
    console.log(
      [
        group,
        rows.length,
        (rows.length / (steadyEnd - w0)).toFixed(0),
        f(percentile(times, 50)),
        f(percentile(times, 95)),
        f(percentile(times, 99)),
        byStatus(rows.filter((s) => s.status < 200 || s.status >= 300)),
      ].join('\t'),
    );
  }
  const unexpected = beforeSignal.filter((s) => !s.expected);
  console.log(
    `  non-2xx that are answers: 404 of a name search or voter summary that finds nobody; ` +
      `unexpected: ${unexpected.length ? byStatus(unexpected, true) : 'none'}`,
  );
  console.log(
    `server resident memory${serverCount > 1 ? ` (${serverCount} processes together)` : ''}: before ${(rssBefore / 1024).toFixed(0)} MB, after ${(rssAfter.rss / 1024).toFixed(0)} MB` +
      (l ? `, after the snapshot load ${(rssLoaded.rss / 1024).toFixed(0)} MB` : '') +
      `, peak ${(rssLoaded.peak / 1024).toFixed(0)} MB`,
  );
  if (r) {
    const others = samples.filter((s) => s.start >= r.from && s.end <= r.to);
    console.log(
      `rate limit: one client sent ${r.answers.length} type-ahead requests in ${(r.to - r.from).toFixed(1)} s: ${byStatus(r.answers)}; ` +
        `the other ${clients} clients meanwhile: ${others.length} requests, ${others.filter((s) => s.status === 429).length} refused with 429`,
    );
  }
  if (!l) console.log('snapshot load during the run: PGlite (one process per data folder), not measured');
  else {
    const during = samples.filter((s) => s.start >= l.from && s.end <= l.to);
    const times = during.map((s) => s.end - s.start).sort((a, b) => a - b);
    const runs: string[] = [];
    for (const s of l.seen)
      if (runs.at(-1)?.split(' x')[0] !== s.snapshot) runs.push(`${s.snapshot} x1`);
      else runs[runs.length - 1] = `${s.snapshot} x${Number(runs.at(-1)?.split(' x')[1]) + 1}`;
    console.log(
      `snapshot load during the run: voterroll ingest ${NEXT_DATE} took ${(l.to - l.from).toFixed(1)} s (exit ${l.code}); ` +
        `meanwhile ${during.length} requests, ${(during.length / (l.to - l.from)).toFixed(0)}/s, p95 ${f(percentile(times, 95))} ms, ` +
        `unexpected answers or errors: ${during.filter((s) => !s.expected).length}; current snapshot read every 0.5 s: ${runs.join(', ')}`,
    );
    if (l.stderr) console.log(l.stderr);
  }
  const inFlight = samples.filter((s) => s.start < signalAt && s.end >= signalAt);
  const after = samples.filter((s) => s.start >= signalAt);
  console.log(
    `SIGTERM at ${signalAt.toFixed(1)} s: server exited ${exit.code} after ${(exit.t - signalAt).toFixed(2)} s; ` +
      `${inFlight.length} requests in flight: ${byStatus(inFlight) || 'none'}; ${after.length} sent after the signal: ${byStatus(after) || 'none'} ` +
      '(a 200 there reached the server before it handled the signal)',
  );
}

/** "200: 1234, 404: 5 (name search), ECONNREFUSED: 3" */
function byStatus(rows: Sample[], withCalls = false): string {
  const groups = new Map<string, Sample[]>();
  for (const s of rows) {
    const key = s.status ? String(s.status) : (s.error ?? 'error');
    const g = groups.get(key);
    if (g) g.push(s);
    else groups.set(key, [s]);
  }
  return [...groups]
    .sort()
    .map(
      ([k, g]) =>
        `${k}: ${g.length}${withCalls ? ` (${[...new Set(g.map((s) => s.call))].slice(0, 3).join(', ')})` : ''}`,
    )
    .join(', ');
}
