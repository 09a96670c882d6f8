import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { generate } from '@voterroll/voterfile/generator/generate';
import type { QvfRegistration } from '@voterroll/voterfile/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDING_ZONE_COLUMNS } from '../findings/finding-context';
import { duplicateRule } from '../findings/identity-rules';
import { ingestSnapshot } from '../ingest-snapshot';
import { snapshotTables } from '../snapshots/snapshot-tables';
import { type QvfRow, writeQvfCsv } from '../test-support/qvf-files';
import { DuplicateKeys, keyHashOf } from './duplicate-keys';

/** Letters only (a name in normal form) for a number. */
const letters = (n: number): string => {
  let s = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
};

/**
 * Two last names whose rule-2 keys (first name X, no middle, 1970) share a 32-bit hash: found by
 * trying names until two collide (the hash is fixed, so the same pair every run).
 */
function collidingLastNames(): [string, string] {
  const seen = new Map<number, string>();
  for (let i = 0; ; i++) {
    const last = `Q${letters(i)}`;
    const h = keyHashOf('name', { first: 'X', middle: '', last, year: 1970, addressHash: '' });
    const other = seen.get(h);
    if (other !== undefined) return [other, last];
    seen.set(h, last);
  }
}

const registration = (first: string, middle: string, last: string, year: number | null, status = 'A') =>
  ({
    firstName: first,
    middleName: middle,
    lastName: last,
    yearOfBirth: year,
    statusCode: status,
  }) as QvfRegistration;
/** A COPY line ending as address-forms.ts writes one: the address hash, the full address hash. */
const lineAt = (address: string) => `...,${address.padEnd(32, '0')},${'f'.repeat(32)}\n`;

describe('DUPLICATE keys counted in the stream', () => {
  it('lists a group whose members stand a million rows apart, across the chunks of its arrays', () => {
    const keys = new DuplicateKeys();
    const rows = 1_100_000;
    for (let i = 0; i < rows; i++) {
      const last = i === rows - 1 ? letters(0) : letters(i);
      keys.add(i + 1, registration('ANN', '', last, 1950), lineAt(letters(i)));
    }
    const candidates = keys.candidates();
    expect(candidates[0]).toBe(1);
    expect(candidates.at(-1)).toBe(rows);
    // Besides, the pairs that share a 32-bit hash by chance: about 140 a rule at 1.1 million.
    expect(candidates.length).toBeLessThan(1_000);
  });

  it('lists by either rule, and only registrations DUPLICATE reads', () => {
    const keys = new DuplicateKeys();
    keys.add(1, registration('ANN', 'B', 'LEE', 1950), lineAt('1'));
    keys.add(2, registration('ANN', 'C', 'ROE', 1950), lineAt('1')); // rule 1 with 1
    keys.add(3, registration('ANN', 'B', 'LEE', 1950), lineAt('2')); // rule 2 with 1
    keys.add(4, registration('ANN', 'B', 'LEE', 1950, 'C'), lineAt('1')); // cancelled: not read
    keys.add(5, registration('ANN', 'B', 'LEE', null), lineAt('1')); // no birth year
    keys.add(6, registration('', 'B', 'LEE', 1950), lineAt('1')); // no first name
    keys.add(7, registration('BO', '', '', 1950), lineAt('3'));
    keys.add(8, registration('BO', '', '', 1950), lineAt('4')); // no last name: no rule 2 with 7
    expect(keys.candidates()).toEqual([1, 2, 3]);
  });

  it('lists registrations whose keys share only a hash (the SQL then tells them apart)', () => {
    const [a, b] = collidingLastNames();
    const keys = new DuplicateKeys();
    keys.add(1, registration('X', '', a, 1970), lineAt('1'));
    keys.add(2, registration('X', '', b, 1970), lineAt('2'));
    keys.add(3, registration('X', '', 'OTHER', 1970), lineAt('3'));
    expect(keys.candidates()).toEqual([1, 2]);
    // With one bit of hash, most keys collide.
    const narrow = new DuplicateKeys(1);
    for (let i = 0; i < 5; i++) narrow.add(i + 1, registration('X', '', letters(i), 1970), lineAt(String(i)));
    expect(narrow.candidates()).toEqual([1, 2, 3, 4, 5]);
  });
});

let t: TestDatabase;
let db: Db;
let dir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  dir = mkdtempSync(join(tmpdir(), 'duplicate-keys-'));
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** DUPLICATE's rows of a loaded snapshot: every column, evidence as text. */
const duplicateRows = (table: string, where = "rule = 'DUPLICATE'") =>
  db.query(
    `select voter_id, rule, detail, evidence::text as evidence, ${FINDING_ZONE_COLUMNS}
     from ${table} where ${where} order by voter_id`,
  );

/** DUPLICATE grouped over every registration of the snapshot (no candidates), into a table of its own. */
async function groupedEverything(snapshotDate: string): Promise<unknown[]> {
  const tables = snapshotTables(snapshotDate);
  await db.exec(
    `drop table if exists all_duplicates;
     create table all_duplicates (like findings including defaults);
     alter table all_duplicates alter column snapshot_date set default '${snapshotDate}'`,
  );
  const rule = duplicateRule({
    snapshotDate,
    year: Number(snapshotDate.slice(0, 4)),
    registrations: tables.registrations,
    findings: 'all_duplicates',
    lastVote: tables.lastVote,
    sources: { deceased: null, ncoa: null, postal: null, canvass: null },
    duplicateCandidates: null,
  });
  await db.query(rule.sql, rule.params);
  return duplicateRows('all_duplicates');
}

describe('DUPLICATE from the streamed candidates', () => {
  it('finds a group split across the file and not a pair sharing only a hash', async () => {
    const [a, b] = collidingLastNames();
    const person = (id: number, first: string, last: string, street: string): QvfRow => ({
      VOTER_IDENTIFICATION_NUMBER: String(id),
      FIRST_NAME: first,
      LAST_NAME: last,
      YEAR_OF_BIRTH: '1970',
      STREET_NUMBER: street,
    });
    const filler = Array.from({ length: 500 }, (_, i) =>
      person(100 + i, `F${letters(i)}`, 'FILL', `${i + 10}`),
    );
    writeQvfCsv(join(dir, 'voters.csv'), [
      person(1, 'PAT', 'GROUP', '1'),
      person(2, 'X', a, '2'),
      ...filler,
      person(3, 'X', b, '3'),
      person(4, 'PAT', 'GROUP', '4'),
    ]);
    const loaded = await ingestSnapshot(db, {
      snapshotDate: '2025-09-01',
      files: { voters: join(dir, 'voters.csv') },
    });
    if (!loaded.ok) throw new Error(loaded.error);
    const found = await duplicateRows('findings', "snapshot_date = '2025-09-01' and rule = 'DUPLICATE'");
    expect(found.map((r) => (r as { voter_id: number }).voter_id)).toEqual([1, 4]);
    expect(found).toEqual(await groupedEverything('2025-09-01'));
  });

  it('gives a generated snapshot the findings of grouping every registration', async () => {
    const out = join(dir, 'generated');
    await generate({ outDir: out, voters: 3000, snapshots: 1, seed: 7 });
    const [date] = readdirSync(out).filter((f) => /^\d{4}-\d{2}-\d{2}$/.test(f));
    if (!date) throw new Error('no snapshot generated');
    const loaded = await ingestSnapshot(db, {
      snapshotDate: date,
      files: { voters: join(out, date, 'EntireStateVoters.csv') },
    });
    if (!loaded.ok) throw new Error(loaded.error);
    const found = await duplicateRows('findings', `snapshot_date = '${date}' and rule = 'DUPLICATE'`);
    // Groups by both rules, so that the comparison covers each.
    expect(found.length).toBeGreaterThan(10);
    const evidence = found.map((r) => (r as { evidence: string }).evidence).join();
    expect(evidence).toContain('"part": "address"');
    expect(evidence).toContain('"part": "name"');
    expect(found).toEqual(await groupedEverything(date));
  });
});
