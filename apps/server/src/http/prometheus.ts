import { BlockList, isIP } from 'node:net';
import type { Db } from '@voterroll/db/database';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * GET /internal/metrics in Prometheus's text format: requests and their durations per route,
 * the database pool, the jobs' queues (extracts, alert mails) and the last monthly load. Only
 * clients METRICS_ALLOW names may read it (by default this machine: loopback); everyone else gets
 * a 404, as for a page that does not exist. The deployment's nginx does not pass /internal/ on.
 */
export const METRICS_PATH = '/internal/metrics';

/** METRICS_ALLOW: comma-separated addresses, CIDR ranges or `loopback`; loopback by default. */
export function metricsAllowList(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (value?.trim() || 'loopback').split(',').map((e) => e.trim())) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`METRICS_ALLOW: "${entry}" is not an address, a range or loopback`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function allowed(list: BlockList, ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (v4) return list.check(v4, 'ipv4');
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export function registerPrometheus(app: FastifyInstance, db: Db, allow: BlockList): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'voterroll_' });
  const requests = new Counter({
    name: 'voterroll_http_requests_total',
    help: 'Requests answered, by route, method and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'voterroll_http_request_duration_seconds',
    help: 'Time to answer, by route and method',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/address/:county), never the path a client typed.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  registerDatabaseGauges(registry, db);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!allowed(allow, request.ip)) return reply.code(404).send({ message: 'Not Found' });
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** What is read from the database at each scrape: the pool, the queues, the last load. */
function registerDatabaseGauges(registry: Registry, db: Db): void {
  new Gauge({
    name: 'voterroll_db_pool_connections',
    help: 'Database connections of this server, by state (PostgreSQL)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'voterroll_jobs',
    help: 'Extract jobs and alert mails, by kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      const rows = await db.query<{ kind: string; status: string; n: number }>(
        `select 'extract' as kind, status, count(*)::int as n from extract_jobs
          where status in ('PENDING', 'IN PROGRESS', 'FAILED') group by status
         union all
         select 'alert mail', status, count(*)::int from alert_deliveries
          where status in ('pending', 'sending', 'failed') group by status`,
      );
      this.reset();
      for (const r of rows) this.set({ kind: r.kind, status: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'voterroll_last_load',
    help: 'The newest monthly load: its snapshot and finish (unix seconds), rows loaded and rejected',
    labelNames: ['measure'],
    registers: [registry],
    async collect() {
      const [last] = await db.query<{
        snapshot: number;
        finished: number | null;
        loaded: number;
        rejected: number;
        history: number;
        ready: number;
      }>(
        `select extract(epoch from snapshot_date)::float8 as snapshot,
                extract(epoch from finished_at)::float8 as finished,
                rows_loaded as loaded, rows_rejected as rejected, history_rows as history,
                (status = 'ready')::int as ready
           from snapshots order by snapshot_date desc limit 1`,
      );
      this.reset();
      if (!last) return;
      this.set({ measure: 'snapshot_date_seconds' }, last.snapshot);
      if (last.finished !== null) this.set({ measure: 'finished_seconds' }, last.finished);
      this.set({ measure: 'rows_loaded' }, last.loaded);
      this.set({ measure: 'rows_rejected' }, last.rejected);
      this.set({ measure: 'history_rows' }, last.history);
      this.set({ measure: 'published' }, last.ready);
    },
  });
}
