/**
 * `npx tsx scripts/bench-plan-cost.ts DATABASE_URL_OF_A_BENCH_DB`: the planning cost of the key
 * lookups the server prepares (issue 39), on a database loaded by bench:api (2025-10-01 and the
 * month before): `EXPLAIN (ANALYZE, SUMMARY)` planning time with literals and at a prepared
 * statement's seventh run, then median round trips unnamed and named. What it measured:
 * docs/performance.md. The texts are the server's, trimmed of columns that do not change the plan.
 */
import pg from 'pg';

const c = new pg.Client({
  connectionString: process.argv[2],
  options: '-c jit=off -c max_parallel_workers_per_gather=0',
});
await c.connect();
const snap = '2025-10-01';
const [voter] = (
  await c.query(
    `select voter_id::text as v from registrations where snapshot_date = $1 limit 1 offset 5000`,
    [snap],
  )
).rows;
const wayne = (await c.query(`select zone_hash from zones where level='county' and county_name='WAYNE'`))
  .rows[0].zone_hash;
const REG = `('A','V','ND','CH')`;
const statements: [string, string, unknown[]][] = [
  ['current-snapshot', `select max(snapshot_date) as date from snapshots where status = 'ready'`, []],
  [
    'previous-snapshot',
    `select max(snapshot_date) as d from snapshots where status = 'ready' and snapshot_date < $1::date`,
    [snap],
  ],
  ['public-revision', 'select revision::text as revision from public_revision', []],
  [
    'zone-by-hash',
    `select zone_hash, level, zone_name, county_name, jurisdiction_name, precinct from zones where zone_hash = $1`,
    ['MICHIGAN'],
  ],
  [
    'zone-county-by-name',
    `select zone_hash, level, zone_name, county_name, jurisdiction_name, precinct from zones where level = 'county' and upper(county_name) = $1`,
    ['WAYNE'],
  ],
  [
    'zone-jurisdiction-by-name',
    `select zone_hash, level, zone_name, county_name, jurisdiction_name, precinct from zones where level = 'jurisdiction' and parent_hash = $1 and upper(jurisdiction_name) = $2`,
    [wayne, 'DETROIT CITY'],
  ],
  [
    'session-actor',
    `select u.id, u.username, u.roles, u.county, u.jurisdiction, s.last_seen_at < now() - interval '1 minute' as stale from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => $2) and u.is_active`,
    ['x', 60],
  ],
  [
    'voter-by-id',
    `select r.voter_id::text, r.first_name, r.last_name, a.full_address, r.voter_status_type_code from registrations r join addresses a on a.full_address_hash = r.full_address_hash where r.snapshot_date = $1::date and r.voter_id = $2::bigint and r.voter_status_type_code in ${REG}`,
    [snap, voter.v],
  ],
  [
    'stored-scorecard',
    `select card from zone_scorecards where snapshot_date = $1::date and zone_hash = $2 and previous_date is not distinct from (select max(snapshot_date) from snapshots where status = 'ready' and snapshot_date < $1::date)`,
    [snap, 'MICHIGAN'],
  ],
];
const lit = (sql: string, vals: unknown[]) =>
  sql.replace(/\$(\d+)/g, (_, i) => `'${String(vals[Number(i) - 1]).replaceAll("'", "''")}'`);
const planning = (rows: { 'QUERY PLAN': string }[]) =>
  Number(/Planning Time: ([\d.]+)/.exec(rows.map((r) => r['QUERY PLAN']).join('\n'))?.[1]);
const median = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;
console.log('statement\tplan ms unnamed\tplan ms prepared\tround trip ms unnamed\tnamed');
for (const [name, sql, vals] of statements) {
  const un: number[] = [];
  for (let i = 0; i < 15; i++)
    un.push(planning((await c.query(`explain (analyze, summary) ${lit(sql, vals)}`)).rows));
  const types = vals.map(() => 'unknown');
  await c
    .query(`prepare m_${name.replaceAll('-', '_')} ${types.length ? `(${types.join(',')})` : ''} as ${sql}`)
    .catch(async () => {});
  const exe = `execute m_${name.replaceAll('-', '_')}${vals.length ? `(${vals.map((v) => `'${v}'`).join(',')})` : ''}`;
  for (let i = 0; i < 6; i++) await c.query(exe);
  const pr: number[] = [];
  for (let i = 0; i < 15; i++) pr.push(planning((await c.query(`explain (analyze, summary) ${exe}`)).rows));
  const rt = async (named: boolean) => {
    const t: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      await c.query({ text: sql, values: vals, ...(named ? { name: `rt-${name}` } : {}) });
      t.push(performance.now() - t0);
    }
    return median(t);
  };
  const a1 = await rt(false),
    b1 = await rt(true),
    a2 = await rt(false),
    b2 = await rt(true);
  console.log(
    `${name}\t${median(un).toFixed(3)}\t${median(pr).toFixed(3)}\t${a1.toFixed(3)} / ${a2.toFixed(3)}\t${b1.toFixed(3)} / ${b2.toFixed(3)}`,
  );
}
await c.end();
