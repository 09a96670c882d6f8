import { resolve } from 'node:path';
import type { Db } from '@voterroll/db/database';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_EXTRACT_OPTIONS,
  type ExtractWorker,
  type ExtractWorkerOptions,
  startExtractWorker,
} from './extract-worker';

export interface ExtractsOptions {
  /** Where the files go: EXTRACTS_DIR, by default the data folder's `extracts`. */
  dir?: string;
  /** Requests a user may have waiting or running at once (EXTRACT_MAX_QUEUED_PER_USER). */
  maxQueuedPerUser?: number;
  /** The worker's settings, or false for none (the app then only queues). */
  worker?: Partial<Omit<ExtractWorkerOptions, 'dir'>> | false;
}

export const DEFAULT_MAX_QUEUED_PER_USER = 3;

/** What the download routes need of the extracts: the files' folder, the limit, the worker's bell. */
export interface Extracts {
  dir: string;
  maxQueuedPerUser: number;
  wake: () => void;
}

/**
 * The extract worker, running while the app does (started when the app is ready, stopped before
 * it closes, so a job being written goes back to the queue); app.ts gives the result to the
 * download routes.
 */
export function registerExtracts(app: FastifyInstance, db: Db, o: ExtractsOptions | undefined): Extracts {
  const dir = o?.dir ?? resolve('data/extracts');
  let worker: ExtractWorker | null = null;
  const settings = o?.worker;
  if (o && settings !== false) {
    app.addHook('onReady', async () => {
      worker = startExtractWorker(db, { ...DEFAULT_EXTRACT_OPTIONS, ...settings, dir }, app.log);
    });
    app.addHook('onClose', async () => worker?.stop());
  }
  return {
    dir,
    maxQueuedPerUser: o?.maxQueuedPerUser ?? DEFAULT_MAX_QUEUED_PER_USER,
    wake: () => worker?.wake(),
  };
}
