import type { Actor } from '@voterroll/contract/roles';

/**
 * Geographic scope: a user with a county sees and changes only registrations (and users) of that
 * county, with a jurisdiction too only of that jurisdiction; a user with neither is state-wide.
 * County and jurisdiction names are upper case, as the voter file writes them (columns compared
 * as they are, so their indexes serve). The rule for one row is the contract's `canAccessZone`.
 */

export function isStateWide(actor: Actor): boolean {
  return !actor.county;
}

/** The columns an area is compared on: by name (county_name…) or by code (county_code…). */
export interface AreaColumns {
  county: string;
  jurisdiction?: string;
  ward?: string;
  precinct?: string;
}

/** An area's values: the county always; the jurisdiction when not null; ward and precinct together. */
export interface AreaValues {
  county: string | number;
  jurisdiction?: string | number | null;
  ward?: string | null;
  precinct?: string | null;
}

/**
 * The one builder of "rows in this area" for plain SQL: it appends its parameters to `params`
 * (county, jurisdiction, ward, precinct, in that order) and returns the condition. A part whose
 * column is not given, or whose value is null, is not compared.
 */
export function areaCondition(columns: AreaColumns, area: AreaValues, params: unknown[]): string {
  params.push(area.county);
  let c = `${columns.county} = $${params.length}`;
  if (columns.jurisdiction && area.jurisdiction != null) {
    params.push(area.jurisdiction);
    c += ` and ${columns.jurisdiction} = $${params.length}`;
  }
  if (columns.ward && columns.precinct && area.precinct != null) {
    params.push(area.ward, area.precinct);
    c += ` and ${columns.ward} = $${params.length - 1} and ${columns.precinct} = $${params.length}`;
  }
  return c;
}

/**
 * A SQL condition limiting rows to the actor's area, for plain SQL: it appends its parameters to
 * `params` and returns the condition ('true' for a state-wide actor).
 *   const params: unknown[] = [snapshot];
 *   const where = scopeCondition(actor, { county: 'r.county_name', jurisdiction: 'r.jurisdiction_name' }, params);
 *   db.query(`select … from registrations r where r.snapshot_date = $1 and ${where}`, params);
 */
export function scopeCondition(
  actor: Actor,
  columns: { county: string; jurisdiction?: string },
  params: unknown[],
): string {
  if (!actor.county) return 'true';
  const area = {
    county: actor.county.toUpperCase(),
    jurisdiction: actor.jurisdiction?.toUpperCase() || null,
  };
  return `(${areaCondition(columns, area, params)})`;
}
