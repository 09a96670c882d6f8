import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFlagSnapshot, SNAPSHOT } from '../flags/flag.fixture';
import {
  addressCategorySql,
  addressNameSql,
  findingCodesSql,
  fullNameSql,
  lastVotedSql,
  ncoaLateralSql,
  researchCommentsSql,
} from './registration-research';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // Voters 1-200 of Lansing at '100 + n % 50 MAIN ST'; voter 1 has AGE and DUPLICATE findings.
  await insertFlagSnapshot(t.db, 200);
  await t.db.query(`update registrations set middle_name = 'Q' where voter_id = 2`);
  await t.db.query(
    `insert into voting_history (voter_id, election_date, voting_method, first_seen)
     values (2, '2020-11-03', 'ABSENTEE', $1::date), (2, '2022-08-02', 'IN PERSON', $1::date),
            (2, '2024-11-05', 'IN PERSON', '2025-11-01')`,
    [SNAPSHOT],
  );
  // Voter 4's changes of address: two in the file in force at the snapshot (the later row wins),
  // one in a later file.
  await t.db.query(
    `insert into ncoa_records (snapshot_date, line, voter_id, move_effective_date, move_type, new_address,
       new_city, new_state, new_zip, delivery_point)
     values ('2025-09-01', 2, 4, '2023-01-01', 'F', '1 ELM ST', 'DETROIT', 'MI', '48201', '01'),
            ('2025-09-01', 3, 4, '2023-05-01', 'I', '12 OAK ST', 'TOLEDO', 'OH', '43604', '12'),
            ('2025-11-01', 2, 4, '2025-10-20', 'I', '9 PINE ST', 'CHICAGO', 'IL', '60601', '09')`,
  );
  // At 101 MAIN ST (voters 1, 51, ...): a UPS store and a canvass category; at 102 (voters 2, 52,
  // ...) the same, and a researcher's record that overrides them.
  for (const street of ['101 MAIN ST', '102 MAIN ST']) {
    await t.db.query(
      `insert into postal_locations (snapshot_date, line, name, kind, address_line_1, city, state, zip_code,
         norm_street, zip5)
       values ('2025-09-01', 2, 'THE UPS STORE', 'UPS', $1, 'LANSING', 'MI', '48910', $1, '48910'),
              ('2025-11-01', 2, 'LATER STORE', 'CMRA', $1, 'LANSING', 'MI', '48910', $1, '48910')`,
      [street],
    );
    await t.db.query(
      `insert into canvass_records (snapshot_date, line, address_line_1, extension, city, zip_code, category,
         norm_street, unit_key, norm_city, zip5)
       values ('2025-09-01', 2, $1, '', 'LANSING', '48910', 'Commercial', $1, '', 'LANSING', '48910')`,
      [street],
    );
  }
  await t.db.query(
    `insert into address_research (address_hash, county_code, county_name, jurisdiction_name, name, category,
       comments)
     select address_hash, 33, 'INGHAM', 'LANSING CITY', 'ST. MARY CHURCH', 'Church', 'Visited in May'
       from registrations where voter_id = 2`,
  );
});
afterAll(async () => t.drop());

/** One fragment's value for a registration `r` of the snapshot ($1). */
const fragmentOf = async (fragment: string, voterId: number) => {
  const [row] = await t.db.query<{ x: unknown }>(
    `select ${fragment} as x from registrations r where r.snapshot_date = $1::date and r.voter_id = $2`,
    [SNAPSHOT, voterId],
  );
  return row!.x;
};

describe(`the research fragments, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('write the name LAST, FIRST MIDDLE without blank parts', async () => {
    expect(await fragmentOf(fullNameSql('r'), 1)).toBe('VOTER1, JANE');
    expect(await fragmentOf(fullNameSql('r'), 2)).toBe('VOTER2, JANE Q');
  });

  it("list the registration's finding rules at the snapshot, '' for none", async () => {
    expect(await fragmentOf(findingCodesSql('r.voter_id', '$1'), 1)).toBe(
      'AGE_100_PLUS,AGE_90_PLUS,DUPLICATE',
    );
    expect(await fragmentOf(findingCodesSql('r.voter_id', '$1'), 4)).toBe(
      'AGE_100_PLUS,AGE_90_PLUS,DUPLICATE,NCOA_STATE',
    );
    expect(await fragmentOf(findingCodesSql('r.voter_id', "'2025-09-01'"), 1)).toBe('');
  });

  it('read the last vote the history shows as of the snapshot', async () => {
    expect(await fragmentOf(lastVotedSql('r.voter_id', '$1'), 2)).toBe('2022-08-02');
    expect(await fragmentOf(lastVotedSql('r.voter_id', "'2025-11-01'"), 2)).toBe('2024-11-05');
    expect(await fragmentOf(lastVotedSql('r.voter_id', '$1'), 3)).toBeNull();
  });

  it('join the latest change of address of the file in force at the snapshot', async () => {
    const ncoa = async (voterId: number, s: string) =>
      (
        await t.db.query(
          `select ncoa.delivery_point, ncoa.move_type, ncoa.move_effective_date::text as date, ncoa.moved_to
             from registrations r ${ncoaLateralSql('r.voter_id', s)}
            where r.snapshot_date = $1::date and r.voter_id = $2`,
          [SNAPSHOT, voterId],
        )
      )[0];
    expect(await ncoa(4, '$1')).toEqual({
      delivery_point: '12',
      move_type: 'I',
      date: '2023-05-01',
      moved_to: '12 OAK ST, TOLEDO, OH 43604',
    });
    expect(await ncoa(4, "'2025-11-30'")).toMatchObject({ moved_to: '9 PINE ST, CHICAGO, IL 60601' });
    // A registration without one keeps its row, with nulls.
    expect(await ncoa(5, '$1')).toEqual({
      delivery_point: null,
      move_type: null,
      date: null,
      moved_to: null,
    });
  });

  it("name and categorise the address from the sources in force, a researcher's record first", async () => {
    expect(await fragmentOf(addressNameSql('r', '$1'), 1)).toBe('UPS: THE UPS STORE');
    expect(await fragmentOf(addressCategorySql('r', '$1'), 1)).toBe('Commercial');
    expect(await fragmentOf(researchCommentsSql('r'), 1)).toBeNull();
    expect(await fragmentOf(addressNameSql('r', '$1'), 2)).toBe('ST. MARY CHURCH');
    expect(await fragmentOf(addressCategorySql('r', '$1'), 2)).toBe('Church');
    expect(await fragmentOf(researchCommentsSql('r'), 2)).toBe('Visited in May');
    // Before any source was loaded, and with no research: nothing.
    expect(await fragmentOf(addressNameSql('r', "'2025-08-01'"), 1)).toBeNull();
    expect(await fragmentOf(addressCategorySql('r', "'2025-08-01'"), 1)).toBeNull();
    // A later file is in force from its snapshot on.
    expect(await fragmentOf(addressNameSql('r', "'2025-11-01'"), 1)).toBe('CMRA: LATER STORE');
  });
});
