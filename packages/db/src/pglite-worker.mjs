// @ts-check
/**
 * PGlite in its own thread: a PGlite query blocks its thread for its whole duration, so the HTTP
 * server talks to it by messages. Plain JavaScript so that it runs as it is, without a TypeScript
 * loader, both from source (tests) and in production.
 *
 * Transactions: a 'begin' opens PGlite's own transaction(), which queues every other query until
 * the matching 'commit' or 'rollback' arrives; statements tagged with the transaction id run in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker must run in a worker thread');
const port = parentPort;

/** The same value types as the PostgreSQL client: counts as numbers, dates as ISO strings. */
const parsers = {
  [types.INT8]: (/** @type {string} */ v) => Number(v),
  [types.NUMERIC]: (/** @type {string} */ v) => Number(v),
  [types.DATE]: (/** @type {string} */ v) => v,
};

/** @type {{ dataDir: string, templateFile?: string }} */
const config = workerData;
const fresh = !existsSync(config.dataDir) || readdirSync(config.dataDir).length === 0;
/** @type {import('@electric-sql/pglite').PGliteOptions} */
const options = { parsers };
if (fresh && config.templateFile) options.loadDataDir = new Blob([readFileSync(config.templateFile)]);
const db = await PGlite.create(config.dataDir, options);

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void, done: Promise<void> }>} */
const transactions = new Map();
let nextTx = 1;

/** @param {unknown} e */
function errorOf(e) {
  const x = /** @type {{ message?: string, code?: string, detail?: string }} */ (e ?? {});
  return { message: x.message ?? String(e), code: x.code, detail: x.detail };
}

/**
 * @param {number | undefined} txId
 * @returns {import('@electric-sql/pglite').PGliteInterface | import('@electric-sql/pglite').Transaction}
 */
function target(txId) {
  if (txId === undefined) return db;
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`transaction ${txId} is not open`);
  return entry.tx;
}

/** Opens a transaction and resolves once statements may be sent to it. */
function begin() {
  const txId = nextTx++;
  return new Promise((resolveOpen, rejectOpen) => {
    /** @type {(commit: boolean) => void} */
    let finish = () => {};
    const decided = new Promise((resolve, reject) => {
      finish = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
    });
    const done = db
      .transaction(async (tx) => {
        transactions.set(txId, { tx, finish, done });
        resolveOpen(txId);
        await decided;
      })
      .then(
        () => undefined,
        (e) => {
          if (e !== ROLLBACK) throw e;
        },
      )
      .finally(() => transactions.delete(txId));
    done.catch(rejectOpen);
  });
}
const ROLLBACK = Symbol('rollback');

/**
 * Statements prepared by name in this session (PREPARE), each made once. PGlite's query API
 * cannot bind values to a named statement, so EXECUTE is sent with the values as SQL literals.
 * @type {Map<string, Promise<void>>}
 */
const preparedNames = new Map();

/** @param {string} name */
const quotedName = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * A value as an SQL literal of unknown type, which the prepared statement's parameter type reads
 * (with standard_conforming_strings, PostgreSQL's default, a backslash in '...' is itself).
 * @param {unknown} v
 * @returns {string}
 */
function literal(v) {
  if (v === null || v === undefined) return 'NULL';
  return `'${literalText(v).replaceAll("'", "''")}'`;
}

/** @param {unknown} v @returns {string} */
function literalText(v) {
  if (Array.isArray(v))
    return `{${v
      .map((e) =>
        e === null || e === undefined
          ? 'NULL'
          : `"${literalText(e).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
      )
      .join(',')}}`;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

/**
 * Runs a statement prepared by name on its generic plan (the PostgreSQL client's genericPlan):
 * prepared on first use, then executed with plan_cache_mode set for this statement alone, in a
 * transaction of its own so no other statement runs between.
 * @param {{ name: string, sql: string, params?: unknown[], rowMode?: 'object' | 'array' }} msg
 */
async function runPrepared(msg) {
  let made = preparedNames.get(msg.name);
  if (!made) {
    made = db.exec(`prepare ${quotedName(msg.name)} as ${msg.sql}`).then(() => undefined);
    preparedNames.set(msg.name, made);
    made.catch(() => preparedNames.delete(msg.name));
  }
  await made;
  const values = (msg.params ?? []).map(literal).join(', ');
  return db.transaction(async (tx) => {
    await tx.exec('set local plan_cache_mode = force_generic_plan');
    return tx.query(`execute ${quotedName(msg.name)}${values ? `(${values})` : ''}`, [], {
      rowMode: msg.rowMode ?? 'object',
    });
  });
}

/** @param {any} msg */
async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const result = await target(msg.txId).query(msg.sql, msg.params ?? [], {
        rowMode: msg.rowMode ?? 'object',
      });
      return { rows: result.rows };
    }
    case 'prepared':
      return { rows: (await runPrepared(msg)).rows };
    case 'exec':
      await target(msg.txId).exec(msg.sql);
      return {};
    case 'copy': {
      const result = await target(msg.txId).query(msg.sql, [], { blob: new Blob([msg.data]) });
      return { affected: result.affectedRows ?? 0 };
    }
    case 'begin':
      return { txId: await begin() };
    case 'commit':
    case 'rollback': {
      const entry = transactions.get(msg.txId);
      if (!entry) throw new Error(`transaction ${msg.txId} is not open`);
      entry.finish(msg.op === 'commit');
      await entry.done;
      return {};
    }
    case 'dump': {
      const blob = await db.dumpDataDir('gzip');
      return { data: new Uint8Array(await blob.arrayBuffer()) };
    }
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

port.on('message', (msg) => {
  handle(msg).then(
    (result) => port.postMessage({ id: msg.id, ok: true, ...result }),
    (e) => port.postMessage({ id: msg.id, ok: false, error: errorOf(e) }),
  );
});
port.postMessage({ ready: true });
