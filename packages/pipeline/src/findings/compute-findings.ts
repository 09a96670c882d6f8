import type { Db } from '@voterroll/db/database';
import { withBulkSettings } from '../bulk-settings';
import { type Checkpoint, noCheckpoint } from '../checkpoint';
import type { LoadContext } from '../snapshots/load-context';
import { createPartitionTable } from '../snapshots/snapshot-tables';
import { lastVoteSql, ncoaStateRule } from './activity-rules';
import { canvassRules, upsUspsRule } from './address-rules';
import { attributeRules } from './attribute-findings';
import type { FindingContext, RuleSql } from './finding-context';
import { deceasedRule, duplicateRule } from './identity-rules';

const SOURCES = {
  deceased: 'deceased_records',
  ncoa: 'ncoa_records',
  postal: 'postal_locations',
  canvass: 'canvass_records',
} as const;

/** The load of each source in force at a snapshot: the latest one at or before it. */
async function sourceSnapshots(db: Db, snapshotDate: string): Promise<FindingContext['sources']> {
  const entries = await Promise.all(
    Object.entries(SOURCES).map(async ([key, table]) => {
      const [row] = await db.query<{ d: string | null }>(
        `select max(snapshot_date) as d from ${table} where snapshot_date <= $1::date`,
        [snapshotDate],
      );
      return [key, row?.d ?? null] as const;
    }),
  );
  return Object.fromEntries(entries) as FindingContext['sources'];
}

/**
 * Runs every rule over the snapshot's own tables, writing one row per registration and rule with
 * its evidence. Returns the number of findings per rule. With `streamed`, DUPLICATE groups only the
 * candidates the load wrote into `tables.duplicateCandidates` (duplicate-keys.ts), dropped after.
 */
export async function computeFindings(
  db: Db,
  { tables }: LoadContext,
  timings: Record<string, number> = {},
  checkpoint: Checkpoint = noCheckpoint,
  streamed = false,
): Promise<Record<string, number>> {
  const f = tables.findings;
  const ctx: FindingContext = {
    snapshotDate: tables.snapshotDate,
    year: Number(tables.snapshotDate.slice(0, 4)),
    registrations: tables.registrations,
    findings: f,
    lastVote: tables.lastVote,
    duplicateCandidates: streamed ? tables.duplicateCandidates : null,
    sources: await sourceSnapshots(db, tables.snapshotDate),
  };
  await db.exec(`drop table if exists ${ctx.lastVote}`);
  await createPartitionTable(db, 'findings', f, tables.snapshotDate);
  const lastVote = lastVoteSql(ctx);
  await withBulkSettings(db, (tx) => tx.query(lastVote.sql, lastVote.params));
  await db.exec(`create index on ${ctx.lastVote} (voter_id); analyze ${ctx.lastVote}`);
  // The costliest first, so that the two lanes below finish together.
  const rules: (RuleSql | null)[] = [
    attributeRules(ctx),
    duplicateRule(ctx),
    deceasedRule(ctx),
    ncoaStateRule(ctx),
    upsUspsRule(ctx),
    canvassRules(ctx),
  ];
  const queue = rules.filter((rule): rule is RuleSql => rule !== null);
  const counts: Record<string, number> = {};
  // The rules only insert into the findings table, so they may run side by side: on PostgreSQL two
  // at a time, one a core (an INSERT ... SELECT runs on one core). PGlite has one connection.
  const lanes = db.engine === 'postgres' ? 2 : 1;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let rule = queue.shift(); rule !== undefined; rule = queue.shift()) {
        const started = performance.now();
        const { sql, params } = rule;
        await withBulkSettings(db, (tx) => tx.query(sql, params));
        timings[`findings.${rule.rule}`] = Math.round(performance.now() - started) / 1000;
        await checkpoint('findings');
      }
    }),
  );
  if (streamed) await db.exec(`drop table ${tables.duplicateCandidates}`);
  await withBulkSettings(db, (tx) =>
    tx.exec(
      `alter table ${f} add primary key (snapshot_date, voter_id, rule);
       analyze ${f} (voter_id, rule, detail)`,
    ),
  );
  for (const row of await db.query<{ rule: string; n: number }>(
    `select rule, count(*) as n from ${f} group by rule`,
  )) {
    counts[row.rule] = row.n;
  }
  return counts;
}
