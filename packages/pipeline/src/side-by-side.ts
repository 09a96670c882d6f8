import type { Db } from '@voterroll/db/database';

type Results<T extends readonly (() => Promise<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Parts of a load that do not read each other's work (or wait for it through a `Gate`): on
 * PostgreSQL side by side, each on connections of its own, so that both cores work; on PGlite (one
 * connection) in turn, in the order given. All settle before a failure of any is thrown, so that
 * discarding the load finds none still writing.
 */
export async function sideBySide<T extends readonly (() => Promise<unknown>)[]>(
  db: Db,
  ...work: T
): Promise<Results<T>> {
  if (db.engine !== 'postgres') {
    const values: unknown[] = [];
    for (const part of work) values.push(await part());
    return values as Results<T>;
  }
  const settled = await Promise.allSettled(work.map((part) => part()));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as Results<T>;
}

/**
 * A point in one part of `sideBySide` that a later part waits for: `passed` resolves when the
 * first part opens it and rejects if that part fails before, so the waiting part never hangs. On
 * PGlite the parts run in turn, so a gate of an earlier part is open before a later one waits.
 */
export interface Gate {
  readonly passed: Promise<void>;
  open(): void;
  /** Runs the part, failing the gate if the part throws before opening it. */
  guard<T>(part: () => Promise<T>): () => Promise<T>;
}

export function gate(): Gate {
  let open = () => {};
  let fail: (reason: unknown) => void = () => {};
  const passed = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  // The failure is the part's own and is thrown by it; the gate's copy is for waiters only.
  passed.catch(() => {});
  return {
    passed,
    open,
    guard: (part) => async () => {
      try {
        return await part();
      } catch (e) {
        fail(e);
        throw e;
      }
    },
  };
}
