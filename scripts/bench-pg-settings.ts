/**
 * `npm run bench:pg-settings [-- --voters N] [--only name,name]`: the effect of the PostgreSQL
 * settings docs/operations.md recommends on the monthly load. Makes a throwaway PostgreSQL 15
 * cluster in .tmp (Debian's binaries, run as the `postgres` user), and for each set of settings
 * (the last: deploy/postgresql/voterroll.conf's) starts it afresh, runs bench:ingest against it (a bare COPY, a first load, a monthly load) and
 * reads the checkpoints the load forced and the WAL it wrote. Prints one line a set; removes the
 * cluster at the end. Figures: docs/operations.md ("PostgreSQL settings").
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { voters: { type: 'string' }, only: { type: 'string' } } });
const voters = Number(values.voters ?? 1_000_000);
const BIN = '/usr/lib/postgresql/15/bin';
const PORT = 5499;
const dir = resolve('.tmp/pg-settings');
const data = join(dir, 'cluster');

/** The sets measured: each adds to PostgreSQL 15's defaults (shared_buffers 128MB, max_wal_size 1GB). */
const SETS: { name: string; settings: Record<string, string> }[] = [
  { name: 'defaults', settings: {} },
  { name: 'max_wal_size', settings: { max_wal_size: '8GB', checkpoint_timeout: '15min' } },
  { name: 'shared_buffers', settings: { shared_buffers: '2GB', effective_cache_size: '6GB' } },
  { name: 'recommended', settings: recommended() },
];

/** The settings deploy/postgresql/voterroll.conf recommends (`name = value` lines). */
function recommended(): Record<string, string> {
  const conf = readFileSync('deploy/postgresql/voterroll.conf', 'utf8');
  return Object.fromEntries([...conf.matchAll(/^([a-z_]+) = (\S+)$/gm)].map(([, k, v]) => [k!, v!]));
}

function asPostgres(args: string[]): void {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
}

async function stat(url: string): Promise<{ forced: number; timed: number; wal: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(
      `select checkpoints_req::float8 as forced, checkpoints_timed::float8 as timed,
              pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 as wal
         from pg_stat_bgwriter`,
    );
    return rows[0] as { forced: number; timed: number; wal: number };
  } finally {
    await c.end();
  }
}

function benchIngest(url: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=64', '--import', 'tsx', 'scripts/bench-ingest.ts', '--voters', String(voters)],
      { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`bench:ingest exited ${code}\n${out}`)),
    );
  });
}

const seconds = (out: string, label: string) =>
  Number(new RegExp(`^${label}:\\s+([\\d.]+) s`, 'm').exec(out)?.[1]);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const postgresUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
const uid = Number(postgresUser.stdout);
const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
chownSync(dir, uid, gid);
asPostgres([`${BIN}/initdb`, '-D', data, '--auth=trust', '-U', 'postgres', '--no-sync']);
const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
const only = values.only?.split(',');
console.log(`bench:ingest at ${voters.toLocaleString('en-US')} voters on a fresh cluster for each set`);
console.log(
  [
    'set',
    'bare COPY s',
    'first load s',
    'monthly load s',
    'checkpoints forced (CREATE DATABASE too)',
    'WAL GB',
  ].join('\t'),
);
try {
  for (const set of SETS.filter((s) => !only || only.includes(s.name))) {
    const options = [`-p ${PORT}`, ...Object.entries(set.settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
    asPostgres([`${BIN}/pg_ctl`, '-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
    try {
      const before = await stat(url);
      const out = await benchIngest(url);
      const after = await stat(url);
      console.log(
        [
          `${set.name} ${JSON.stringify(set.settings)}`,
          seconds(out, 'bare COPY').toFixed(1),
          seconds(out, 'first load').toFixed(1),
          seconds(out, 'monthly load').toFixed(1),
          after.forced - before.forced,
          ((after.wal - before.wal) / 2 ** 30).toFixed(1),
        ].join('\t'),
      );
    } finally {
      asPostgres([`${BIN}/pg_ctl`, '-D', data, '-w', '-m', 'fast', 'stop']);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
