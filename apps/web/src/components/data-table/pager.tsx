import type { PageLink } from '@voterroll/contract/page-links';
import Pagination from 'react-bootstrap/Pagination';
import { linkedPages, pageCount, shownRange, visiblePages } from './pager-logic';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** Opens a page; a keyset list's page comes with its link's cursor (null: the first page). */
  onPage: (page: number, cursor: string | null) => void;
  /**
   * A keyset list's page links, as its response gives them (issue 39): only these pages are
   * offered (the first, those near this one, the last). Without them, every page opens by number.
   */
  links?: readonly PageLink[];
  label?: string;
}

/** Spec 1 "Pager": "Showing X to Y of N", first/previous/next/last and pruned page numbers; hidden at one page. */
export function Pager({ page, pageSize, total, onPage, links, label = 'Table pages' }: PagerProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const { from, to } = shownRange(page, pageSize, total);
  const cursorOf = (p: number) => links?.find((l) => l.page === p)?.cursor ?? null;
  // Keyset: a page opens only from a link; by number, every page of the count.
  const opens = (p: number) => p !== page && (links ? links.some((l) => l.page === p) : p >= 1 && p <= count);
  const open = (p: number) => onPage(p, cursorOf(p));
  const last = links ? Math.max(page, ...links.map((l) => l.page)) : count;
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
      <span className="text-body-secondary small" data-testid="pager-summary">
        Showing {from} to {to} of {total}
      </span>
      <nav aria-label={label}>
        <Pagination size="sm" className="mb-0 flex-wrap">
          <Pagination.First disabled={!opens(1)} onClick={() => open(1)} aria-label="First page" />
          <Pagination.Prev
            disabled={!opens(page - 1)}
            onClick={() => open(page - 1)}
            aria-label="Previous page"
          />
          {(links ? linkedPages([...links, { page }]) : visiblePages(page, count)).map((item) =>
            item.kind === 'gap' ? (
              <Pagination.Ellipsis key={`gap-${item.after}`} disabled />
            ) : (
              <Pagination.Item
                key={item.page}
                active={item.page === page}
                onClick={() => open(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Pagination.Item>
            ),
          )}
          <Pagination.Next
            disabled={!opens(page + 1)}
            onClick={() => open(page + 1)}
            aria-label="Next page"
          />
          <Pagination.Last disabled={!opens(last)} onClick={() => open(last)} aria-label="Last page" />
        </Pagination>
      </nav>
    </div>
  );
}
