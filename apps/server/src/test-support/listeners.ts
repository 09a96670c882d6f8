import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Tests: a real SMTP server and a real HTTP SMS gateway on ephemeral ports, collecting what the
 * application sends, and a collector of the server log.
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body (what nodemailer sends for long lines). */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) body = decodeQuotedPrintable(body);
  if (/base64/i.test(header('Content-Transfer-Encoding')))
    body = Buffer.from(body, 'base64').toString('utf8');
  return { to, subject: header('Subject'), text: body.replace(/\r\n/g, '\n') };
}

export async function startSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  nextMail: (to: string) => Promise<ReceivedMail>;
  /** Recipients refused (550, quoting the address as real servers do) while listed here. */
  refused: Set<string>;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiting: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(
        Object.assign(new Error(`5.1.1 <${address.address}>: no such mailbox`), { responseCode: 550 }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('latin1'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        mails.push(mail);
        for (const w of waiting.splice(0)) {
          if (mail.to.includes(w.to)) w.resolve(mail);
          else waiting.push(w);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    nextMail: (to) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within 10 s`)), 10_000);
        waiting.push({
          to,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function startSmsGateway(): Promise<{
  url: string;
  texts: { to: string; text: string }[];
  close: () => Promise<void>;
}> {
  const texts: { to: string; text: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    request.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; text: string });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    texts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A pino destination that keeps every line the server logs. */
export function logCollector(): { stream: { write(line: string): void }; text: () => string } {
  const lines: string[] = [];
  return { stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join('') };
}
