import { defaultDatabaseTarget, openDatabase } from '@voterroll/db/connection';
import { migrate } from '@voterroll/db/migrate';
import { currentSnapshot } from '@voterroll/records/snapshots/current-snapshot';
import { findZone } from '@voterroll/records/zones/find-zone';
import { zoneMetrics } from '@voterroll/records/zones/zone-metrics';
import { parseOptions, UsageError } from './args';

export async function metricsCommand(argv: string[]): Promise<number> {
  const o = parseOptions(argv, {
    snapshot: { type: 'string' },
    county: { type: 'string' },
    jurisdiction: { type: 'string' },
    precinct: { type: 'string' },
    db: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (o.jurisdiction && !o.county) throw new UsageError('--jurisdiction needs --county');
  if (o.precinct && !o.jurisdiction) throw new UsageError('--precinct needs --jurisdiction');
  const db = await openDatabase(o.db ?? defaultDatabaseTarget());
  try {
    await migrate(db);
    const snapshot = o.snapshot ?? (await currentSnapshot(db));
    if (!snapshot) {
      process.stderr.write('voterroll metrics: no snapshot has been loaded yet.\n');
      return 1;
    }
    const zone = await findZone(db, { county: o.county, jurisdiction: o.jurisdiction, precinct: o.precinct });
    if (!zone.ok) {
      process.stderr.write(`voterroll metrics: ${zone.error}\n`);
      return 1;
    }
    const metrics = await zoneMetrics(db, zone.value, snapshot);
    if (!metrics.ok) {
      process.stderr.write(`voterroll metrics: ${metrics.error}\n`);
      return 1;
    }
    if (o.json) process.stdout.write(`${JSON.stringify(metrics.value, null, 2)}\n`);
    else for (const [k, v] of Object.entries(metrics.value)) process.stdout.write(`${k.padEnd(32)} ${v}\n`);
    return 0;
  } finally {
    await db.close();
  }
}
