import type { Queryable } from '@voterroll/db/database';
import { previousSnapshot } from '@voterroll/records/snapshots/current-snapshot';
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
 * transaction. The previous snapshot is the latest published before this one; without one nothing
 * changed.
 */
export async function stageChanges(db: Queryable, t: SnapshotTables): Promise<void> {
  await db.exec(`drop table if exists ${t.changeStage}`);
  // One full join of the two snapshots by voter id, rather than an anti-join each way. An added
  // registration shows the current row; a removed one the previous row, with the current status
  // when it is still on file (cancelled).
  const fields = `${COLUMNS}, norm_street, unit_display`;
  const pick = (c: string) =>
    c === 'voter_status_type_code'
      ? `case when p.voter_id is null then c.${c} else coalesce(c.${c}, p.${c}) end as ${c}`
      : `case when p.voter_id is null then c.${c} else p.${c} end as ${c}`;
  await db.query(
    `
    create unlogged table ${t.changeStage} as
    with current_rows as (select ${fields} from ${t.registrations}),
    previous_rows as (
      select ${fields} from registrations
      where snapshot_date = $1::date and voter_status_type_code in ${REGISTERED}
    )
    select case when p.voter_id is null then 'ADDED' else 'REMOVED' end as change,
           case when p.voter_id is null then ${streetAddress('c')} else ${streetAddress('p')} end as full_street_address,
           ${COLUMNS.split(',')
             .map((c) => pick(c.trim()))
             .join(',\n           ')}
    from current_rows c
    full join previous_rows p on p.voter_id = c.voter_id
    where $1::date is not null
      and ((p.voter_id is null and c.voter_status_type_code in ${REGISTERED})
           or (p.voter_id is not null and (c.voter_id is null or c.voter_status_type_code not in ${REGISTERED})))`,
    [await previousSnapshot(db, t.snapshotDate)],
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
