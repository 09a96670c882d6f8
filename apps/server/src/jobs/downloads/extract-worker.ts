import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '@voterroll/db/database';
import {
  type ClaimedExtract,
  claimExtract,
  completeExtract,
  expireExtracts,
  failExtract,
  releaseExtract,
  reportProgress,
} from './extract-queue';
import { countExtractRows, writeExtract } from './extract-writer';

export interface ExtractWorkerOptions {
  /** Where the files go (EXTRACTS_DIR, under the data folder). */
  dir: string;
  /** Jobs written at once (EXTRACT_WORKERS). */
  concurrency: number;
  /** Registrations per page read (EXTRACT_PAGE_ROWS). */
  pageRows: number;
  /** Pause between pages, leaving the database to the site's own queries (EXTRACT_PAGE_PAUSE_MS). */
  pagePauseMs: number;
  /** How long a finished file is kept (EXTRACT_KEEP_HOURS). */
  keepMs: number;
  /** A job IN PROGRESS whose heartbeat is older is taken again (its server stopped). */
  staleAfterMs: number;
  /** How often an idle worker looks for work and expired files. */
  pollMs: number;
}

export const DEFAULT_EXTRACT_OPTIONS: Omit<ExtractWorkerOptions, 'dir'> = {
  concurrency: 1,
  pageRows: 10_000,
  pagePauseMs: 0,
  keepMs: 72 * 3600_000,
  staleAfterMs: 5 * 60_000,
  pollMs: 5_000,
};

export interface ExtractWorker {
  /** A job was queued: look now instead of at the next poll. */
  wake(): void;
  /** Stops between pages; a job being written goes back to the queue. */
  stop(): Promise<void>;
  readonly dir: string;
}

interface Log {
  info(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

/**
 * The server's extract worker (DESIGN.md: background jobs): lanes that each claim one job at a
 * time from extract_jobs, write its file to a partial name, rename it when whole, and mark it done.
 * A job is finished only by the worker that claimed it, so a restarted job completes once.
 */
export function startExtractWorker(db: Queryable, o: ExtractWorkerOptions, log: Log): ExtractWorker {
  mkdirSync(o.dir, { recursive: true });
  const worker = `${process.pid}-${randomBytes(6).toString('hex')}`;
  let stopping = false;
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  const wakeAll = () => {
    for (const s of [...sleepers]) s();
  };

  async function run(job: ClaimedExtract): Promise<void> {
    const partial = join(o.dir, `${job.id}.csv.gz.partial`);
    try {
      const expected = await countExtractRows(db, job);
      await reportProgress(db, job.id, worker, { rowsWritten: 0, rowsExpected: expected });
      const written = await writeExtract(db, job, partial, {
        pageRows: o.pageRows,
        onPage: async (rows) => {
          if (o.pagePauseMs > 0) await sleep(o.pagePauseMs);
          return !stopping && (await reportProgress(db, job.id, worker, { rowsWritten: rows }));
        },
      });
      if (written.stopped) {
        await rm(partial, { force: true });
        if (stopping) await releaseExtract(db, job.id, worker);
        return;
      }
      const name = `${job.id}-${randomBytes(8).toString('hex')}.csv.gz`;
      await rename(partial, join(o.dir, name));
      const { size } = await stat(join(o.dir, name));
      const done = await completeExtract(db, job.id, worker, {
        name,
        bytes: size,
        rows: written.rows,
        keepMs: o.keepMs,
      });
      if (!done) await rm(join(o.dir, name), { force: true });
      else log.info({ job: job.id, rows: written.rows, bytes: size }, 'extract written');
    } catch (e) {
      log.error({ err: e, job: job.id }, 'extract failed');
      // The job says why first: removing what was written may fail too (the cause may be the path).
      await failExtract(db, job.id, worker, 'The file could not be written. Please request it again.').catch(
        (f: unknown) => log.error({ err: f, job: job.id }, 'extract failure not recorded'),
      );
      await rm(partial, { force: true }).catch(() => undefined);
    }
  }

  async function sweep(): Promise<void> {
    for (const name of await expireExtracts(db)) await rm(join(o.dir, name), { force: true });
  }

  async function lane(n: number): Promise<void> {
    while (!stopping) {
      try {
        if (n === 0) await sweep();
        const job = await claimExtract(db, worker, o.staleAfterMs);
        if (job) await run(job);
        else await sleep(o.pollMs);
      } catch (e) {
        if (stopping) break;
        log.error({ err: e }, 'extract worker');
        await sleep(o.pollMs);
      }
    }
  }

  const lanes = Array.from({ length: Math.max(1, o.concurrency) }, (_, n) => lane(n));
  return {
    dir: o.dir,
    wake: wakeAll,
    stop: async () => {
      stopping = true;
      wakeAll();
      await Promise.all(lanes);
    },
  };
}
