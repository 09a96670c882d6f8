import {
  CHANGES_PAGE_SIZE,
  type ChangedRow,
  type ChangeKind,
  type ChangeRow,
  changeMetricKey,
  FIELD_CHANGE_KINDS,
  type FieldChangeKind,
  type RegistrationChange,
} from '@voterroll/contract/changes-api';
import type { Queryable } from '@voterroll/db/database';
import { fullNameSql } from '@voterroll/records/review/registration-research';
import { type ZoneCodes, zoneCodesCondition } from '../../auth/zone-in-area';
/**
 * One page of the registrations added or removed in a zone at a snapshot, in name order. Both
 * statements are range scans of registration_changes_list (snapshot, change, county, jurisdiction,
 * ward, precinct): a month's changes of one county, not the table, are counted and sorted.
 */
export async function changesPage(
  db: Queryable,
  snapshot: string,
  kind: ChangeKind,
  zone: ZoneCodes,
  page: number,
): Promise<{ rows: ChangeRow[]; total: number }> {
  const params: unknown[] = [snapshot, kind === 'added' ? 'ADDED' : 'REMOVED'];
  const where = `c.snapshot_date = $1::date and c.change = $2 and ${zoneCodesCondition('c', zone, params)}`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from registration_changes c where ${where}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const offset = (page - 1) * CHANGES_PAGE_SIZE;
  const rows = await db.query<ChangeRow>(
    `with page as (
       select c.* from registration_changes c
       where ${where}
       order by c.last_name, c.first_name, c.middle_name, c.voter_id
       limit ${CHANGES_PAGE_SIZE} offset ${offset}
     )
     select (${offset} + row_number() over (order by c.last_name, c.first_name, c.middle_name, c.voter_id))::int as row_number,
            c.voter_status_type_code as status,
            to_char(c.snapshot_date, 'YYYY-MM-DD') as snapshot,
            c.voter_id as voter_identification_number,
            c.full_street_address,
            ${fullNameSql('c')} as name,
            c.last_name, c.first_name, c.middle_name,
            c.year_of_birth::int as year_of_birth,
            c.registration_date,
            j.jurisdiction_name,
            c.precinct,
            c.ward
     from page c
     left join zones j
       on j.level = 'jurisdiction' and j.county_code = c.county_code and j.jurisdiction_code = c.jurisdiction_code
     order by row_number`,
    params,
  );
  return { rows, total };
}

/**
 * One page of the registrations changed in a zone at a snapshot (of one kind, or every kind), with
 * before and after, in name order: the snapshot's registration_field_changes partition read in
 * name order by its zone's name index, the page's rows joined to their registrations.
 */
export async function changedPage(
  db: Queryable,
  snapshot: string,
  kind: FieldChangeKind | undefined,
  zone: ZoneCodes,
  page: number,
): Promise<{ rows: ChangedRow[]; total: number }> {
  const params: unknown[] = [snapshot];
  const kinds = kind ? [kind] : [...FIELD_CHANGE_KINDS];
  params.push(kinds);
  const where = `c.snapshot_date = $1::date and c.kind = any($2::text[]) and ${zoneCodesCondition('c', zone, params)}`;
  // The total is the zone's figures of those kinds (the counts the unusual-changes page shows, so
  // the list behind a figure has its number): a key read, not a count of the zone's rows.
  const [count] = await db.query<{ total: number }>(
    `select coalesce(sum(value), 0)::int as total from zone_metrics
      where snapshot_date = $1::date and zone_hash = $2 and metric_key = any($3::text[])`,
    [snapshot, zone.zone.zoneHash, kinds.map(changeMetricKey)],
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const offset = (page - 1) * CHANGES_PAGE_SIZE;
  // The page's rows in name order from the zone's name index (the names are kept on each change
  // row), then only those joined to their registrations.
  const order = 'c.last_name, c.first_name, c.middle_name, c.voter_id, c.kind';
  const rows = await db.query<ChangedRow>(
    `select (${offset} + row_number() over (order by ${order}))::int as row_number,
            c.voter_id as voter_identification_number,
            ${fullNameSql('r')} as name,
            c.kind, c.before, c.after, r.voter_status_type_code as status,
            r.norm_street || case when r.unit_display <> '' then ' ' || r.unit_display else '' end as full_street_address,
            j.jurisdiction_name, c.precinct, c.ward
       from (select c.* from registration_field_changes c
              where ${where}
              order by ${order}
              limit ${CHANGES_PAGE_SIZE} offset ${offset}) c
       join registrations r on r.snapshot_date = c.snapshot_date and r.voter_id = c.voter_id
       left join zones j
         on j.level = 'jurisdiction' and j.county_code = c.county_code and j.jurisdiction_code = c.jurisdiction_code
      order by ${order}`,
    params,
  );
  return { rows, total };
}

/**
 * Where a registration is for the area check of its change history: its place in the latest
 * loaded snapshot that holds it (a removed registration keeps its last place); null when no
 * loaded snapshot does. One primary-key lookup per ready snapshot.
 */
export async function registrationPlace(
  db: Queryable,
  voterId: number,
): Promise<{ county: string; jurisdiction: string } | null> {
  const [row] = await db.query<{ county: string; jurisdiction: string }>(
    `select r.county_name as county, r.jurisdiction_name as jurisdiction
       from snapshots s
       join registrations r on r.snapshot_date = s.snapshot_date and r.voter_id = $1
      where s.status = 'ready'
      order by s.snapshot_date desc
      limit 1`,
    [voterId],
  );
  return row ?? null;
}

/**
 * A registration's changes between monthly files, newest first: its field changes (the voter-id
 * index of registration_field_changes) and when it was added or removed (registration_changes,
 * one key lookup per ready snapshot).
 */
export async function registrationChanges(db: Queryable, voterId: number): Promise<RegistrationChange[]> {
  return db.query<RegistrationChange>(
    `select snapshot_date, kind, before, after from (
       select to_char(c.snapshot_date, 'YYYY-MM-DD') as snapshot_date, c.kind, c.before, c.after
         from registration_field_changes c
        where c.voter_id = $1
       union all
       select to_char(c.snapshot_date, 'YYYY-MM-DD'), lower(c.change), '', ''
         from snapshots s
         cross join (values ('ADDED'), ('REMOVED')) m(change)
         join registration_changes c
           on c.snapshot_date = s.snapshot_date and c.change = m.change and c.voter_id = $1
        where s.status = 'ready'
     ) x
     order by snapshot_date desc, kind`,
    [voterId],
  );
}
