import { useEffect, useRef } from 'react';
import { useUrlParams } from '../../lib/use-url-params';

/** The page a clerk list shows and how to open another. */
export interface ListPage {
  /** The page asked for (1 unless the URL names one of this list). */
  page: number;
  /** Its page link's cursor (keyset paging, issue 39: Due for Confirmation), if it was opened from one. */
  after: string | undefined;
  /** Opens a page (with its link's cursor, null for one opened by number); Back returns to this one. */
  open: (page: number, cursor: string | null) => void;
}

/**
 * The page of a clerk list, kept in the URL (`{urlKey}pg`, and its link's cursor `{urlKey}after`)
 * so that Back from a registration opened from it returns to the page. A new order or filter
 * (`listKey`) starts again at page 1: the page in the URL was another list's, and its cursor would
 * be refused as stale.
 */
export function useListPage(urlKey: string, listKey: string): ListPage {
  const [params, setParams] = useUrlParams();
  const pg = `${urlKey}pg`;
  const cursor = `${urlKey}after`;
  // The list the URL's page belongs to: this one when the table opens (a reload, or Back).
  const pageFor = useRef<string | null>(listKey);
  const listed = useRef(listKey);
  if (listed.current !== listKey) {
    listed.current = listKey;
    pageFor.current = null;
  }
  const ours = pageFor.current === listKey;
  const stale = !ours && (params.has(pg) || params.has(cursor));
  useEffect(() => {
    if (!stale) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(pg);
        next.delete(cursor);
        return next;
      },
      { replace: true },
    );
  }, [stale, pg, cursor, setParams]);
  const open = (n: number, c: string | null) => {
    pageFor.current = listKey;
    // Pushed, not replaced: Back returns to the page before.
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (n > 1) next.set(pg, String(n));
      else next.delete(pg);
      if (c) next.set(cursor, c);
      else next.delete(cursor);
      return next;
    });
  };
  if (!ours) return { page: 1, after: undefined, open };
  return {
    page: Math.max(1, Math.trunc(Number(params.get(pg) ?? '1')) || 1),
    after: params.get(cursor) || undefined,
    open,
  };
}
