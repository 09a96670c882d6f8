import type { FlagState } from '@voterroll/contract/flags-api';
import { err, ok, type Result } from '@voterroll/contract/result';
import type { Db } from '@voterroll/db/database';
import { type TransitionError, type TransitionRequest, transitionIn } from './transition';

export interface ManyError {
  message: string;
  /** Every registration refused, with why; nothing was changed. */
  refused: { voterId: number; error: TransitionError }[];
}

class Refused extends Error {
  constructor(readonly refused: ManyError['refused']) {
    super('refused');
  }
}

/**
 * Changes several registrations in one transaction, all or nothing: if any is refused, none
 * changes and the answer lists every refusal.
 */
export async function transitionMany(
  db: Db,
  requests: readonly TransitionRequest[],
): Promise<Result<FlagState[], ManyError>> {
  try {
    return ok(
      await db.transaction(async (tx) => {
        const done: FlagState[] = [];
        const refused: ManyError['refused'] = [];
        for (const req of requests) {
          const r = await transitionIn(tx, req);
          if (r.ok) done.push(r.value);
          else refused.push({ voterId: req.voterId, error: r.error });
        }
        if (refused.length > 0) throw new Refused(refused);
        return done;
      }),
    );
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    const first = e.refused[0]!.error.message;
    const message =
      e.refused.length === 1
        ? `Nothing was changed: ${first}`
        : `Nothing was changed: ${e.refused.length} of ${requests.length} registrations were refused. The first: ${first}`;
    return err({ message, refused: e.refused });
  }
}
