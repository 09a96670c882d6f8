import { ACCENT_FOLDS, foldAccents } from '@voterroll/contract/review-search-words';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldAccentsSql, SHORT_WORD, searchWords, WORD_SEPARATOR, WORDS_OF_ROW } from './review-words';

describe('searchWords', () => {
  it('upper-cases a search and splits it on anything but letters and digits', () => {
    expect(searchWords("o'brien, mary-ann  12th")).toEqual(['O', 'BRIEN', 'MARY', 'ANN', '12TH']);
    expect(searchWords('  smith\tjohn ')).toEqual(['SMITH', 'JOHN']);
  });

  it('gives no words for a search of separators only', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' -,./ ')).toEqual([]);
  });

  it('drops duplicates and a word that starts another searched word', () => {
    expect(searchWords('smith SMITH')).toEqual(['SMITH']);
    expect(searchWords('S SMITH')).toEqual(['SMITH']);
    expect(searchWords('SMITH S')).toEqual(['SMITH']);
    expect(searchWords('JO JOHN JOHNSON')).toEqual(['JOHNSON']);
    // A word inside another, not at its start, is kept: only prefixes are implied.
    expect(searchWords('MITH SMITH')).toEqual(['MITH', 'SMITH']);
  });

  it('counts words of one and two letters as short (the load counts their prefixes per zone)', () => {
    expect(SHORT_WORD).toBe(2);
  });
});

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

describe(`the stored words, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  /** The words the load stores of a review row (review_words: WORDS_OF_ROW split by WORD_SEPARATOR). */
  const storedWords = async (nameSearch: string | null, address: string | null) =>
    (
      await t.db.query<{ word: string }>(
        `select w.word from (select $1::text as name_search, $2::text as full_street_address) rr
          cross join lateral regexp_split_to_table(${WORDS_OF_ROW}, '${WORD_SEPARATOR}')
                     with ordinality as w(word, n)
          where w.word <> '' order by w.n`,
        [nameSearch, address],
      )
    ).map((r) => r.word);

  it('are the name, then the upper-cased street address, split as a search is', async () => {
    expect(await storedWords("O'BRIEN MARY-ANN", '12 n Main St, Apt #4')).toEqual([
      'O',
      'BRIEN',
      'MARY',
      'ANN',
      '12',
      'N',
      'MAIN',
      'ST',
      'APT',
      '4',
    ]);
    const typed = "o'brien mary-ann 12 n main st, apt #4";
    expect(await storedWords("O'BRIEN MARY-ANN", '12 n Main St, Apt #4')).toEqual(
      typed.toUpperCase().split(new RegExp(WORD_SEPARATOR)),
    );
  });

  it('are the name alone, or the address alone, when the other is missing', async () => {
    expect(await storedWords('DOE JANE', null)).toEqual(['DOE', 'JANE']);
    expect(await storedWords(null, '1 Main St')).toEqual(['1', 'MAIN', 'ST']);
  });

  it('include every searched word of a row as the start of a stored word', async () => {
    const words = await storedWords('SMITHSON JOHN', '100 Oak Ave');
    for (const w of searchWords('smi jo 10 oak'))
      expect(
        words.some((s) => s.startsWith(w)),
        w,
      ).toBe(true);
  });

  it('are folded as a search is: each accented letter as its base letters, by the same table', async () => {
    const letters = [...ACCENT_FOLDS.keys()];
    const [row] = await t.db.query<{ folded: string[] }>(
      `select array_agg(${foldAccentsSql('l')} order by n) as folded from unnest($1::text[]) with ordinality as x(l, n)`,
      [letters],
    );
    expect(row?.folded).toEqual(letters.map((l) => foldAccents(l)));
    expect(await storedWords('MUÑOZ JOSÉ', '1 Calle Señor Ærø')).toEqual([
      'MUNOZ',
      'JOSE',
      '1',
      'CALLE',
      'SENOR',
      'AERO',
    ]);
    for (const w of searchWords('muñ jose senor ÆR'))
      expect(
        (await storedWords('MUÑOZ JOSÉ', '1 Calle Señor Ærø')).some((s) => s.startsWith(w)),
        w,
      ).toBe(true);
  });
});
