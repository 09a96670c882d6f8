import type { Db } from '@voterroll/db/database';
import type { FastifyInstance } from 'fastify';
import type { Delivery } from '../../auth/delivery';
import { type AlertSender, DEFAULT_ALERT_POLL_MS, startAlertSender } from './sender';

export interface AlertsOptions {
  /** How often the sender looks for a published snapshot not yet alerted (ALERTS_POLL_SECONDS). */
  pollMs?: number;
}

/** The alert sender, running while the app does (started when ready, stopped before it closes). */
export function registerAlerts(
  app: FastifyInstance,
  db: Db,
  delivery: Delivery,
  publicUrl: string,
  o: AlertsOptions | undefined,
): void {
  if (!o) return;
  let sender: AlertSender | null = null;
  app.addHook('onReady', async () => {
    sender = startAlertSender(
      db,
      delivery,
      { pollMs: o.pollMs ?? DEFAULT_ALERT_POLL_MS, publicUrl },
      app.log,
    );
  });
  // Before onClose, where the delivery's transport closes.
  app.addHook('preClose', async () => sender?.stop());
}
