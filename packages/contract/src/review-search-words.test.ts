import { describe, expect, it } from 'vitest';
import { reviewCsvQuery, reviewListQuery } from './review-api';
import {
  ACCENT_FOLDS,
  foldAccents,
  isAnsweredSearch,
  REVIEW_SEARCH_MORE_LETTERS,
  searchWords,
} from './review-search-words';

describe('which review searches are answered', () => {
  it('answers a word of three letters or more beside any others, one short word, and two initials', () => {
    for (const q of [
      'smith',
      'smith j',
      'j s main',
      'S',
      'sm',
      '1',
      'j s',
      'J. S.',
      's smith',
      'S SM',
      '',
      ' - ',
    ])
      expect(isAnsweredSearch(q), q).toBe(true);
  });

  it('refuses other searches of short words alone, in both the list and the CSV', () => {
    for (const q of ['j sm', 'ab cd', 'j s m', '1 m', '12 m']) {
      expect(isAnsweredSearch(q), q).toBe(false);
      for (const schema of [reviewListQuery, reviewCsvQuery]) {
        const parsed = schema.safeParse({ q });
        expect(parsed.success, q).toBe(false);
        expect(parsed.error?.issues.map((i) => i.message)).toEqual([REVIEW_SEARCH_MORE_LETTERS]);
      }
    }
    expect(reviewListQuery.parse({ q: ' j s ' }).q).toBe('j s');
  });
});

describe('accented letters in a search', () => {
  it('are searched by their base letters, whether typed with their accents or without', () => {
    expect(searchWords('MUÑOZ')).toEqual(['MUNOZ']);
    expect(searchWords('muñoz josé')).toEqual(['MUNOZ', 'JOSE']);
    expect(searchWords('MUN\u0303OZ')).toEqual(['MUNOZ']);
    expect(searchWords('Müller, Straße Côté Ægir')).toEqual(['MULLER', 'STRASSE', 'COTE', 'AEGIR']);
    for (const q of ['MUÑOZ', 'MUÑ', 'muñoz j', 'Ñ', 'ÑU']) expect(isAnsweredSearch(q), q).toBe(true);
    expect(reviewListQuery.safeParse({ q: 'MUÑOZ' }).success).toBe(true);
  });

  it('fold every letter of Latin-1 to A-Z, each as its accents stripped where it has a decomposition', () => {
    const letters = Array.from({ length: 0x40 }, (_, i) => String.fromCharCode(0xc0 + i)).filter(
      (c) => c !== '×' && c !== '÷',
    );
    for (const letter of letters) {
      const folded = foldAccents(letter).toUpperCase();
      expect(ACCENT_FOLDS.has(letter), letter).toBe(true);
      expect(folded, letter).toMatch(/^[A-Z]+$/);
      const stripped = letter.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      if (stripped.length === 1 && /[A-Z]/.test(stripped)) expect(folded, letter).toBe(stripped);
    }
    for (const [letter, base] of ACCENT_FOLDS) expect(base, letter).toMatch(/^[A-Z]+$/);
    expect(foldAccents("O'BRIEN-SMITH 12½")).toBe("O'BRIEN-SMITH 12½");
  });
});
