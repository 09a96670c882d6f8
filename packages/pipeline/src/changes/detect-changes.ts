import type { Db, Queryable } from '@voterroll/db/database';
import { REGISTERED } from '../findings/finding-context';
import type { LoadContext } from '../snapshots/load-context';
import { indexLikeParent } from '../snapshots/partition-indexes';
import { createPartitionTable, type SnapshotTables } from '../snapshots/snapshot-tables';

const COLUMNS = `voter_id, voter_status_type_code, county_code, jurisdiction_code, ward, precinct, last_name,
  first_name, middle_name, name_suffix, year_of_birth, registration_date, full_address_hash, address_hash`;
const streetAddress = (a: string) =>
  `${a}.norm_street || case when ${a}.unit_display <> '' then ' ' || ${a}.unit_display else '' end`;

const name = (a: string) =>
  `concat_ws(' ', nullif(${a}.first_name, ''), nullif(${a}.middle_name, ''), nullif(${a}.last_name, ''), nullif(${a}.name_suffix, ''))`;
const yesNo = (e: string) => `case when ${e} then 'yes' when not ${e} then 'no' else 'blank' end`;
const absentee = (a: string) =>
  `'ballot: ' || ${yesNo(`${a}.is_perm_av_ballot_voter`)} || '; application: ' || ${yesNo(`${a}.is_perm_av_app_voter`)}`;
const place = (a: string) =>
  `${a}.jurisdiction_name || case when ${a}.ward <> '' then ', ward ' || ${a}.ward else '' end || ', precinct ' || ${a}.precinct`;
const samePlace = `(c.county_code, c.jurisdiction_code, c.ward, c.precinct) = (p.county_code, p.jurisdiction_code, p.ward, p.precinct)`;

/**
 * The kinds of change of a registration in both snapshots: the kind, whether it changed (c is the
 * current row, p the previous one), and its before and after as the lists show them. A precinct
 * or jurisdiction change counts only when the address did not change (a renumbering or a
 * boundary); with the address, it is a move.
 */
const FIELD_CHANGES: { kind: string; changed: string; value: (a: string) => string }[] = [
  {
    kind: 'address',
    changed: 'c.full_address_hash <> p.full_address_hash',
    value: (a) => `${streetAddress(a)} || ', ' || ${a}.norm_city || ' ' || ${a}.zip5`,
  },
  {
    kind: 'name',
    changed:
      '(c.first_name, c.middle_name, c.last_name, c.name_suffix) <> (p.first_name, p.middle_name, p.last_name, p.name_suffix)',
    value: name,
  },
  {
    kind: 'birth_year',
    changed: 'c.year_of_birth is distinct from p.year_of_birth',
    value: (a) => `coalesce(${a}.year_of_birth::text, '')`,
  },
  {
    kind: 'registration_date',
    changed: 'c.registration_date is distinct from p.registration_date',
    value: (a) => `coalesce(to_char(${a}.registration_date, 'YYYY-MM-DD'), '')`,
  },
  {
    kind: 'status',
    changed: 'c.voter_status_type_code <> p.voter_status_type_code',
    value: (a) => `${a}.voter_status_type_code`,
  },
  { kind: 'gender', changed: 'c.gender <> p.gender', value: (a) => `${a}.gender` },
  {
    kind: 'permanent_absentee',
    changed:
      '(c.is_perm_av_ballot_voter, c.is_perm_av_app_voter) is distinct from (p.is_perm_av_ballot_voter, p.is_perm_av_app_voter)',
    value: absentee,
  },
  {
    kind: 'precinct',
    changed: `c.full_address_hash = p.full_address_hash and not ${samePlace}`,
    value: place,
  },
  {
    kind: 'uocava',
    changed: 'c.uocava_status_code <> p.uocava_status_code',
    value: (a) => `${a}.uocava_status_code`,
  },
];

/**
 * The columns the stage's narrow join reads of every registration of both snapshots. They stand
 * first in each snapshot's registrations (load-registrations.ts), so that the join's scans of the
 * wide rows (61 columns) stop after three; a snapshot loaded before still works, read slower.
 */
export const CHANGE_JOIN_COLUMNS = ['voter_id', 'change_digest', 'voter_status_type_code'] as const;

/** The columns compared, beyond the lists' (names, year, date, status, codes, address hash). */
const COMPARED = `gender, is_perm_av_ballot_voter, is_perm_av_app_voter, uocava_status_code, jurisdiction_name, norm_city, zip5`;

/**
 * Stages the registrations added (registered now, not registered in the previous snapshot) and
 * removed (registered then, gone or cancelled now), with what the lists show so that they outlive
 * the previous snapshot's rows, and, from the same join, each change of a registration registered
 * in both whose change digest differs, one row per kind (change 'CHANGED', FIELD_CHANGES). It reads the snapshot's own table
 * and a published one, so it runs before publication, beside the findings; the changed rows go to
 * the snapshot's registration_field_changes partition (`stageFieldChanges`), and `storeChanges`
 * adds the added and removed in the publishing transaction. The previous snapshot is the latest
 * published before this one; without one nothing changed.
 */
export async function stageChanges(db: Queryable, { tables: t, previous }: LoadContext): Promise<void> {
  await db.exec(`drop table if exists ${t.changeStage}`);
  // First a narrow full join of the two snapshots by voter id (id, status and change digest, one
  // pass each): the registrations added, removed, or registered in both with a digest that differs
  // or is missing (change-digest.ts). Most registrations do not change in a month, so only these
  // few are read in full. An added or changed registration shows the current row; a removed one
  // the previous row, with the current status when it is still on file (cancelled). Only the
  // pairs that differ in a compared column reach the per-kind rows.
  const fields = `${COLUMNS}, norm_street, unit_display, ${COMPARED}`;
  const pick = (c: string) =>
    c === 'voter_status_type_code'
      ? `case when k.change = 'REMOVED' then coalesce(c.${c}, p.${c}) else c.${c} end as ${c}`
      : `case when k.change = 'REMOVED' then p.${c} else c.${c} end as ${c}`;
  const both = `p.voter_id is not null and c.voter_id is not null and c.voter_status_type_code in ${REGISTERED}`;
  const addedOrRemoved = `(p.voter_id is null and c.voter_status_type_code in ${REGISTERED})
           or (p.voter_id is not null and (c.voter_id is null or c.voter_status_type_code not in ${REGISTERED}))`;
  const compared = [
    ...COLUMNS.split(',').map((c) => c.trim()),
    ...COMPARED.split(',').map((c) => c.trim()),
  ].filter((c) => c !== 'voter_id' && c !== 'address_hash');
  // The narrow join's hash of a snapshot's ids and digests in memory: with the default work_mem
  // it spilled to disk (docs/performance.md).
  await db.exec(`set local work_mem = '128MB'`);
  await db.query(
    `
    create unlogged table ${t.changeStage} as
    with differing as materialized (
      select coalesce(c.voter_id, p.voter_id) as voter_id
      from (select voter_id, voter_status_type_code, change_digest from ${t.registrations}) c
      full join (
        select voter_id, change_digest from registrations
        where snapshot_date = $1::date and voter_status_type_code in ${REGISTERED}
      ) p on p.voter_id = c.voter_id
      where $1::date is not null
        and (${addedOrRemoved}
             or (${both} and (c.change_digest is null or p.change_digest is null
                              or c.change_digest <> p.change_digest)))
    ),
    current_rows as (
      select ${fields} from ${t.registrations}
      where snapshot_date = $2::date and voter_id in (select voter_id from differing)
    ),
    previous_rows as (
      select ${fields} from registrations
      where snapshot_date = $1::date and voter_status_type_code in ${REGISTERED}
        and voter_id in (select voter_id from differing)
    )
    select k.change, k.kind, k.before, k.after,
           case when k.change = 'REMOVED' then ${streetAddress('p')} else ${streetAddress('c')} end as full_street_address,
           ${COLUMNS.split(',')
             .map((c) => pick(c.trim()))
             .join(',\n           ')}
    from current_rows c
    full join previous_rows p on p.voter_id = c.voter_id
    cross join lateral (
      select case when p.voter_id is null then 'ADDED' else 'REMOVED' end as change,
             null::text as kind, null::text as before, null::text as after
       where ${addedOrRemoved}
      union all
      select 'CHANGED', v.kind, v.before, v.after
        from (values ${FIELD_CHANGES.map(
          (f) => `('${f.kind}', ${f.changed}, ${f.value('p')}, ${f.value('c')})`,
        ).join(',\n                     ')}) v(kind, changed, before, after)
       where ${both} and v.changed
    ) k
    where ${addedOrRemoved}
           or (${both} and (${compared.map((c) => `c.${c}`).join(', ')})
                 is distinct from (${compared.map((c) => `p.${c}`).join(', ')}))`,
    [previous, t.snapshotDate],
  );
}

/**
 * Fills the snapshot's registration_field_changes partition from the staged changed rows and
 * builds its indexes, so that publishing attaches it. Returns its rows.
 */
export async function stageFieldChanges(db: Db, { tables: t }: LoadContext): Promise<number> {
  await createPartitionTable(db, 'registration_field_changes', t.fieldChanges, t.snapshotDate);
  const [inserted] = await db.query<{ n: number }>(
    `with inserted as (
       insert into ${t.fieldChanges} (voter_id, kind, before, after, county_code, jurisdiction_code, ward, precinct,
                                      last_name, first_name, middle_name)
       select voter_id, kind, before, after, county_code, jurisdiction_code, ward, precinct,
              last_name, first_name, middle_name
         from ${t.changeStage} where change = 'CHANGED'
       returning 1
     )
     select count(*)::int as n from inserted`,
  );
  await indexLikeParent(db, 'registration_field_changes', t.fieldChanges);
  return inserted?.n ?? 0;
}

/** Stores the staged added and removed registrations; returns how many. */
export async function storeChanges(tx: Queryable, t: SnapshotTables): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `with inserted as (
       insert into registration_changes (snapshot_date, change, full_street_address, ${COLUMNS})
       select $1::date, change, full_street_address, ${COLUMNS} from ${t.changeStage}
        where change <> 'CHANGED'
       returning 1
     )
     select count(*) as n from inserted`,
    [t.snapshotDate],
  );
  await tx.exec(`drop table ${t.changeStage}`);
  return rows[0]?.n ?? 0;
}
