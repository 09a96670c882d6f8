import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { withoutSecrets } from './log-safe-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route does after its answer has gone (see `afterReply`). */
    afterReply: AfterReply;
  }
}

export interface AfterReply {
  /**
   * Runs `work` once the answer is on its way: the answer's timing then tells nothing of what the
   * work finds (a known address, a mail to send). A failure is logged once under `what`, with
   * `secrets` (the address asked about, the link's token) and anything written like an e-mail
   * address taken out of it: that work is about a person's address, and a refused recipient's
   * error quotes it (`withoutSecrets`).
   */
  run(what: string, log: FastifyBaseLogger, work: () => Promise<unknown>, secrets?: readonly string[]): void;
  /** Resolves when every piece of work started so far has ended (closing waits for it). */
  settled(): Promise<void>;
}

/** Work after the answer, awaited when the server closes so that a stop loses none of it. */
export function registerAfterReply(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  const afterReply: AfterReply = {
    run(what, log, work, secrets = []) {
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (e: unknown) => log.error({ err: withoutSecrets(e, secrets) }, `${what} failed`),
        )
        .finally(() => running.delete(p));
      running.add(p);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
  app.decorate('afterReply', afterReply);
  app.addHook('onClose', async () => afterReply.settled());
}
