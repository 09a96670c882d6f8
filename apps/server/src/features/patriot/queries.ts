import type { FlaggedRow, RemovedRow } from '@voterroll/contract/patriot-api';
import type { Actor } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { findingCodesSql, fullNameSql } from '@voterroll/records/review/registration-research';
import { findZone } from '@voterroll/records/zones/find-zone';
import { scopeCondition } from '../../auth/scope';

/**
 * The Election Patriot's lists: the flags of the caller's area (by the area stored on each flag,
 * `flags_area` for a county, the whole small table state-wide), each with its registration in the
 * current voter file by primary key; and those a later voter file removed, each flag's first
 * removal after the snapshot it was flagged on (`registration_changes_removed`, migration 0055).
 */

const isoTime = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function flaggedList(db: Db, actor: Actor, snapshot: string | null): Promise<FlaggedRow[]> {
  const params: unknown[] = [snapshot];
  const scope = scopeCondition(
    actor,
    { county: 'fl.county_name', jurisdiction: 'fl.jurisdiction_name' },
    params,
  );
  return db.query<FlaggedRow>(
    `select fl.voter_id as voter_identification_number, fl.current_triage_status, fl.flagged_reg_id,
            fl.flagged_reason, ${isoTime('fl.created_at')} as flagged_at, ${isoTime('fl.updated_at')} as updated_at,
            ${findingCodesSql('fl.voter_id', '$1')} as system_review_codes,
            coalesce(${fullNameSql('r')}, '') as full_name, a.full_street_address, r.full_address_hash,
            r.address_hash, r.voter_status_type_code, r.year_of_birth,
            coalesce(r.county_name, fl.county_name) as county_name,
            coalesce(r.jurisdiction_name, fl.jurisdiction_name) as jurisdiction_name,
            coalesce(r.precinct, '') as precinct, coalesce(r.ward, '') as ward,
            r.registration_date::text as registration_date
       from flags fl
       left join registrations r on r.snapshot_date = $1::date and r.voter_id = fl.voter_id
       left join addresses a on a.full_address_hash = r.full_address_hash
      where ${scope}
      order by fl.updated_at desc, fl.voter_id`,
    params,
  );
}

export async function removedList(db: Db, actor: Actor): Promise<RemovedRow[]> {
  const params: unknown[] = [];
  const scope = scopeCondition(
    actor,
    { county: 'fl.county_name', jurisdiction: 'fl.jurisdiction_name' },
    params,
  );
  return db.query<RemovedRow>(
    `select fl.voter_id as voter_identification_number, fl.current_triage_status, fl.flagged_reason,
            ${isoTime('fl.created_at')} as flagged_at, rc.snapshot_date::text as removed_in_snapshot,
            rc.voter_status_type_code, ${fullNameSql('rc')} as full_name, rc.full_street_address,
            rc.year_of_birth, fl.county_name, fl.jurisdiction_name
       from flags fl
       -- The snapshot the first reviewer looked at (else the day it was flagged): removals after it.
       cross join lateral (
         select coalesce((select e.evidence_snapshot_date from flag_events e
                           where e.flagged_reg_id = fl.flagged_reg_id order by e.flag_event_id limit 1),
                         fl.created_at::date) as flagged_on) f
       join lateral (select c.* from registration_changes c
                      where c.voter_id = fl.voter_id and c.change = 'REMOVED' and c.snapshot_date > f.flagged_on
                      order by c.snapshot_date limit 1) rc on true
      where ${scope}
      order by rc.snapshot_date desc, fl.voter_id`,
    params,
  );
}

/** The caller's area: its names and zone (null zone: not in any voter file loaded). */
export async function areaOf(db: Db, actor: Actor) {
  const zone = await findZone(db, {
    county: actor.county ?? undefined,
    jurisdiction: actor.jurisdiction ?? undefined,
  });
  return {
    county_name: actor.county,
    jurisdiction_name: actor.jurisdiction,
    zone_hash: zone.ok ? zone.value.zoneHash : null,
  };
}
