import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSnapshot } from '../test-support/stored-rows';
import { actorOf, insertFlagSnapshot, SNAPSHOT } from './flag.fixture';
import { outsideScope, placeOf } from './flag-place';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await insertFlagSnapshot(t.db, 20);
  // A later snapshot still loading: its registrations are not the current ones.
  await insertSnapshot(t.db, '2025-11-01', 'loading');
});
afterAll(async () => t.drop());

describe(`placeOf, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("is the registration's place in the current snapshot, with its address hash", async () => {
    expect(await placeOf(t.db, 1, undefined)).toEqual({
      county: 'INGHAM',
      jurisdiction: 'LANSING CITY',
      // md5('101 MAIN ST||LANSING|48910'), as the load computes it.
      fullAddressHash: 'c7ea93076e8d12e96e52c6f735d8ab21',
      snapshotDate: SNAPSHOT,
    });
    // The registration's own place wins over the flag's (a flag follows its registration's moves).
    expect(
      await placeOf(t.db, 1, { county_name: 'KENT', jurisdiction_name: 'GRAND RAPIDS CITY' }),
    ).toMatchObject({
      county: 'INGHAM',
      jurisdiction: 'LANSING CITY',
    });
  });

  it("keeps a flagged registration no longer in the voter file at its flag's place", async () => {
    expect(
      await placeOf(t.db, 99_999, { county_name: 'KENT', jurisdiction_name: 'GRAND RAPIDS CITY' }),
    ).toEqual({
      county: 'KENT',
      jurisdiction: 'GRAND RAPIDS CITY',
      fullAddressHash: null,
      snapshotDate: null,
    });
  });

  it('is null for a registration neither in the voter file nor flagged', async () => {
    expect(await placeOf(t.db, 99_999, undefined)).toBeNull();
  });

  it('reads the latest ready snapshot when several are', async () => {
    await insertSnapshot(t.db, '2025-10-15');
    await t.db.query(
      `insert into registrations (snapshot_date, voter_id, county_code, county_name, jurisdiction_code,
         jurisdiction_name, voter_status_type_code, norm_street, unit_key, unit_display, norm_city, zip5,
         address_hash, full_address_hash)
       values ('2025-10-15', 1, 41, 'KENT', 34000, 'GRAND RAPIDS CITY', 'A', '1 MAIN ST', '', '', 'GRAND RAPIDS',
               '49503', 'a', 'b')`,
    );
    expect(await placeOf(t.db, 1, undefined)).toEqual({
      county: 'KENT',
      jurisdiction: 'GRAND RAPIDS CITY',
      fullAddressHash: 'b',
      snapshotDate: '2025-10-15',
    });
    // Voter 2 is not in the latest snapshot: it is unknown there, whatever earlier ones held.
    expect(await placeOf(t.db, 2, undefined)).toBeNull();
  });
});

describe('outsideScope', () => {
  const lansing = { county: 'INGHAM', jurisdiction: 'LANSING CITY' };

  it('lets a state-wide user, and a user of the same county or jurisdiction in any case, in', () => {
    expect(outsideScope(actorOf('ROLE_ELECTION-PATRIOT'), lansing)).toBeNull();
    expect(outsideScope(actorOf('ROLE_ELECTION-PATRIOT', 1, { county: 'ingham' }), lansing)).toBeNull();
    expect(
      outsideScope(actorOf('ROLE_CLERK', 1, { county: 'Ingham', jurisdiction: 'Lansing City' }), lansing),
    ).toBeNull();
  });

  it("says where the registration is and what the user's area is", () => {
    expect(outsideScope(actorOf('ROLE_ELECTION-PATRIOT', 1, { county: 'KENT' }), lansing)).toBe(
      'is registered in LANSING CITY, INGHAM county, outside your area (KENT county).',
    );
    expect(
      outsideScope(
        actorOf('ROLE_CLERK', 1, { county: 'INGHAM', jurisdiction: 'EAST LANSING CITY' }),
        lansing,
      ),
    ).toBe(
      'is registered in LANSING CITY, INGHAM county, outside your area (EAST LANSING CITY, INGHAM county).',
    );
  });
});
