import type { Db } from '@voterroll/db/database';
import type { Checkpoint, IngestStage } from '../checkpoint';

/** What a test gives a load that it kills in this process, and how it waits for the kill. */
export interface KilledLoad {
  /** The database as the load sees it: dead once the stage is reached. */
  db: Db;
  checkpoint: Checkpoint;
  /** Resolves once the load has reached the stage and nothing it sent is still running. */
  stopped: Promise<void>;
}

/**
 * A load killed at `stage`, in this process, leaving what a killed process leaves. At the stage's
 * checkpoint the load dies: a statement already sent finishes (as the server finishes one whose
 * client died), a transaction waiting on a checkpoint rolls back (as on a closed connection), and
 * no call starts after. On PostgreSQL a load works on several connections at once, so blocking the
 * lane that reached the stage let the others go on, into the tables the next load had cleared.
 */
export function killedLoad(db: Db, stage: IngestStage): KilledLoad {
  let dead = false;
  let inFlight = 0;
  let settle = (): void => {};
  const stopped = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const settleIfIdle = () => {
    if (dead && inFlight === 0) settle();
  };
  const never = new Promise<never>(() => {});
  function guarded<T>(call: () => Promise<T>): Promise<T> {
    if (dead) return never;
    inFlight += 1;
    return call().finally(() => {
      inFlight -= 1;
      settleIfIdle();
    });
  }
  const checkpoint: Checkpoint = async (reached) => {
    if (reached === stage) dead = true;
    if (!dead) return;
    settleIfIdle();
    throw new Error(`the load was killed at ${stage}`);
  };
  const dying: Db = {
    engine: db.engine,
    query: (text, params) => guarded(() => db.query(text, params)),
    queryArrays: (text, params) => guarded(() => db.queryArrays(text, params)),
    exec: (sql) => guarded(() => db.exec(sql)),
    copyFrom: (table, columns, chunks, options) =>
      guarded(() => db.copyFrom(table, columns, chunks, options)),
    transaction: (work) => guarded(() => db.transaction(work)),
    close: () => never,
  };
  return { db: dying, checkpoint, stopped };
}
