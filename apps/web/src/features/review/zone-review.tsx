import { useQueryClient } from '@tanstack/react-query';
import type { FlagState } from '@voterroll/contract/flags-api';
import { can } from '@voterroll/contract/policies';
import {
  REVIEW_PAGE_SIZE,
  REVIEW_SHOW_ALL_BELOW,
  REVIEW_SORTS,
  REVIEW_STATUS_PARAM,
  type ReviewRow,
} from '@voterroll/contract/review-api';
import { isAnsweredSearch, REVIEW_SEARCH_MORE_LETTERS } from '@voterroll/contract/review-search-words';
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { downloadText } from '../../components/data-table/csv';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { FilterSelect, SearchForm } from '../../components/filter-bar/filter-controls';
import { ClerkNotesDialog } from '../../components/flags/clerk-notes-dialog';
import { FindingEvidence } from '../../components/flags/finding-evidence';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { useApiErrorRedirect } from '../../lib/use-api-error-redirect';
import { useUrlParams } from '../../lib/use-url-params';
import { ResearchNotesDialog } from './research-notes-dialog';
import { reviewColumns } from './review-columns';
import { type ReviewZone, reviewCsvText, useReviewList } from './review-queries';
import { ReviewSummaryCards } from './review-summary-cards';
import { BULK_REVIEW_LABEL, type BulkReviewAction, SendForReviewDialog } from './send-for-review-dialog';

const STATUS_FILTERS = ['ALL', 'NEW', 'TRG', 'SFCR', 'CS', 'VALID'] as const;
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({
  value: s,
  label: s === 'ALL' ? 'All' : TRIAGE_STATUS_INFO[s].filterLabel,
}));

/** The zone view: summary cards and filter buttons, then the review table with its controls. */
export function ZoneReview({ zone, roles }: { zone: ReviewZone; roles: readonly string[] }) {
  const redirect = useApiErrorRedirect();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<BulkReviewAction | ''>('');
  const [sending, setSending] = useState(false);
  const [notes, setNotes] = useState<ReviewRow | null>(null);
  const [exporting, setExporting] = useState(false);
  // Rows changed here keep their new status until the list is fetched again (spec 2 section 4).
  const [changed, setChanged] = useState<Map<number, FlagState>>(new Map());

  // The table keeps its sort in the URL (rv_sort); the server sorts the whole list by it, so each
  // 30-row page is a slice of one order.
  const [params, setParams] = useUrlParams();
  const sortParam = params.get('rv_sort') ?? '';
  // The card's filter (rv_filter), the search (rv_q) and "Show all" (rv_all) are in the URL as
  // well, so Back from a registration opened here returns to the same list (issue 37 item 8).
  const filter = params.get('rv_filter') ?? 'ALL';
  const q = params.get('rv_q') ?? '';
  const all = params.get('rv_all') === '1';
  // The page (rv_pg) and its link's cursor (rv_after: keyset paging, issue 39) too, so Back returns
  // to the page; each filter change starts again at page 1.
  const pageAsked = Math.max(1, Math.trunc(Number(params.get('rv_pg') ?? '1')) || 1);
  const after = params.get('rv_after') ?? undefined;
  const [typed, setTyped] = useState(q);
  const [refused, setRefused] = useState(false);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('rv_pg');
        next.delete('rv_after');
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  // The status filter too (rv_status): a role home's card opens the list so filtered.
  const asked = params.get(REVIEW_STATUS_PARAM) ?? 'ALL';
  const status = STATUS_FILTERS.find((s) => s === asked) ?? 'ALL';
  const setStatus = (s: (typeof STATUS_FILTERS)[number]) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('rv_pg');
        next.delete('rv_after');
        if (s === 'ALL') next.delete(REVIEW_STATUS_PARAM);
        else next.set(REVIEW_STATUS_PARAM, s);
        return next;
      },
      { replace: true },
    );
  const sortId = sortParam.replace(/^-/, '');
  const sort = (REVIEW_SORTS as readonly string[]).includes(sortId)
    ? {
        sort: sortId as (typeof REVIEW_SORTS)[number],
        dir: sortParam.startsWith('-') ? ('desc' as const) : ('asc' as const),
      }
    : {};
  // A new order starts at page 1 (the table has changed rv_sort).
  const sortedBy = useRef(sortParam);
  useEffect(() => {
    if (sortedBy.current === sortParam) return;
    sortedBy.current = sortParam;
    update({});
  });
  const list = useReviewList(filter, zone, {
    ...(after ? { after } : { page: pageAsked }),
    status,
    q,
    all: all ? '1' : undefined,
    ...sort,
  });
  const page = list.data?.page ?? pageAsked;
  const openPage = (n: number, cursor: string | null) => {
    // Pushed, not replaced: Back returns to the page before.
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (n > 1) next.set('rv_pg', String(n));
      else next.delete('rv_pg');
      if (cursor) next.set('rv_after', cursor);
      else next.delete('rv_after');
      return next;
    });
    setSelected(new Set());
  };
  useEffect(() => {
    if (list.error) console.error('review list failed', list.error);
  }, [list.error]);
  const rows = (list.data?.rows ?? []).map((r) => {
    const c = changed.get(r.voter_identification_number);
    return c ? { ...r, current_triage_status: c.current_triage_status, flagged_reg_id: c.flagged_reg_id } : r;
  });
  const total = list.data?.total ?? 0;
  const chosenRows = rows.filter((r) => selected.has(String(r.voter_identification_number)));
  // Skip Triage is retired (four eyes: docs/flags-and-review.md, departures from the spec).
  const actions: BulkReviewAction[] = ['TRG', 'VALID'];
  const mayFlag = can(roles, 'review.bulk-flag');
  // Everyone gets spec 2's Research Notes (clerks see the disposition there too); clerks and site
  // root can switch to the clerk's version (Add To Queue or Next Steps, spec 3 section 2.4).
  const clerk = can(roles, 'clerk.work-queue');
  const [clerkNotes, setClerkNotes] = useState(false);
  const notesRow = notes
    ? (rows.find((r) => r.voter_identification_number === notes.voter_identification_number) ?? notes)
    : null;
  // The clerk's notes' "Save and next": the row after the open one on this page.
  const openAt = notes
    ? rows.findIndex((r) => r.voter_identification_number === notes.voter_identification_number)
    : -1;
  const nextRow = openAt >= 0 ? rows[openAt + 1] : undefined;
  const findingMarked = () => void queryClient.invalidateQueries({ queryKey: ['review-list'] });

  const reset = () => setSelected(new Set());
  const applyChanges = (flags: FlagState[]) => {
    setChanged((old) => {
      const next = new Map(old);
      for (const f of flags) next.set(f.voter_id, f);
      return next;
    });
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: ['review-summary'] });
  };

  return (
    <>
      <ReviewSummaryCards
        zone={zone}
        filter={filter}
        onFilter={(f) => {
          update({ rv_filter: f === 'ALL' ? null : f, rv_all: null });
          reset();
        }}
        onError={redirect}
      />
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        {mayFlag && (
          <>
            <Form.Select
              size="sm"
              className="w-auto"
              aria-label="Bulk action"
              value={action}
              onChange={(e) => setAction(e.currentTarget.value as BulkReviewAction | '')}
            >
              <option value="">Choose an action ...</option>
              {actions.map((a) => (
                <option key={a} value={a}>
                  {BULK_REVIEW_LABEL[a]}
                </option>
              ))}
            </Form.Select>
            <Button size="sm" disabled={!action || chosenRows.length === 0} onClick={() => setSending(true)}>
              Apply
            </Button>
            <span className="small text-body-secondary">{chosenRows.length} selected</span>
          </>
        )}
        <FilterSelect
          label="Status filter"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => {
            setStatus(v as (typeof STATUS_FILTERS)[number]);
            reset();
          }}
        />
        <SearchForm
          label="Search address or name"
          typed={typed}
          onTyped={setTyped}
          onSearch={(text) => {
            // A search no stored table answers is not sent: the page says why (the contract's words).
            setRefused(!isAnsweredSearch(text));
            if (!isAnsweredSearch(text)) return;
            update({ rv_q: text });
            reset();
          }}
          maxLength={64}
        />
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            setTyped('');
            update({ rv_q: null, [REVIEW_STATUS_PARAM]: null, rv_all: null });
            reset();
          }}
        >
          Clear
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={exporting || total === 0}
          onClick={() => {
            setExporting(true);
            const name = [zone.county, zone.jurisdiction, zone.precinct, filter, status]
              .filter(Boolean)
              .join('-');
            reviewCsvText(filter, zone, { status, q, ...sort })
              .then((text) => downloadText(`${name}-Registrations.csv`.replace(/\s+/g, '-'), text))
              .catch(redirect)
              .finally(() => setExporting(false));
          }}
        >
          {exporting ? 'Exporting...' : `Export to CSV (${total.toLocaleString('en-US')} rows)`}
        </Button>
        {!all && total > 0 && total < REVIEW_SHOW_ALL_BELOW && total > REVIEW_PAGE_SIZE && (
          <Button size="sm" variant="outline-secondary" onClick={() => update({ rv_all: '1' })}>
            Show all
          </Button>
        )}
      </div>
      {refused && <Alert variant="warning">{REVIEW_SEARCH_MORE_LETTERS}</Alert>}
      {list.isPending && <PageLoading />}
      {list.isError &&
        (list.error instanceof ApiError && list.error.status === 400 ? (
          // A page link of another order, filter or month (a bookmark): the server says which.
          <Alert variant="warning">
            {list.error.message}{' '}
            <Alert.Link
              as="button"
              className="btn btn-link p-0 align-baseline"
              onClick={() => openPage(1, null)}
            >
              First page
            </Alert.Link>
          </Alert>
        ) : (
          <Alert variant="danger">There was an error loading the registrations for review.</Alert>
        ))}
      {list.data && (
        <>
          <DataTable
            data={rows}
            columns={reviewColumns(filter, setNotes)}
            getRowId={(r) => String(r.voter_identification_number)}
            pageSize={REVIEW_PAGE_SIZE}
            urlKey="rv_"
            caption="Registrations for review"
            selection={
              mayFlag
                ? {
                    isSelectable: (r) => r.current_triage_status === 'NEW',
                    selectedIds: selected,
                    onChange: setSelected,
                  }
                : undefined
            }
            emptyText="No registrations for review match these filters."
          />
          {!all && (
            <Pager
              page={page}
              pageSize={REVIEW_PAGE_SIZE}
              total={total}
              links={list.data.links}
              onPage={openPage}
              label="Review list pages"
            />
          )}
        </>
      )}
      {action && (
        <SendForReviewDialog
          show={sending}
          action={action}
          rows={chosenRows}
          onHide={() => setSending(false)}
          onDone={applyChanges}
        />
      )}
      <ResearchNotesDialog
        row={clerkNotes ? null : notesRow}
        onHide={() => setNotes(null)}
        onChanged={(f) => applyChanges([f])}
        onFindingMarked={findingMarked}
        onOpenClerkNotes={clerk ? () => setClerkNotes(true) : undefined}
      />
      <ClerkNotesDialog
        row={clerkNotes ? notesRow : null}
        onHide={() => {
          setClerkNotes(false);
          setNotes(null);
        }}
        onChanged={(f) => applyChanges([f])}
        onNext={nextRow ? () => setNotes(nextRow) : undefined}
        evidence={
          notesRow && (
            <FindingEvidence
              voterId={notesRow.voter_identification_number}
              findings={notesRow.findings}
              onMarked={findingMarked}
            />
          )
        }
      />
    </>
  );
}
