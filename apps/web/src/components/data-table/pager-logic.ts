/** The pager's arithmetic (spec 1 "Pager"), kept apart from React so it is tested on its own. Pages count from 1. */

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** A page that no longer exists (the rows shrank) becomes the last one; below 1 becomes 1. */
export const clampPage = (page: number, count: number): number =>
  Math.min(Math.max(1, Number.isFinite(page) ? Math.trunc(page) : 1), Math.max(1, count));

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** The first, the last and the pages within 2 of the current one, with a gap where pages are left out. */
export function visiblePages(current: number, count: number): PagerItem[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= count) pages.add(p);
  return withGaps(pages);
}

/**
 * A keyset list's pages (issue 39): only those its response links (the first, the last and those
 * near the current page), with a gap where pages are left out.
 */
export const linkedPages = (links: readonly { page: number }[]): PagerItem[] =>
  withGaps(new Set(links.map((l) => l.page)));

function withGaps(pages: Set<number>): PagerItem[] {
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page > previous + 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

/** "Showing X to Y of N": the 1-based positions of the first and last rows of the page. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}
