import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDatabaseTarget, openDatabase } from '@voterroll/db/connection';
import { holdLoadLock, LoadInProgressError } from '@voterroll/db/load-lock';
import { migrate } from '@voterroll/db/migrate';
import { type Checkpoint, INGEST_STAGES, type IngestStage } from '@voterroll/pipeline/checkpoint';
import { type IngestFiles, ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { assembleDelivery } from '@voterroll/voterfile/delivery/assemble-delivery';
import { parseOptions, required, UsageError } from './args';

/**
 * The kill test's hook (a test aid, not for operators): VOTERROLL_PAUSE_AT=<stage> makes the load
 * print "voterroll ingest: paused at <stage>" on stderr at that stage's checkpoint
 * (pipeline/checkpoint.ts) and wait there until the process is killed.
 */
export function pauseHook(env: NodeJS.ProcessEnv = process.env): Checkpoint | undefined {
  const wanted = env.VOTERROLL_PAUSE_AT;
  if (!wanted) return undefined;
  if (!INGEST_STAGES.includes(wanted as IngestStage)) {
    throw new UsageError(`VOTERROLL_PAUSE_AT must be one of ${INGEST_STAGES.join(', ')}`);
  }
  return (stage) => {
    if (stage !== wanted) return Promise.resolve();
    process.stderr.write(`\nvoterroll ingest: paused at ${stage} (VOTERROLL_PAUSE_AT)\n`);
    // Waits until killed; the timer keeps the process alive meanwhile.
    return new Promise<void>(() => {
      setInterval(() => {}, 60_000);
    });
  };
}

export async function ingestCommand(argv: string[]): Promise<number> {
  const o = parseOptions(argv, {
    snapshot: { type: 'string' },
    voters: { type: 'string' },
    history: { type: 'string' },
    deceased: { type: 'string' },
    ncoa: { type: 'string' },
    postal: { type: 'string' },
    canvass: { type: 'string' },
    db: { type: 'string' },
    from: { type: 'string', multiple: true },
  });
  const snapshotDate = required(o.snapshot, 'snapshot');
  const checkpoint = pauseHook();
  const delivered = o.from ?? [];
  if (delivered.length > 0 && [o.voters, o.history, o.deceased, o.ncoa, o.postal, o.canvass].some(Boolean))
    throw new UsageError(
      '--from takes every file of the delivery: give it alone, without --voters, --history, ...',
    );
  const workDir = mkdtempSync(join(tmpdir(), 'voterroll-delivery-'));
  try {
    let files: IngestFiles;
    if (delivered.length > 0) {
      process.stderr.write(`voterroll ingest: reading the delivery (${delivered.join(', ')}) ...\n`);
      const delivery = await assembleDelivery(delivered, workDir);
      if (!delivery.ok) {
        process.stderr.write(`voterroll ingest: ${delivery.error}\n`);
        return 1;
      }
      process.stderr.write(
        `voterroll ingest: loading ${snapshotDate} from\n${delivery.value.plan.join('\n')}\n`,
      );
      const { voters, ...rest } = delivery.value.files;
      if (!voters) throw new Error('a delivery without registrations was accepted');
      files = { voters, ...rest };
    } else {
      files = {
        voters: required(o.voters, 'voters'),
        history: o.history,
        deceased: o.deceased,
        ncoa: o.ncoa,
        postal: o.postal,
        canvass: o.canvass,
      };
    }
    return await ingestFiles(o.db, snapshotDate, files, checkpoint);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function ingestFiles(
  dbOption: string | undefined,
  snapshotDate: string,
  files: IngestFiles,
  checkpoint: Checkpoint | undefined,
): Promise<number> {
  const target = dbOption ?? defaultDatabaseTarget();
  let releaseLoadLock: () => Promise<void>;
  try {
    releaseLoadLock = await holdLoadLock(target);
  } catch (e) {
    if (!(e instanceof LoadInProgressError)) throw e;
    process.stderr.write(`voterroll ingest: ${e.message}\n`);
    return 1;
  }
  const db = await openDatabase(target).catch(async (e: unknown) => {
    await releaseLoadLock();
    throw e;
  });
  try {
    await migrate(db);
    const tty = process.stderr.isTTY;
    let shown = 0;
    const result = await ingestSnapshot(db, {
      snapshotDate,
      files,
      checkpoint,
      onProgress: (p) => {
        const line = `${p.stage}: ${p.rows.toLocaleString('en-US')} rows, ${Math.round(p.rowsPerSecond).toLocaleString('en-US')} rows/s`;
        process.stderr.write(tty ? `\r${line}   ` : `${line}\n`);
      },
      onProblem: (p) => {
        // The first problems are shown; all are counted and the first thousand stored.
        if (shown++ < 20) process.stderr.write(`${tty ? '\n' : ''}${p.file}:${p.line}: ${p.reason}\n`);
      },
    });
    if (tty) process.stderr.write('\n');
    if (!result.ok) {
      process.stderr.write(`voterroll ingest: ${result.error}\n`);
      return 1;
    }
    process.stdout.write(`${JSON.stringify(result.value, null, 2)}\n`);
    return 0;
  } finally {
    await db.close();
    await releaseLoadLock();
  }
}
