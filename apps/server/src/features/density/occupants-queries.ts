import type { OccupantRow } from '@voterroll/contract/density-api';
import type { Actor } from '@voterroll/contract/roles';
import type { Queryable } from '@voterroll/db/database';
import { scopeCondition } from '../../auth/scope';

/** The most occupants one street address answers (the largest real buildings hold a few hundred). */
const OCCUPANTS_MAX = 2000;

/**
 * The registered voters at a street address (every unit) in a county at a snapshot, limited to the
 * actor's area: the address's dwellings by the addresses' address_hash index, then each dwelling's
 * registrations by the snapshot's full_address_hash index. The page sorts and pages them.
 */
export async function occupantsOf(
  db: Queryable,
  o: { snapshot: string; addressHash: string; countyCode: number; actor: Actor },
): Promise<OccupantRow[]> {
  const params: unknown[] = [o.snapshot, o.addressHash, o.countyCode];
  const scope = scopeCondition(
    o.actor,
    { county: 'r.county_name', jurisdiction: 'r.jurisdiction_name' },
    params,
  );
  const rows = await db.query<Omit<OccupantRow, 'row_number'>>(
    `select r.voter_id::text as voter_identification_number, r.last_name, r.first_name, r.year_of_birth,
            r.extension
       from addresses a
       join registrations r on r.snapshot_date = $1::date and r.full_address_hash = a.full_address_hash
      where a.address_hash = $2 and r.county_code = $3 and r.voter_status_type_code in ('A', 'V', 'CH', 'I')
        and ${scope}
      order by r.last_name, r.first_name, r.voter_id
      limit ${OCCUPANTS_MAX}`,
    params,
  );
  return rows.map((r, i) => ({ ...r, row_number: i + 1 }));
}
