import { err, ok, type Result } from '@voterroll/contract/result';
import type { Queryable } from '@voterroll/db/database';
import { type AnyColumn, and, eq, sql } from '@voterroll/db/operators';
import { ormOf } from '@voterroll/db/orm';
import { zones } from '@voterroll/db/schema';

export type ZoneRef = Pick<
  typeof zones.$inferSelect,
  'zoneHash' | 'level' | 'zoneName' | 'countyName' | 'jurisdictionName' | 'precinct'
>;

const zoneRefColumns = {
  zoneHash: zones.zoneHash,
  level: zones.level,
  zoneName: zones.zoneName,
  countyName: zones.countyName,
  jurisdictionName: zones.jurisdictionName,
  precinct: zones.precinct,
};

const sameName = (column: AnyColumn, name: string) => eq(sql`upper(${column})`, name.trim().toUpperCase());

/** A zone by its hash, or undefined. */
export async function zoneByHash(db: Queryable, zoneHash: string): Promise<ZoneRef | undefined> {
  const [zone] = await ormOf(db).select(zoneRefColumns).from(zones).where(eq(zones.zoneHash, zoneHash));
  return zone;
}

/** Finds a zone by the names a person types: county, then jurisdiction, then precinct. */
export async function findZone(
  db: Queryable,
  names: { county?: string | undefined; jurisdiction?: string | undefined; precinct?: string | undefined },
): Promise<Result<ZoneRef, string>> {
  const orm = ormOf(db);
  if (!names.county) {
    const state = await zoneByHash(db, 'MICHIGAN');
    return state ? ok(state) : err('The state zone is missing: has the database been migrated?');
  }
  const [county] = await orm
    .select(zoneRefColumns)
    .from(zones)
    .where(and(eq(zones.level, 'county'), sameName(zones.countyName, names.county)));
  if (!county) return err(`No county named "${names.county}" has been loaded.`);
  if (!names.jurisdiction) return ok(county);
  const [jurisdiction] = await orm
    .select(zoneRefColumns)
    .from(zones)
    .where(
      and(
        eq(zones.level, 'jurisdiction'),
        eq(zones.parentHash, county.zoneHash),
        sameName(zones.jurisdictionName, names.jurisdiction),
      ),
    );
  if (!jurisdiction)
    return err(`No jurisdiction named "${names.jurisdiction}" in ${county.zoneName} county.`);
  if (!names.precinct) return ok(jurisdiction);
  const p = names.precinct.trim();
  const [precinct] = await orm
    .select(zoneRefColumns)
    .from(zones)
    .where(
      and(
        eq(zones.level, 'precinct'),
        eq(zones.parentHash, jurisdiction.zoneHash),
        sql`(upper(${zones.zoneName}) = upper(${p}) or ${zones.precinct} = ${p} or ${zones.ward} || '-' || ${zones.precinct} = ${p})`,
      ),
    )
    .orderBy(zones.zoneName)
    .limit(1);
  if (!precinct) return err(`No precinct "${names.precinct}" in ${jurisdiction.zoneName}.`);
  return ok(precinct);
}

/**
 * The code of a county by its name as a person types it, or undefined. Registrations are filtered
 * by code: the fixed-width files carry codes only, and names come from the zones table.
 */
export async function countyCodeByName(db: Queryable, name: string): Promise<number | undefined> {
  const [row] = await ormOf(db)
    .select({ code: zones.countyCode })
    .from(zones)
    .where(and(eq(zones.level, 'county'), sameName(zones.countyName, name)));
  return row?.code ?? undefined;
}
