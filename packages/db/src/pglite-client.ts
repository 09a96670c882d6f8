import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  type CopyOptions,
  checkStatementName,
  copyStatement,
  DatabaseError,
  type Db,
  type Queryable,
  type StatementOptions,
} from './database';
import { FolderInUseError, lockFolder } from './folder-lock';

interface Reply {
  id: number;
  ok: boolean;
  rows?: unknown[];
  affected?: number;
  txId?: number;
  data?: Uint8Array;
  error?: { message: string; code?: string; detail?: string };
}

/** PGlite copies a blob per COPY statement; this bounds the memory of one. */
const COPY_CHUNK_BYTES = 4 * 1024 * 1024;

export interface PgliteOptions {
  dataDir: string;
  /** A dump (tar.gz) to start from when the data folder is empty: tests start from a migrated template. */
  templateFile?: string;
}

/**
 * A data folder PGlite cannot open, with what to do about it. A load killed midway is not a cause:
 * the folder opens again and the next load clears what the killed one left (cli/ingest-kill.test.ts).
 */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

/** The embedded engine, running in a worker thread (see pglite-worker.mjs). */
export async function openPglite(options: PgliteOptions): Promise<PgliteDb> {
  mkdirSync(options.dataDir, { recursive: true });
  let release: () => void;
  try {
    release = lockFolder(options.dataDir);
  } catch (e) {
    if (e instanceof FolderInUseError) throw new DatabaseOpenError(e.message);
    throw e;
  }
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: options });
  const db = new PgliteDb(worker, release);
  try {
    await db.ready;
  } catch (e) {
    await worker.terminate();
    release();
    const reason = e instanceof Error ? e.message : String(e);
    throw new DatabaseOpenError(
      `The database folder ${options.dataDir} could not be opened (PGlite: ${reason}). Its files are ` +
        'damaged or are not a database: a full disk, files changed or copied while in use, or two ' +
        'programs using the folder at once can do this (a load that was killed does not). To recover: ' +
        'move the folder aside and keep it, then load the snapshots again into a new folder ' +
        '(voterroll ingest --db NEW_FOLDER, month by month), or put back a copy of the folder taken ' +
        'while nothing was using it.',
    );
  }
  return db;
}

export class PgliteDb implements Db {
  readonly engine = 'pglite' as const;
  readonly ready: Promise<void>;
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private failure: Error | null = null;

  constructor(
    private readonly worker: Worker,
    private readonly releaseFolder: () => void,
  ) {
    this.ready = new Promise((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    worker.on('message', (reply: Reply & { ready?: true }) => {
      if (reply.ready) return;
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply);
      else
        waiter.reject(
          new DatabaseError(reply.error?.message ?? 'query failed', reply.error?.code, reply.error?.detail),
        );
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => this.fail(new Error(`the database worker stopped (exit code ${code})`)));
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const waiter of this.pending.values()) waiter.reject(e);
    this.pending.clear();
  }

  private call(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  private scoped(txId: number | undefined): Queryable {
    return {
      // A name alone is checked, not prepared: PGlite's query API cannot execute a named statement
      // (docs/performance.md), and with one connection in the process it parses little anyway.
      // With genericPlan, outside a transaction, the worker prepares it in SQL (PREPARE, then
      // EXECUTE with the values as literals): its plan is made once, not on every call.
      query: async <R>(sql: string, params: readonly unknown[] = [], options: StatementOptions = {}) => {
        if (options.prepare) checkStatementName(options.prepare, sql);
        if (options.prepare && options.genericPlan && txId === undefined)
          return (await this.call({ op: 'prepared', name: options.prepare, sql, params })).rows as R[];
        return (await this.call({ op: 'query', sql, params, txId })).rows as R[];
      },
      queryArrays: async (sql: string, params: readonly unknown[] = []) =>
        (await this.call({ op: 'query', sql, params, txId, rowMode: 'array' })).rows as unknown[][],
      exec: async (sql: string) => {
        await this.call({ op: 'exec', sql, txId });
      },
      copyFrom: (table, columns, chunks, options) => this.copy(txId, table, columns, chunks, options),
    };
  }

  private readonly outside = this.scoped(undefined);
  query = this.outside.query;
  queryArrays = this.outside.queryArrays;
  exec = this.outside.exec;
  copyFrom = this.outside.copyFrom;

  private async copy(
    txId: number | undefined,
    table: string,
    columns: readonly string[],
    chunks: AsyncIterable<Uint8Array>,
    options: CopyOptions = {},
  ): Promise<number> {
    const sql = copyStatement(table, columns, `'/dev/blob'`, options);
    let parts: Uint8Array[] = [];
    let size = 0;
    let rows = 0;
    let first = true;
    // One COPY in flight while the next chunk is read and prepared, so that the worker's COPY and
    // this thread's parsing use both cores.
    let inFlight: Promise<void> = Promise.resolve();
    const send = async () => {
      if (size === 0) return;
      const data = new Uint8Array(size);
      let at = 0;
      for (const p of parts) {
        data.set(p, at);
        at += p.length;
      }
      parts = [];
      size = 0;
      // A CSV header appears only in the first part.
      const statement = first
        ? sql
        : copyStatement(table, columns, `'/dev/blob'`, { ...options, header: false });
      first = false;
      await settle();
      // The failure is kept, not left rejected, so that it is not an unhandled rejection meanwhile.
      inFlight = this.call({ op: 'copy', sql: statement, data, txId }, [data.buffer]).then(
        (reply) => {
          rows += reply.affected ?? 0;
        },
        (e: unknown) => {
          failure = e;
        },
      );
    };
    let failure: unknown = null;
    const settle = async () => {
      await inFlight;
      if (failure) throw failure;
    };
    try {
      for await (const chunk of chunks) {
        parts.push(chunk);
        size += chunk.length;
        if (size >= COPY_CHUNK_BYTES) await send();
      }
      await send();
    } finally {
      await inFlight;
    }
    await settle();
    return rows;
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const { txId } = await this.call({ op: 'begin' });
    let result: T;
    try {
      result = await work(this.scoped(txId));
    } catch (e) {
      await this.call({ op: 'rollback', txId });
      throw e;
    }
    await this.call({ op: 'commit', txId });
    return result;
  }

  /** A gzipped tarball of the data folder, which a new PGlite can start from. */
  async dump(): Promise<Uint8Array> {
    const reply = await this.call({ op: 'dump' });
    return reply.data ?? new Uint8Array();
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' });
    this.failure ??= new Error('the database is closed');
    await this.worker.terminate();
    this.releaseFolder();
  }
}
