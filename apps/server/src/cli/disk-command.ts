import { defaultDatabaseTarget, openDatabase } from '@voterroll/db/connection';
import { migrate } from '@voterroll/db/migrate';
import { diskUsage, projectedBytes } from '@voterroll/pipeline/snapshots/disk-usage';
import { parseOptions } from './args';

/** The keep-months choices the projection is printed for. */
const KEEPS = [2, 12, 24];
const HORIZONS = [24, 60];

const size = (bytes: number) =>
  bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(2)} GB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;

/**
 * `voterroll disk [--db DIR|URL]`: the disk each published month takes (what archiving it frees
 * and what it keeps), the shared tables, the database, and what 24 and 60 monthly loads would
 * take keeping 2, 12 or 24 months whole (docs/operations.md, "What the machine needs").
 */
export async function diskCommand(argv: string[]): Promise<number> {
  const o = parseOptions(argv, { db: { type: 'string' } });
  const db = await openDatabase(o.db ?? defaultDatabaseTarget());
  try {
    await migrate(db);
    const usage = await diskUsage(db);
    const out = (line: string) => process.stdout.write(`${line}\n`);
    out('month\tstate\tfreed by archiving\tkept');
    for (const m of usage.months)
      out(
        `${m.snapshotDate}\t${m.archived ? 'archived' : 'whole'}\t${size(m.wholeMonthBytes)}\t${size(m.keptBytes)}`,
      );
    const sharedBytes = usage.shared.reduce((s, t) => s + t.bytes, 0);
    const largest = usage.shared
      .slice(0, 3)
      .map((t) => `${t.table} ${size(t.bytes)}`)
      .join(', ');
    out(`shared tables (history, addresses, accounts, flags): ${size(sharedBytes)}; largest: ${largest}`);
    out(`database: ${size(usage.databaseBytes)}`);
    for (const keep of KEEPS) {
      const projected = HORIZONS.map((months) => {
        const bytes = projectedBytes(usage, months, keep);
        return `${months} months ${bytes === null ? 'unknown (no whole month)' : size(bytes)}`;
      });
      out(`projected, keeping the newest ${keep} months whole: ${projected.join(', ')}`);
    }
    out('(history grows with each election held, not each month: measure again after one)');
    return 0;
  } finally {
    await db.close();
  }
}
