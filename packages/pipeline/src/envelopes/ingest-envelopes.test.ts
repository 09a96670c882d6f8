import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@voterroll/db/database';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lansingBoard, readEnvelope, writeEnvelopeSetFixture } from './envelope-set.fixture';
import { ingestEnvelopes } from './ingest-envelopes';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
});
afterAll(async () => t.drop());

const count = async (table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

describe('ingestEnvelopes', () => {
  it('loads boards and envelopes, reports bad rows, and keeps envelopes loaded before', async () => {
    const set = writeEnvelopeSetFixture(
      [lansingBoard('1', '001'), lansingBoard('1', '002'), lansingBoard('2', '003')],
      [
        readEnvelope('AV-1.svg', '1'),
        readEnvelope('AV-2.svg', '2', { OCR_BALLOT_SIGNED_DATE: '1O/05/2020' }),
        readEnvelope('AV-3.svg', '7'),
        readEnvelope('AV-4.svg', '1'),
      ],
      { images: ['AV-1.svg', 'AV-2.svg', 'AV-3.svg'], extraOcrText: '"AV-5.svg","1"\r\n' },
    );
    try {
      const first = await ingestEnvelopes(db, { folder: set.folder, imageDir: set.imageDir });
      if (!first.ok) throw new Error(first.error);
      expect(first.value).toMatchObject({
        boardPrecincts: 3,
        envelopesLoaded: 2,
        envelopesKept: 0,
        problemCount: 3,
      });
      expect(first.value.problems.map((p) => [p.line, p.reason])).toEqual([
        [6, 'expected 9 fields, found 2'],
        [4, 'AVCB_NUMBER 7 is not a board of avcb-boards.csv'],
        [5, "image AV-4.svg is not in the set's images folder"],
      ]);
      const rows = await db.query<Record<string, unknown>>(
        `select file_name, image_location, avcb_number, county_name, jurisdiction_name, current_data_entry_status,
                ocr_ballot_signed_date, source_line from ballot_envelopes order by file_name`,
      );
      expect(rows).toEqual([
        {
          file_name: 'AV-1.svg',
          image_location: '2020/AV-1.svg',
          avcb_number: 1,
          county_name: 'INGHAM',
          jurisdiction_name: 'LANSING CITY',
          current_data_entry_status: 'OCR',
          ocr_ballot_signed_date: '2020-10-05',
          source_line: 2,
        },
        {
          file_name: 'AV-2.svg',
          image_location: '2020/AV-2.svg',
          avcb_number: 2,
          county_name: 'INGHAM',
          jurisdiction_name: 'LANSING CITY',
          current_data_entry_status: 'REVIEW',
          ocr_ballot_signed_date: '1O/05/2020',
          source_line: 3,
        },
      ]);
      expect(existsSync(join(set.imageDir, '2020', 'AV-1.svg'))).toBe(true);

      // Data entry on one, then the same set again: nothing doubled, the entry kept.
      await db.query(
        `update ballot_envelopes set name = 'ADA LOVE', current_data_entry_status = 'ENTERED' where file_name = 'AV-1.svg'`,
      );
      const again = await ingestEnvelopes(db, { folder: set.folder, imageDir: set.imageDir });
      if (!again.ok) throw new Error(again.error);
      expect(again.value).toMatchObject({ boardPrecincts: 0, envelopesLoaded: 0, envelopesKept: 2 });
      expect(again.value.problems.at(-1)?.reason).toBe('AV-2.svg was loaded before: its data entry is kept');
      expect(
        await db.query(
          `select name, current_data_entry_status from ballot_envelopes where file_name = 'AV-1.svg'`,
        ),
      ).toEqual([{ name: 'ADA LOVE', current_data_entry_status: 'ENTERED' }]);
    } finally {
      set.remove();
    }
  });

  it('writes nothing when a board contradicts the stored boards, or a file is missing or refused', async () => {
    const before = [await count('avcb_precincts'), await count('ballot_envelopes')];
    const clash = writeEnvelopeSetFixture(
      [lansingBoard('9', '001'), lansingBoard('9', '010')],
      [readEnvelope('AV-20.svg', '9')],
    );
    const refused = writeEnvelopeSetFixture([{ AVCB_NUMBER: '1' }], [readEnvelope('AV-21.svg', '1')]);
    try {
      expect(await ingestEnvelopes(db, { folder: clash.folder, imageDir: clash.imageDir })).toEqual({
        ok: false,
        error:
          'avcb-boards.csv: precinct 001 of LANSING CITY is counted by board 9 here but by board 1 as loaded before.',
      });
      const missing = await ingestEnvelopes(db, {
        folder: join(clash.folder, 'nowhere'),
        imageDir: clash.imageDir,
      });
      expect(missing.ok).toBe(false);
      if (!missing.ok) expect(missing.error).toMatch(/avcb-boards\.csv does not exist/);
      // A board row that cannot be read: its envelopes have no board, so they are reported, not loaded.
      const short = await ingestEnvelopes(db, { folder: refused.folder, imageDir: refused.imageDir });
      if (!short.ok) throw new Error(short.error);
      expect(short.value.problems.map((p) => p.reason)).toContain(
        'AVCB_NUMBER 1 is not a board of avcb-boards.csv',
      );
      expect([await count('avcb_precincts'), await count('ballot_envelopes')]).toEqual(before);
    } finally {
      clash.remove();
      refused.remove();
    }
  });
});
