import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@voterroll/db/database';
import { type ReceivedMail, startSmtp } from '../apps/server/src/auth/test-listeners';

/**
 * What the served app sends, readable by the test files (they run in other processes than the
 * global setup): mail arrives on a real SMTP listener (the server gets its SMTP_URL); texts go,
 * as with no SMS gateway configured, to the outbox table. A small HTTP endpoint hands both out:
 *   GET /mails?to=ADDRESS  the mails received for ADDRESS
 *   GET /outbox?to=PHONE   the outbox rows (texts) for PHONE
 */
export interface Mailbox {
  smtpUrl: string;
  url: string;
  close: () => Promise<void>;
}

export async function startMailbox(db: Db): Promise<Mailbox> {
  const smtp = await startSmtp();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to') ?? '';
    const answer = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/mails') {
      answer(smtp.mails.filter((m: ReceivedMail) => m.to.includes(to)));
      return;
    }
    if (url.pathname === '/outbox') {
      db.query<{ channel: string; recipient: string; body: string }>(
        'select channel, recipient, body from outbox where recipient = $1 order by id',
        [to],
      ).then(answer, (e: unknown) => {
        response.writeHead(500).end(String(e));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}

/** From a test file: what the mailbox holds for `to` (polled until `until` accepts it). */
export async function readMailbox<T>(kind: 'mails' | 'outbox', to: string): Promise<T[]> {
  const base = process.env.E2E_MAILBOX_URL;
  if (!base)
    throw new Error('E2E_MAILBOX_URL is not set: run e2e tests through vitest (e2e/global-setup.ts)');
  const response = await fetch(`${base}/${kind}?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as T[];
}
