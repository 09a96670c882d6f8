import type { Queryable } from '@voterroll/db/database';
import { REGISTERED } from './findings/finding-context';
import type { SnapshotTables } from './snapshot-tables';

const COLUMNS = `voter_id, voter_status_type_code, county_code, jurisdiction_code, ward, precinct, last_name,
  first_name, middle_name, name_suffix, year_of_birth, registration_date, full_address_hash, address_hash`;
const streetAddress = (a: string) =>
  `${a}.norm_street || case when ${a}.unit_display <> '' then ' ' || ${a}.unit_display else '' end`;

/**
 * Stages the registrations added (registered now, not registered in the previous snapshot) and
 * removed (registered then, gone or cancelled now), with what the lists show so that they outlive
 * the previous snapshot's rows. It reads the snapshot's own table and a published one, so it runs
 * before publication, beside the findings; `storeChanges` then adds them in the publishing
 * transaction. Without a previous snapshot nothing changed.
 */
export async function stageChanges(db: Queryable, t: SnapshotTables, previous: string | null): Promise<void> {
  await db.exec(`drop table if exists ${t.changeStage}`);
  await db.query(
    `
    create unlogged table ${t.changeStage} as
    select 'ADDED' as change, ${streetAddress('r')} as full_street_address, ${COLUMNS.replace(/(\w+)/g, 'r.$1')}
    from ${t.registrations} r
    where $1::date is not null and r.voter_status_type_code in ${REGISTERED}
      and not exists (
        select 1 from registrations p
        where p.snapshot_date = $1::date and p.voter_id = r.voter_id and p.voter_status_type_code in ${REGISTERED})
    union all
    select 'REMOVED', ${streetAddress('p')}, p.voter_id,
           coalesce(r.voter_status_type_code, p.voter_status_type_code),
           ${COLUMNS.split(',')
             .slice(2)
             .map((c) => `p.${c.trim()}`)
             .join(', ')}
    from registrations p
    left join ${t.registrations} r on r.voter_id = p.voter_id
    where p.snapshot_date = $1::date and p.voter_status_type_code in ${REGISTERED}
      and (r.voter_id is null or r.voter_status_type_code not in ${REGISTERED})`,
    [previous],
  );
}

/** Stores the staged changes; returns how many. */
export async function storeChanges(tx: Queryable, t: SnapshotTables): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `with inserted as (
       insert into registration_changes (snapshot_date, change, full_street_address, ${COLUMNS})
       select $1::date, change, full_street_address, ${COLUMNS} from ${t.changeStage}
       returning 1
     )
     select count(*) as n from inserted`,
    [t.snapshotDate],
  );
  await tx.exec(`drop table ${t.changeStage}`);
  return rows[0]?.n ?? 0;
}
