import { randomBytes } from 'node:crypto';
import { isSubscriberName, UNSUBSCRIBE_PATH, UNUSUAL_CHANGES_PATH } from '@voterroll/contract/alerts-api';
import type { Queryable } from '@voterroll/db/database';
import { readUnusualChanges, type UnusualChange } from '@voterroll/records/changes/unusual-changes';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import type { Delivery } from '../../auth/delivery';
import { hashToken, newToken } from '../../auth/secrets';
import { withoutSecrets } from '../../http/log-safe-error';
import { type ClaimedAlert, claimAlert, finishAlert, queueAlerts, refuseAlert } from './queue';

export interface AlertSenderOptions {
  /** How often the sender looks for a newly published snapshot and new confirmations (ALERTS_POLL_SECONDS). */
  pollMs: number;
  /** The site's address, for the links in the mail. */
  publicUrl: string;
  /** Called after each mail sent (tests stop the sender midway with it). */
  onSent?: (email: string) => void;
}

export const DEFAULT_ALERT_POLL_MS = 60_000;
/** The sentences one mail lists; the page has the rest. */
export const ALERT_LIST_MAX = 20;

export interface AlertSender {
  /** Look now instead of at the next poll. */
  wake(): void;
  /** Stops after the mail being sent, if any. */
  stop(): Promise<void>;
}

interface Log {
  info(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

interface PlacedChange extends UnusualChange {
  county_code: number | null;
  jurisdiction_code: number | null;
}

/** The snapshot's flagged unusual changes, with their zones' codes to match areas against. */
async function placedChanges(db: Queryable, snapshotDate: string): Promise<PlacedChange[]> {
  const changes = await readUnusualChanges(db, snapshotDate);
  if (changes.length === 0) return [];
  const codes = await db.query<{
    zone_hash: string;
    county_code: number | null;
    jurisdiction_code: number | null;
  }>('select zone_hash, county_code, jurisdiction_code from zones where zone_hash = any($1::text[])', [
    [...new Set(changes.map((c) => c.zone_hash))],
  ]);
  const byHash = new Map(codes.map((c) => [c.zone_hash, c]));
  return changes.map((c) => ({
    ...c,
    county_code: byHash.get(c.zone_hash)?.county_code ?? null,
    jurisdiction_code: byHash.get(c.zone_hash)?.jurisdiction_code ?? null,
  }));
}

/** The changes in a subscriber's area: every zone for the state; the zones inside a county or jurisdiction. */
export function changesInArea(changes: PlacedChange[], a: ClaimedAlert): PlacedChange[] {
  if (a.areaLevel === 'state') return changes;
  return changes.filter(
    (c) =>
      c.level !== 'state' &&
      c.county_code === a.countyCode &&
      (a.areaLevel === 'county' || (c.level !== 'county' && c.jurisdiction_code === a.jurisdictionCode)),
  );
}

export function alertMail(
  a: ClaimedAlert,
  snapshotDate: string,
  changes: UnusualChange[],
  publicUrl: string,
  unsubscribeToken: string,
) {
  const area = a.areaLevel === 'state' ? 'Michigan' : a.areaName;
  const shown = changes.slice(0, ALERT_LIST_MAX);
  const more = changes.length - shown.length;
  const n = changes.length === 1 ? 'an unusual change' : `${changes.length} unusual changes`;
  return {
    to: a.email,
    subject: `Unusual changes in ${area}: voter file of ${snapshotDate}`,
    text: [
      // A name stored before the form's rules held on the server is not repeated.
      isSubscriberName(a.name) ? `Hello ${a.name},` : 'Hello,',
      '',
      `The voter file of ${snapshotDate} shows ${n} in ${area}:`,
      '',
      ...shown.map((c) => `- ${c.explanation}`),
      ...(more > 0 ? [`- and ${more} more.`] : []),
      '',
      `See them all, with each zone's trend: ${publicUrl}${UNUSUAL_CHANGES_PATH}`,
      '',
      `You get this mail because you subscribed to alerts for ${area}.`,
      `To unsubscribe (no sign-in needed): ${publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`,
    ].join('\n'),
  };
}

/**
 * The server's alert sender (issue 29): at each poll, takes the current published snapshot (a load
 * publishes it from another process), queues a delivery for every confirmed subscription that has
 * none for it, and claims them one at a time: one mail listing the unusual changes in the
 * subscription's area, or none when there is none there. Every server process may run one.
 */
export function startAlertSender(
  db: Queryable,
  delivery: Delivery,
  o: AlertSenderOptions,
  log: Log,
): AlertSender {
  const worker = `${process.pid}-${randomBytes(6).toString('hex')}`;
  let stopping = false;
  let wakeUp: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  async function pass(): Promise<void> {
    const snapshot = await currentSnapshot(db);
    if (!snapshot) return;
    await queueAlerts(db, snapshot);
    let changes: PlacedChange[] | null = null;
    while (!stopping) {
      const token = newToken();
      const a = await claimAlert(db, snapshot, worker, hashToken(token));
      if (!a) return;
      // Read once per pass, when there is someone to write to.
      changes ??= await placedChanges(db, snapshot);
      const theirs = changesInArea(changes, a);
      if (theirs.length > 0) {
        try {
          await delivery.sendMail(alertMail(a, snapshot, theirs, o.publicUrl, token));
        } catch (e) {
          // A refused recipient's error quotes the address: logged without it or the link.
          log.error(
            { err: withoutSecrets(e, [a.email, token]), subscription: a.subscriptionId },
            'alert not sent',
          );
          await refuseAlert(db, snapshot, a.subscriptionId, worker);
          return;
        }
      }
      await finishAlert(db, snapshot, a.subscriptionId, worker, theirs.length);
      if (theirs.length > 0) {
        log.info({ subscription: a.subscriptionId, snapshot, changes: theirs.length }, 'alert sent');
        o.onSent?.(a.email);
      }
    }
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        await pass();
      } catch (e) {
        if (stopping) break;
        log.error({ err: withoutSecrets(e, []) }, 'alert sender');
      }
      if (!stopping) await sleep(o.pollMs);
    }
  })();

  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      stopping = true;
      wakeUp?.();
      await loop;
    },
  };
}
