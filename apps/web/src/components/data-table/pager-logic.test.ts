import { describe, expect, it } from 'vitest';
import { clampPage, linkedPages, type PagerItem, pageCount, shownRange, visiblePages } from './pager-logic';

const numbers = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? i.page : '…'));

describe('pager', () => {
  it('counts pages, one page at least', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(83, 10)).toBe(9);
  });

  it('keeps the first, the last and the pages within 2 of the current one', () => {
    expect(numbers(visiblePages(1, 9))).toEqual([1, 2, 3, '…', 9]);
    expect(numbers(visiblePages(5, 9))).toEqual([1, '…', 3, 4, 5, 6, 7, '…', 9]);
    expect(numbers(visiblePages(9, 9))).toEqual([1, '…', 7, 8, 9]);
    expect(numbers(visiblePages(4, 9))).toEqual([1, 2, 3, 4, 5, 6, '…', 9]);
  });

  it('shows no gap where no page is left out', () => {
    expect(numbers(visiblePages(3, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(numbers(visiblePages(1, 1))).toEqual([1]);
    expect(numbers(visiblePages(2, 2))).toEqual([1, 2]);
  });

  it('clamps a page past the end to the last page and bad pages to the first', () => {
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(2, 5)).toBe(2);
  });

  it('says which rows are shown', () => {
    expect(shownRange(1, 10, 83)).toEqual({ from: 1, to: 10 });
    expect(shownRange(9, 10, 83)).toEqual({ from: 81, to: 83 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('keyset pager', () => {
  it('offers only the linked pages, with gaps where pages are left out', () => {
    const links = [1, 48, 49, 51, 52, 170].map((page) => ({ page }));
    expect(numbers(linkedPages([...links, { page: 50 }]))).toEqual([1, '…', 48, 49, 50, 51, 52, '…', 170]);
    expect(numbers(linkedPages([{ page: 2 }, { page: 1 }, { page: 3 }]))).toEqual([1, 2, 3]);
  });
});
