import { FINDING_RULES } from '@voterroll/contract/metrics';
import { REVIEW_WIDE_RULES } from '@voterroll/contract/review-api';
import { type Db, ident } from '@voterroll/db/database';
import { fullNameSql } from '@voterroll/records/review/registration-research';
import { withBulkSettings } from '../bulk-settings';
import { sqlList } from '../findings/finding-context';
import type { LoadContext } from '../snapshots/load-context';
import { indexLikeParent } from '../snapshots/partition-indexes';
import { createPartitionTable } from '../snapshots/snapshot-tables';

/**
 * The snapshot's review list (Registrations For Review), stored: one row per registration listed
 * and filter it is listed under, with its zone, challenge codes and sort keys, indexed for each
 * sort, and the totals per zone and filter. A registration is listed under a rule when it has that
 * rule's finding and is Active, or the rule is one of the wide ones (NVRA, deceased, duplicate: also
 * Verify and Challenged); under ALL when it is listed under any rule. Its codes are all its rules'.
 * Runs after the findings and the snapshot's addresses (the list shows and sorts the address),
 * beside the metrics; the load vacuums and analyzes the rows after; publication attaches both tables.
 */
export async function buildReviewRows(db: Db, { tables: t }: LoadContext): Promise<number> {
  await createPartitionTable(db, 'review_rows', t.reviewRows, t.snapshotDate);
  await createPartitionTable(db, 'review_totals', t.reviewTotals, t.snapshotDate);
  const rows = await withBulkSettings(db, async (tx) => {
    const [inserted] = await tx.query<{ n: number }>(
      `with listed as (
         select f.voter_id, string_agg(f.rule, ',' order by f.rule) as challenge_codes,
                array_agg(f.rule order by f.rule)
                  filter (where f.is_active or f.rule in ${sqlList(REVIEW_WIDE_RULES)}) as listed_for
           from ${t.findings} f
          where f.rule in ${sqlList(FINDING_RULES)}
          group by f.voter_id
       ), inserted as (
         insert into ${t.reviewRows}
           (snapshot_date, voter_id, filter_code, county_code, jurisdiction_code, ward, precinct,
            full_name, full_street_address, year_of_birth, registration_date, challenge_codes, name_search)
         select r.snapshot_date, r.voter_id, code, r.county_code, r.jurisdiction_code, r.ward, r.precinct,
                ${fullNameSql('r')},
                a.full_street_address, r.year_of_birth, r.registration_date, l.challenge_codes,
                upper(r.last_name || ' ' || r.first_name || ' ' || r.middle_name)
           from listed l
           join ${t.registrations} r on r.voter_id = l.voter_id
           left join addresses a on a.full_address_hash = r.full_address_hash
          cross join lateral unnest(array_prepend('ALL', l.listed_for)) as code
          where l.listed_for is not null and r.voter_status_type_code in ('A', 'V', 'CH')
         returning 1
       )
       select count(*)::int as n from inserted`,
    );
    // Totals per zone at each depth: county, jurisdiction, precinct.
    await tx.exec(
      `insert into ${t.reviewTotals} (snapshot_date, zone_hash, filter_code, total)
       select '${t.snapshotDate}'::date, z.zone_hash, g.filter_code, g.total
         from (select county_code, jurisdiction_code, ward, precinct, filter_code, count(*)::int as total
                 from ${t.reviewRows}
                group by grouping sets ((county_code, filter_code), (county_code, jurisdiction_code, filter_code),
                                        (county_code, jurisdiction_code, ward, precinct, filter_code))) g
         join zones z on z.county_code = g.county_code
          and z.level = case when g.jurisdiction_code is null then 'county'
                             when g.ward is null then 'jurisdiction' else 'precinct' end
          and z.jurisdiction_code is not distinct from g.jurisdiction_code
          and z.ward is not distinct from g.ward and z.precinct is not distinct from g.precinct;
       alter table ${t.reviewTotals} add primary key (zone_hash, filter_code, snapshot_date)`,
    );
    return inserted?.n ?? 0;
  });
  await indexLikeParent(db, 'review_rows', t.reviewRows);
  // Readers plan the list from the statistics the load's `vacuum analyze` takes of the rows (after
  // every part that runs beside this one: ingest-snapshot.ts), and its visibility map lets a page
  // read only the index. The zone's codes depend on one another: without their joint statistics the
  // planner took Detroit for a small part of Wayne (27,018 rows for 151,359) and sorted all of it
  // instead of reading the sort index (migration 0078).
  await db.exec(
    `create statistics ${ident(`${t.reviewRows}_zone`)} (mcv) on county_code, jurisdiction_code, filter_code
       from ${t.reviewRows}`,
  );
  await db.exec(`analyze ${t.reviewTotals}`);
  return rows;
}

/**
 * Statistics of what the readers plan from, taken before publication: a freshly loaded table's are
 * empty or stale, and the planner then misjudges (the address type-ahead started a parallel worker
 * for every keystroke: the snapshot's row count and addresses were unknown to it). The
 * registrations' other columns were analyzed before the findings. The changes' list reads its
 * partition in name order only when the planner knows how many rows a county has.
 */
export async function analyzeForReaders(db: Db, { tables: t }: LoadContext): Promise<void> {
  await db.exec(
    `analyze ${t.registrations} (${READ_COLUMNS.join(', ')}); analyze addresses; analyze ${t.findings}; analyze ${t.metrics};
     analyze ${t.fieldChanges}`,
  );
}

/**
 * Columns of the registrations the readers filter by beyond those the findings did: without the
 * snapshot date's, the planner took a snapshot for 0.5% of its partition, and the type-ahead then
 * grouped every registration's address instead of probing ten (docs/performance.md).
 */
const READ_COLUMNS = ['snapshot_date', 'county_name'];
