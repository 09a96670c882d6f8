import { defaultDatabaseTarget, openDatabase } from '@voterroll/db/connection';
import { holdLoadLock, LoadInProgressError } from '@voterroll/db/load-lock';
import { migrate } from '@voterroll/db/migrate';
import { KEEP_MONTHS_MIN, keepMonths } from '@voterroll/pipeline/snapshots/keep-months';
import { parseOptions, required, UsageError } from './args';

/**
 * `voterroll keep-months --months N [--dry-run]`: archives the published months older than the
 * newest N (docs/operations.md, "Keeping months"). Runs under the load lock, so never beside a load.
 */
export async function keepMonthsCommand(argv: string[]): Promise<number> {
  const o = parseOptions(argv, {
    months: { type: 'string' },
    'dry-run': { type: 'boolean' },
    db: { type: 'string' },
  });
  const months = required(o.months, 'months');
  if (!/^\d+$/.test(months)) throw new UsageError('--months takes a whole number of months');
  if (Number(months) < KEEP_MONTHS_MIN)
    throw new UsageError(`--months: keep at least ${KEEP_MONTHS_MIN} months whole`);
  const target = o.db ?? defaultDatabaseTarget();
  let release: () => Promise<void>;
  try {
    release = await holdLoadLock(target);
  } catch (e) {
    if (!(e instanceof LoadInProgressError)) throw e;
    process.stderr.write(`voterroll keep-months: ${e.message}\n`);
    return 1;
  }
  const db = await openDatabase(target);
  try {
    await migrate(db);
    const dryRun = o['dry-run'] === true;
    const archived = await keepMonths(db, Number(months), { dryRun });
    if (!archived.ok) {
      process.stderr.write(`voterroll keep-months: ${archived.error}\n`);
      return 1;
    }
    const verb = dryRun ? 'would archive' : 'archived';
    for (const m of archived.value)
      process.stdout.write(
        `${verb} ${m.snapshotDate} (${m.registrations.toLocaleString('en-US')} registrations)\n`,
      );
    process.stdout.write(
      archived.value.length === 0
        ? `nothing to archive: at most ${months} whole months are published\n`
        : `${archived.value.length} month(s) ${verb}; their figures, trends and changes stay\n`,
    );
    return 0;
  } finally {
    await db.close();
    await release();
  }
}
