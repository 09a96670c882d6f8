import Pagination from 'react-bootstrap/Pagination';
import { pageCount, shownRange, visiblePages } from './pager-logic';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Spec 1 "Pager": "Showing X to Y of N", first/previous/next/last and pruned page numbers; hidden at one page. */
export function Pager({ page, pageSize, total, onPage, label = 'Table pages' }: PagerProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const { from, to } = shownRange(page, pageSize, total);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
      <span className="text-body-secondary small" data-testid="pager-summary">
        Showing {from} to {to} of {total}
      </span>
      <nav aria-label={label}>
        <Pagination size="sm" className="mb-0 flex-wrap">
          <Pagination.First disabled={page === 1} onClick={() => onPage(1)} aria-label="First page" />
          <Pagination.Prev
            disabled={page === 1}
            onClick={() => onPage(page - 1)}
            aria-label="Previous page"
          />
          {visiblePages(page, count).map((item) =>
            item.kind === 'gap' ? (
              <Pagination.Ellipsis key={`gap-${item.after}`} disabled />
            ) : (
              <Pagination.Item
                key={item.page}
                active={item.page === page}
                onClick={() => onPage(item.page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Pagination.Item>
            ),
          )}
          <Pagination.Next
            disabled={page === count}
            onClick={() => onPage(page + 1)}
            aria-label="Next page"
          />
          <Pagination.Last disabled={page === count} onClick={() => onPage(count)} aria-label="Last page" />
        </Pagination>
      </nav>
    </div>
  );
}
