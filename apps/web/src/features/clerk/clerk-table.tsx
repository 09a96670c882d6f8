import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CLERK_PAGE_SIZE,
  CLERK_SORTS,
  CLERK_TRIAGE_FILTERS,
  CLERK_VOTER_STATUS_FILTERS,
  type ClerkRow,
  type ClerkSort,
} from '@voterroll/contract/clerk-api';
import type { FlagState } from '@voterroll/contract/flags-api';
import { personNameOf } from '@voterroll/contract/labels';
import { CLERK_QUEUE_COMMENT } from '@voterroll/contract/triage';
import { type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useLocation } from 'react-router';
import {
  CLERK_KEY,
  type ClerkListFilters,
  type ClerkListKind,
  useClerkList,
} from '../../components/clerk-list/clerk-list-queries';
import { listSearch } from '../../components/clerk-list/list-place';
import { useListPage } from '../../components/clerk-list/use-list-page';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { ClerkNotesDialog } from '../../components/flags/clerk-notes-dialog';
import { updateTriageStatus } from '../../components/flags/flags-queries';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/api-client';
import { useUrlParams } from '../../lib/use-url-params';
import type { ClerkActions } from './clerk-columns';
import { ClerkFilters, type FilterKey } from './clerk-filters';

/**
 * One clerk table: a server page of 30 rows of one list, sorted by the server in the column order
 * the table keeps in the URL (`{urlKey}sort`), filtered by name or address; the notes icon opens
 * the clerk's research notes, and closing them after a change reloads every clerk list and count
 * (a row added to the work queue leaves Challenged or Confirmation and enters My Workspace).
 */
export function ClerkTable(p: {
  kind: ClerkListKind;
  columns: (actions: ClerkActions) => ColumnDef<ClerkRow, unknown>[];
  urlKey: string;
  caption: string;
  emptyText: ReactNode;
}) {
  const [params, setParams] = useUrlParams();
  const location = useLocation();
  const sortParam = params.get(`${p.urlKey}sort`) ?? '';
  const sortId = sortParam.replace(/^-/, '');
  const sort = (CLERK_SORTS as readonly string[]).includes(sortId)
    ? { sort: sortId as ClerkSort, dir: sortParam.startsWith('-') ? ('desc' as const) : ('asc' as const) }
    : {};
  const filters = { ...sort, ...filtersOf(params, p.urlKey, p.kind) };
  // A new order or filter starts again at page 1.
  const listKey = JSON.stringify(filters);
  // The page is in the URL too (Back returns to it); Confirmation's opens from its page links.
  const at = useListPage(p.urlKey, listKey);
  const list = useClerkList(p.kind, {
    ...filters,
    q: filters.q?.trim() || undefined,
    page: at.page,
    after: at.after,
  });
  const current = list.data?.page ?? at.page;
  const setFilters = (changes: Partial<Record<FilterKey, string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes))
          if (v) next.set(`${p.urlKey}${k}`, v);
          else next.delete(`${p.urlKey}${k}`);
        return next;
      },
      { replace: true },
    );
  // The name opens the registration's page at its place in this list ("Save and next").
  const linkSearch = (r: ClerkRow) =>
    listSearch({
      kind: p.kind,
      filters: { ...filters, q: filters.q?.trim() || undefined },
      pos: r.row_number,
      after: at.after,
      back: `${location.pathname}${location.search}`,
    });
  const [notes, setNotes] = useState<ClerkRow | null>(null);
  const [changed, setChanged] = useState<Map<number, FlagState>>(new Map());
  const client = useQueryClient();
  const [queueing, setQueueing] = useState<number | null>(null);
  const [queued, setQueued] = useState<{ ok: boolean; text: string } | null>(null);
  // "Add to my queue" in one click: the clerk's Add to Work Queue (the server writes its comment).
  const addToQueue = async (r: ClerkRow) => {
    setQueueing(r.voter_identification_number);
    try {
      await updateTriageStatus({
        voter_id: r.voter_identification_number,
        flagged_reg_id: r.flagged_reg_id,
        triage_status: 'INQ',
        comments_x: CLERK_QUEUE_COMMENT,
        expected_status: r.current_triage_status,
      });
      setQueued({
        ok: true,
        text: `Added to your work queue: ${personNameOf(r.full_name) || `voter ID ${r.voter_identification_number}`}.`,
      });
      await client.invalidateQueries({ queryKey: [CLERK_KEY] });
    } catch (e) {
      setQueued({ ok: false, text: errorText(e) });
      await client.invalidateQueries({ queryKey: [CLERK_KEY] });
    } finally {
      setQueueing(null);
    }
  };

  const rows = (list.data?.rows ?? []).map((r) => {
    const c = changed.get(r.voter_identification_number);
    return c ? { ...r, current_triage_status: c.current_triage_status, flagged_reg_id: c.flagged_reg_id } : r;
  });
  const close = () => {
    setNotes(null);
    if (changed.size > 0) {
      setChanged(new Map());
      void client.invalidateQueries({ queryKey: [CLERK_KEY] });
    }
  };
  return (
    <>
      {p.kind.tab === 'workspace' ? (
        <Form.Group className="mb-2" style={{ maxWidth: '24rem' }} controlId={`${p.urlKey}q`}>
          <Form.Label className="small mb-1">Filter by name or address</Form.Label>
          <Form.Control
            size="sm"
            value={filters.q ?? ''}
            maxLength={64}
            onChange={(e) => setFilters({ q: e.target.value })}
          />
        </Form.Group>
      ) : (
        <ClerkFilters tab={p.kind.tab} idPrefix={p.urlKey} values={filters} onChange={setFilters} />
      )}
      {queued && (
        <Alert
          variant={queued.ok ? 'success' : 'danger'}
          role="status"
          dismissible
          onClose={() => setQueued(null)}
        >
          {queued.text}
        </Alert>
      )}
      {list.isPending && <PageLoading />}
      {list.isError && <Alert variant="danger">Error</Alert>}
      {list.data && (
        <>
          <DataTable
            data={rows}
            columns={p.columns({
              onNotes: setNotes,
              onQueue: (r) => void addToQueue(r),
              queueing,
              linkSearch,
            })}
            getRowId={(r) => String(r.voter_identification_number)}
            pageSize={CLERK_PAGE_SIZE}
            urlKey={p.urlKey}
            caption={p.caption}
            emptyText={p.emptyText}
          />
          <Pager
            page={current}
            pageSize={CLERK_PAGE_SIZE}
            total={list.data.total}
            links={list.data.links}
            onPage={at.open}
            label={`${p.caption} pages`}
          />
        </>
      )}
      <ClerkNotesDialog
        row={notes && { ...notes, voter_status_type_code: notes.voter_status_type_code ?? '' }}
        onHide={close}
        onChanged={(f) => setChanged((m) => new Map(m).set(f.voter_id, f))}
        onNext={nextOf(rows, notes, setNotes)}
      />
    </>
  );
}

/** "Save and next" of the notes dialog: the row after the open one on this page, if any. */
function nextOf<R extends { voter_identification_number: number }>(
  rows: readonly R[],
  open: R | null,
  setOpen: (r: R) => void,
): (() => void) | undefined {
  const i = open
    ? rows.findIndex((r) => r.voter_identification_number === open.voter_identification_number)
    : -1;
  const next = i >= 0 ? rows[i + 1] : undefined;
  return next ? () => setOpen(next) : undefined;
}

/** The list's filters as the URL holds them (`{urlKey}q`, `{urlKey}triage_status`…); unknown values dropped. */
function filtersOf(params: URLSearchParams, urlKey: string, kind: ClerkListKind): ClerkListFilters {
  const get = (k: FilterKey) => params.get(`${urlKey}${k}`) || undefined;
  const q = get('q');
  if (kind.tab === 'workspace') return { q };
  const triage = get('triage_status');
  const voter = get('voter_status');
  return {
    q,
    triage_status: (CLERK_TRIAGE_FILTERS[kind.tab] as readonly string[]).find((s) => s === triage),
    // A list holding one voter status offers none to pick: the URL's is dropped too.
    voter_status:
      CLERK_VOTER_STATUS_FILTERS[kind.tab].length > 1
        ? (CLERK_VOTER_STATUS_FILTERS[kind.tab] as readonly string[]).find((s) => s === voter)
        : undefined,
    county: get('county'),
    jurisdiction: get('jurisdiction'),
  };
}
