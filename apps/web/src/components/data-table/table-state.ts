import { useState } from 'react';
import { useUrlParams } from '../../lib/use-url-params';

export interface SortState {
  id: string;
  desc: boolean;
}

export interface TableState {
  page: number;
  sort: SortState | null;
  setPage: (page: number) => void;
  /** A new sort always returns to page 1 (spec 1 "Pager"). */
  setSort: (sort: SortState) => void;
}

/**
 * Sorting and paging of one table: in the URL query when `urlKey` is given (so a sorted, paged view
 * can be shared and reloaded), else in component state. `urlKey` prefixes the parameters, so two
 * tables on one page do not collide.
 */
export function useTableState(initialSort: SortState | null, urlKey?: string): TableState {
  const [params, setParams] = useUrlParams();
  const [local, setLocal] = useState<{ page: number; sort: SortState | null }>({
    page: 1,
    sort: initialSort,
  });
  const names = urlKey ? { page: `${urlKey}page`, sort: `${urlKey}sort` } : null;

  const fromUrl = (): { page: number; sort: SortState | null } => {
    if (!names) return local;
    const page = Number(params.get(names.page) ?? '1');
    const sortParam = params.get(names.sort);
    // "zone_name" or "-zone_name" (descending).
    const sort = sortParam
      ? { id: sortParam.replace(/^-/, ''), desc: sortParam.startsWith('-') }
      : initialSort;
    return { page: Number.isFinite(page) ? page : 1, sort };
  };
  const state = fromUrl();

  const write = (next: { page: number; sort: SortState | null }) => {
    if (!names) {
      setLocal(next);
      return;
    }
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.page > 1) p.set(names.page, String(next.page));
        else p.delete(names.page);
        if (next.sort) p.set(names.sort, `${next.sort.desc ? '-' : ''}${next.sort.id}`);
        else p.delete(names.sort);
        return p;
      },
      { replace: true },
    );
  };

  return {
    page: state.page,
    sort: state.sort,
    setPage: (page) => write({ page, sort: state.sort }),
    setSort: (sort) => write({ page: 1, sort }),
  };
}
