/**
 * What the API benchmarks share (bench-api.ts, bench-load.ts): keys sampled from the loaded
 * snapshot, the real server started on the benchmark's database, and its memory and CPU from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from '@voterroll/db/database';
import type { Keys } from './bench-api-keys';

export const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

/**
 * Keys for the calls, sampled from the current snapshot (`fallback` when none is ready): real
 * voters, names, addresses and zones.
 */
export async function sampleKeys(db: Db, fallback: string): Promise<Keys> {
  const [snap] = await db.query<{ d: string }>(
    `select max(snapshot_date)::text as d from snapshots where status = 'ready'`,
  );
  const snapshot = snap?.d ?? fallback;
  const voterRows = await db.query<{
    voter_id: string;
    last_name: string;
    first_name: string;
    year_of_birth: number;
    county_name: string;
    zip5: string;
    full_address_hash: string;
    search_key: string;
  }>(
    `select r.voter_id::text, r.last_name, r.first_name, r.year_of_birth, r.county_name, r.zip5,
            r.full_address_hash, a.search_key
       from registrations r tablesample system (1) repeatable (7)
       join addresses a on a.full_address_hash = r.full_address_hash
      where r.snapshot_date = $1::date and r.voter_status_type_code in ('A', 'V', 'CH')
        and r.last_name <> '' and r.first_name <> '' and r.year_of_birth is not null and r.zip5 <> ''
      limit 400`,
    [snapshot],
  );
  const zones = await db.query<{
    level: string;
    zone_hash: string;
    county: string;
    jurisdiction: string | null;
    precinct: string | null;
  }>(
    `select z.level, z.zone_hash, z.county_name as county, z.jurisdiction_name as jurisdiction,
            case when z.level = 'precinct' then z.zone_name end as precinct
       from zones z
       join zone_metrics m on m.zone_hash = z.zone_hash and m.snapshot_date = $1::date and m.metric_key = 'TOTAL'
      order by md5(z.zone_hash)`,
    [snapshot],
  );
  const ofLevel = (level: string) => zones.filter((z) => z.level === level);
  const wayneJurisdictions = await db.query<{ jurisdiction: string; total: number }>(
    `select z.jurisdiction_name as jurisdiction, m.value as total
       from zones z join zone_metrics m on m.zone_hash = z.zone_hash and m.snapshot_date = $1::date and m.metric_key = 'TOTAL'
      where z.level = 'jurisdiction' and z.county_name = 'WAYNE' order by m.value desc limit 1`,
    [snapshot],
  );
  const dense = await db.query<{ address_hash: string }>(
    `select d.address_hash from address_density d
      where d.snapshot_date = $1::date
        and d.county_code = (select county_code from zones where level = 'county' and county_name = 'WAYNE')
      order by d.registration_count desc limit 20`,
    [snapshot],
  );
  // Registrations with a field change at the snapshot (none when it is the first month loaded).
  const changed = await db.query<{ voter_id: string }>(
    `select voter_id::text from registration_field_changes tablesample system (5) repeatable (7)
      where snapshot_date = $1::date limit 200`,
    [snapshot],
  );
  const wayne = zones.find((z) => z.level === 'county' && z.county === 'WAYNE');
  const state = zones.find((z) => z.level === 'state');
  if (!wayne || !state || voterRows.length === 0)
    throw new Error('The snapshot has no Wayne county or no voters.');
  return {
    snapshot,
    voters: voterRows.map((v) => ({
      voterId: v.voter_id,
      lastName: v.last_name,
      firstName: v.first_name,
      yearOfBirth: v.year_of_birth,
      county: v.county_name,
      zip: v.zip5,
      fullAddressHash: v.full_address_hash,
      searchKey: v.search_key,
    })),
    state: state.zone_hash,
    wayne: wayne.zone_hash,
    wayneLargestJurisdiction: wayneJurisdictions[0]?.jurisdiction ?? 'DETROIT CITY',
    wayneLargestJurisdictionHash:
      zones.find(
        (z) =>
          z.level === 'jurisdiction' &&
          z.county === 'WAYNE' &&
          z.jurisdiction === (wayneJurisdictions[0]?.jurisdiction ?? 'DETROIT CITY'),
      )?.zone_hash ?? '',
    counties: ofLevel('county').map((z) => ({ hash: z.zone_hash, county: z.county })),
    jurisdictions: ofLevel('jurisdiction').map((z) => ({
      hash: z.zone_hash,
      county: z.county,
      jurisdiction: z.jurisdiction ?? '',
    })),
    precincts: ofLevel('precinct').map((z) => ({
      hash: z.zone_hash,
      county: z.county,
      jurisdiction: z.jurisdiction ?? '',
      precinct: z.precinct ?? '',
    })),
    denseAddresses: dense.map((d) => d.address_hash),
    changedVoters: changed.map((c) => c.voter_id),
  };
}

/** Rate limits no benchmark client reaches. */
export const RAISED_LIMITS = {
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000',
  TYPEAHEAD_RATE_LIMIT_PER_MINUTE: '100000000',
};

/**
 * The server as `npm start` runs it (apps/server/src/main.ts) on `target`, with `env` added (the
 * raised rate limits by default) and Node's `nodeFlags` (a CPU profile, say); resolves once it serves.
 */
export function startServer(
  target: string,
  port: number,
  env: Record<string, string> = RAISED_LIMITS,
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', ...nodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: target,
        DEMO: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('serving http')) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolvePromise(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before serving:\n${out}`)));
  });
}

/** The server's resident memory now and at its peak (kB from /proc). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The server process's CPU seconds so far (utime + stime). */
/** utime + stime (+ waited-for children's) of a process, in seconds; 0 when unreadable. */
export function cpuSecondsOf(pid: number, withChildren = false): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(f[11]) + Number(f[12]) + (withChildren ? Number(f[13]) + Number(f[14]) : 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's CPU so far: the postmaster, the backends it reaped, and the live ones. */
export function databaseServerCpu(postmaster: number | null): number {
  if (postmaster === null) return 0;
  let total = cpuSecondsOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === postmaster) total += cpuSecondsOf(Number(entry));
    } catch {}
  }
  return total;
}

/** The local PostgreSQL server's postmaster, or null (PGlite, or a server on another machine). */
export async function postmasterPidOf(db: Db): Promise<number | null> {
  if (!process.env.DATABASE_URL) return null;
  const [row] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
  try {
    return Number(readFileSync(`/proc/${row?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return null;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
