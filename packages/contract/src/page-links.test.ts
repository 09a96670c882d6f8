import { describe, expect, it } from 'vitest';
import { encodeCursor, listDigest, PAGE_CURSOR_DAMAGED, pageCursorParam, pageLinksOf } from './page-links';

describe('a page link’s cursor', () => {
  it('reads back what it was made of, names with accents and blanks included', () => {
    const cursor = { l: listDigest(['full_name', 'asc']), p: 57, k: ['NÚÑEZ, JOSÉ', 12345678] };
    expect(pageCursorParam.parse(encodeCursor(cursor))).toEqual(cursor);
    const last = { l: 'x', p: 9 };
    expect(pageCursorParam.parse(encodeCursor(last))).toEqual(last);
    expect(pageCursorParam.parse(encodeCursor({ l: 'x', p: 2, k: [null, 5] }))).toEqual({
      l: 'x',
      p: 2,
      k: [null, 5],
    });
  });

  it('refuses a damaged or made-up cursor with the user’s message', () => {
    for (const bad of [
      'not-a-cursor!',
      'eyJ',
      encodeCursor({ l: 'x', p: 0 }),
      encodeCursor({ l: 'x', p: 99_999_999_999 }),
      btoa('{"p":"one"}'),
    ]) {
      const r = pageCursorParam.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PAGE_CURSOR_DAMAGED);
    }
  });

  it('tells lists apart by what they are', () => {
    expect(listDigest(['full_name', 'asc'])).not.toBe(listDigest(['full_name', 'desc']));
    expect(listDigest(['full_name', 'asc'])).toBe(listDigest(['full_name', 'asc']));
  });

  it('links the first page, the pages near this one by the key before each, and the last', () => {
    // Page 5 of 10, 30 a page: keys known at places 60 to 180 (read around the page).
    const keyAt = (n: number) => (n >= 60 && n <= 180 ? [`K${n}`, n] : undefined);
    const links = pageLinksOf({ page: 5, count: 10, size: 30, window: 2, list: 'x', keyAt });
    expect(links.map((l) => l.page)).toEqual([1, 3, 4, 6, 7, 10]);
    expect(links[0]?.cursor).toBeNull();
    expect(pageCursorParam.parse(links[1]?.cursor ?? '')).toEqual({ l: 'x', p: 3, k: ['K60', 60] });
    // The last page's key is not known here: its link reads from the end.
    expect(pageCursorParam.parse(links[5]?.cursor ?? '')).toEqual({ l: 'x', p: 10 });
  });
});
