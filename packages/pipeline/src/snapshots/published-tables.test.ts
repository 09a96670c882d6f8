import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { writeQvfCsv } from '../test-support/qvf-files';

/** The tables a load publishes, as the readers need them: all-visible pages, the parents' indexes. */
let t: TestDatabase;
let db: Db;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  dir = mkdtempSync(join(tmpdir(), 'published-'));
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

it('leaves the tables the review and density pages read with every page all-visible (index-only reads)', async () => {
  const path = join(dir, 'may.csv');
  // Born in 1900: each has a finding (age over 100), so the review rows and words have rows.
  writeQvfCsv(
    path,
    Array.from({ length: 400 }, (_, i) => ({
      VOTER_IDENTIFICATION_NUMBER: String(1000 + i),
      LAST_NAME: `OLDEN${i}`,
      YEAR_OF_BIRTH: '1900',
      STREET_NUMBER: String(1 + (i % 40)),
      STREET_NAME: 'CENTURY',
    })),
  );
  const result = await ingestSnapshot(db, { snapshotDate: '2024-05-01', files: { voters: path } });
  if (!result.ok) throw new Error(result.error);
  const pages = await db.query<{ relname: string; relpages: number; relallvisible: number }>(
    `select relname, relpages, relallvisible from pg_class
      where relname in ('review_rows_20240501', 'review_words_20240501', 'address_density_20240501')
      order by relname`,
  );
  expect(pages.map((p) => p.relname)).toEqual([
    'address_density_20240501',
    'review_rows_20240501',
    'review_words_20240501',
  ]);
  for (const p of pages) {
    expect(p.relpages, p.relname).toBeGreaterThan(0);
    expect(p.relallvisible, p.relname).toBe(p.relpages);
  }
});

it("gives each published table the parent's indexes, adopted on attaching, none built twice", async () => {
  // The snapshot of the test before. An index of a partition with no parent index is one its
  // attaching built again (or a second spelling of the parent's that drifted from it).
  const indexes = await db.query<{ index: string; parent: string | null }>(
    `select c.relname as index, p.relname as parent
       from pg_inherits t
       join pg_index i on i.indrelid = t.inhrelid
       join pg_class c on c.oid = i.indexrelid
       left join pg_inherits h on h.inhrelid = c.oid
       left join pg_class p on p.oid = h.inhparent
      where t.inhrelid::regclass::text ~ '_20240501$'
      order by 1`,
  );
  expect(indexes.map((i) => i.index)).toEqual(
    expect.arrayContaining(['address_density_20240501_county', 'review_rows_20240501_voter']),
  );
  expect(indexes.filter((i) => i.parent === null)).toEqual([]);
});
