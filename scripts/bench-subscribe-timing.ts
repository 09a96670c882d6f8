/**
 * `node --import tsx scripts/bench-subscribe-timing.ts [--rounds N]`: does POST /api/subscribe
 * answer an address already confirmed for the area as fast as a new one (issue 36)? Through the
 * app (in-process requests) on a fresh database (PGlite, or PostgreSQL with DATABASE_URL) with a
 * real SMTP listener; known and new addresses in turn, each request from its own client address,
 * the work after one answer (storing, mailing) ended before the next request starts.
 * Prints each kind's median and quartiles. What it measured: docs/performance.md.
 */
import { parseArgs } from 'node:util';
import { createTestDatabase, prepareTestTemplate } from '@voterroll/db/test-support/database';
import { buildApp } from '../apps/server/src/app';
import { AREAS, seedAreas } from '../apps/server/src/test-support/alert-areas';
import { startSmtp } from '../apps/server/src/test-support/listeners';

const { values } = parseArgs({ options: { rounds: { type: 'string' } } });
const rounds = Number(values.rounds ?? 300);

const template = await prepareTestTemplate();
process.env.VOTERROLL_TEST_TEMPLATE = template.template;
const t = await createTestDatabase();
const smtp = await startSmtp();
const app = await buildApp({ db: t.db, accounts: { smtpUrl: smtp.url, publicUrl: 'https://bench.example' } });
await seedAreas(t.db);
await t.db.query(
  `insert into subscriptions (name, email, message, zone_hash, confirmed_at)
   values ('Known Person', 'known@example.org', '', $1, now())`,
  [AREAS.kent],
);

let client = 0;
async function once(email: string): Promise<number> {
  client += 1;
  const started = process.hrtime.bigint();
  const r = await app.inject({
    method: 'POST',
    url: '/api/subscribe',
    payload: { first_name: 'Pat', last_name: 'Doe', email, zone_hash: AREAS.kent },
    remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  // The work after the answer (storing, mailing) ends before the next request starts.
  await app.afterReply.settled();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return ms;
}

const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < rounds + 30; i++) {
  // Which kind goes first alternates, so that neither always follows the other.
  const pair = i % 2 === 0 ? ['k', 'u'] : ['u', 'k'];
  for (const kind of pair) {
    const ms = await once(kind === 'k' ? 'known@example.org' : `new-${i}@example.org`);
    if (i >= 30) (kind === 'k' ? known : unknown).push(ms);
  }
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const line = (name: string, xs: number[]) =>
  `${name.padEnd(28)} median ${quantile(xs, 0.5).toFixed(2)} ms  (p25 ${quantile(xs, 0.25).toFixed(2)}, p75 ${quantile(xs, 0.75).toFixed(2)}, n ${xs.length})`;
console.log(
  `engine: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, mails received: ${smtp.mails.length}`,
);
console.log(line('known (confirmed) address', known));
console.log(line('unknown (new) address', unknown));
await app.close();
await smtp.close();
await t.drop();
await template.cleanup();
