import type { Queryable } from '@voterroll/db/database';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/**
 * Mail and text messages leave through these two small interfaces. Mail goes over SMTP when
 * SMTP_URL is set; texts through an HTTP gateway when SMS_GATEWAY_URL is set. Without them, the
 * offline default writes each message to the outbox table and the server log: that is then their
 * delivery channel, and the only place a code or link appears in the clear (DESIGN.md; outside demo
 * mode the server warns of it at start, `messagingWarning`). Over SMTP or the gateway the log
 * records only that a message went out (its subject and message id), never its body. The log
 * never holds the recipient: an address or a phone number is personal data, kept only in the mail,
 * the gateway's request and, offline, the outbox row the log line names by id.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Delivery {
  sendMail(mail: Mail): Promise<void>;
  sendText(phone: string, text: string): Promise<void>;
  close(): void;
}

export interface DeliveryOptions {
  smtpUrl?: string | null;
  mailFrom?: string;
  smsGatewayUrl?: string | null;
}

export function createDelivery(db: Queryable, log: FastifyBaseLogger, o: DeliveryOptions): Delivery {
  const from = o.mailFrom ?? 'Voter Roll Integrity <no-reply@localhost>';
  const transport = o.smtpUrl ? nodemailer.createTransport(o.smtpUrl) : null;
  const toOutbox = async (channel: 'email' | 'sms', recipient: string, subject: string, body: string) => {
    const [row] = await db.query<{ id: string }>(
      'insert into outbox (channel, recipient, subject, body) values ($1, $2, $3, $4) returning id',
      [channel, recipient, subject, body],
    );
    const id = String(row?.id);
    log.info({ outbox: { id, channel, subject, body } }, `outbox: ${channel} ${id}`);
  };
  return {
    async sendMail(mail) {
      if (!transport) return toOutbox('email', mail.to, mail.subject, mail.text);
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      // Not `info.accepted` or `info.response`: they quote the address.
      log.info({ mail: { subject: mail.subject, messageId: info.messageId } }, 'mail sent over SMTP');
    },
    async sendText(phone, text) {
      if (!o.smsGatewayUrl) return toOutbox('sms', phone, '', text);
      const response = await fetch(o.smsGatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      log.info('text sent through the gateway');
    },
    close() {
      transport?.close();
    },
  };
}
