import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Role } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { accountWithSession } from '../apps/server/src/test-support/accounts';
import type { ReceivedMail } from '../apps/server/src/test-support/listeners';

/**
 * The tests' way into the e2e database, which only the global set-up's process holds (a PGlite
 * folder admits one process), and to the mail the served app sent. Loopback only, on a free port,
 * for the run's duration; it is not part of the app. POST /account {name, roles, county?,
 * jurisdiction?} creates an account through the server's own account functions with a session;
 * POST /query {sql, params} reads rows (texts go, with no SMS gateway, to the outbox table);
 * POST /mails {to} gives the mails the SMTP listener received for that address.
 */
export async function startDbChannel(
  db: Db,
  mails: readonly ReceivedMail[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', async () => {
      try {
        const input = JSON.parse(body || '{}');
        let out: unknown;
        if (req.url === '/account') {
          const a = input as { name: string; roles: Role[]; county?: string; jurisdiction?: string };
          out = await accountWithSession(db, a.name, a.roles, {
            county: a.county ?? null,
            jurisdiction: a.jurisdiction ?? null,
          });
        } else if (req.url === '/query') {
          out = await db.query(String(input.sql), (input.params as unknown[]) ?? []);
        } else if (req.url === '/mails') {
          out = mails.filter((m) => m.to.includes(String(input.to)));
        } else {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
      } catch (e) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(() => ok())) };
}
