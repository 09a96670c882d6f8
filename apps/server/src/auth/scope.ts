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
  params.push(actor.county.toUpperCase());
  let condition = `${columns.county} = $${params.length}`;
  if (actor.jurisdiction && columns.jurisdiction) {
    params.push(actor.jurisdiction.toUpperCase());
    condition += ` and ${columns.jurisdiction} = $${params.length}`;
  }
  return `(${condition})`;
}
