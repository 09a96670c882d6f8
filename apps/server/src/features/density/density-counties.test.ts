import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { generate } from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { densityCounties } from './queries';

/**
 * The county table's addresses still to categorise, counted from the research rows through the
 * 5+ rows' address index, equal what counting each county's 5+ range gave: on two generated
 * snapshots, with research of every status at addresses of every size.
 */
const SNAPSHOTS = ['2025-09-01', '2025-10-01'];
let t: TestDatabase;
let dir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'density-counties-'));
  await generate({ outDir: dir, voters: 3000, snapshots: 2, seed: 9 });
  for (const date of SNAPSHOTS) {
    const loaded = await ingestSnapshot(t.db, {
      snapshotDate: date,
      files: { voters: join(dir, date, 'EntireStateVoters.csv') },
    });
    if (!loaded.ok) throw new Error(loaded.error);
  }
  // Research at every third address of any size, the four statuses in turn.
  await t.db.query(
    `insert into address_research (address_hash, county_code, county_name, jurisdiction_name, current_triage_status)
     select address_hash, county_code, 'X', 'X', (array['CANVASS', 'INVALID', 'NEW', 'MELISSA_LICENSE_ERROR'])[1 + i % 4]
       from (select address_hash, min(county_code) as county_code,
                    row_number() over (order by address_hash)::int as i
               from address_density group by address_hash) a
      where i % 3 = 0`,
  );
}, 300_000);
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The table as counted before: each county's 5+ range joined to the research. */
async function countedPerCounty(snapshot: string) {
  return t.db.query(
    `select z.county_name, z.zone_hash, c.total_addresses, c.addresses_gt_4 as addr_gt_4_reg,
            c.addresses_gt_4 - (
              select count(distinct d.address_hash)::int
                from address_density d
                join address_research ar on ar.address_hash = d.address_hash
                 and ar.current_triage_status in ('CANVASS', 'INVALID')
               where d.snapshot_date = $1::date and d.county_code = c.county_code and d.registration_count > 4
            ) as new_addr_gt_4_reg
       from address_density_counties c
       join zones z on z.level = 'county' and z.county_code = c.county_code
      where c.snapshot_date = $1::date
      order by z.county_name`,
    [snapshot],
  );
}

describe(`the density county table on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('counts the categorised addresses of 5 or more per county and snapshot as before', async () => {
    for (const snapshot of SNAPSHOTS) {
      const expected = await countedPerCounty(snapshot);
      const rows = await densityCounties(t.db, snapshot);
      expect(rows).toEqual(expected);
      // The fixture has counties where research lowers the figure and others where it does not.
      expect(rows.some((r) => r.new_addr_gt_4_reg < r.addr_gt_4_reg)).toBe(true);
      expect(rows.some((r) => r.addr_gt_4_reg > 0 && r.new_addr_gt_4_reg === r.addr_gt_4_reg)).toBe(true);
    }
  });
});
