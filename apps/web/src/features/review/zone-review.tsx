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
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { downloadText } from '../../components/data-table/csv';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { FilterSelect, SearchForm } from '../../components/filter-bar/filter-controls';
import { ClerkNotesDialog } from '../../components/flags/clerk-notes-dialog';
import { FindingEvidence } from '../../components/flags/finding-evidence';
import { PageLoading } from '../../components/page-loading';
import { useApiErrorRedirect } from '../../lib/use-api-error-redirect';
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
  const [filter, setFilter] = useState('ALL');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [all, setAll] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<BulkReviewAction | ''>('');
  const [sending, setSending] = useState(false);
  const [notes, setNotes] = useState<ReviewRow | null>(null);
  const [exporting, setExporting] = useState(false);
  // Rows changed here keep their new status until the list is fetched again (spec 2 section 4).
  const [changed, setChanged] = useState<Map<number, FlagState>>(new Map());

  // The table keeps its sort in the URL (rv_sort); the server sorts the whole list by it, so each
  // 30-row page is a slice of one order.
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('rv_sort') ?? '';
  // The status filter too (rv_status): a role home's card opens the list so filtered.
  const asked = params.get(REVIEW_STATUS_PARAM) ?? 'ALL';
  const status = STATUS_FILTERS.find((s) => s === asked) ?? 'ALL';
  const setStatus = (s: (typeof STATUS_FILTERS)[number]) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order starts at page 1
  useEffect(() => setPage(1), [sortParam]);
  const list = useReviewList(filter, zone, { page, status, q, all: all ? '1' : undefined, ...sort });
  useEffect(() => {
    if (list.error) console.error('review list failed', list.error);
  }, [list.error]);
  const rows = (list.data?.rows ?? []).map((r) => {
    const c = changed.get(r.voter_identification_number);
    return c ? { ...r, current_triage_status: c.current_triage_status, flagged_reg_id: c.flagged_reg_id } : r;
  });
  const total = list.data?.total ?? 0;
  const chosenRows = rows.filter((r) => selected.has(String(r.voter_identification_number)));
  const actions: BulkReviewAction[] = can(roles, 'review.skip-triage')
    ? ['TRG', 'SFCR', 'VALID']
    : ['TRG', 'VALID'];
  const mayFlag = can(roles, 'review.bulk-flag');
  // Everyone gets spec 2's Research Notes (clerks see the disposition there too); clerks and site
  // root can switch to the clerk's version (Add To Queue or Next Steps, spec 3 section 2.4).
  const clerk = can(roles, 'clerk.work-queue');
  const [clerkNotes, setClerkNotes] = useState(false);
  const notesRow = notes
    ? (rows.find((r) => r.voter_identification_number === notes.voter_identification_number) ?? notes)
    : null;
  const findingMarked = () => void queryClient.invalidateQueries({ queryKey: ['review-list'] });

  const reset = () => {
    setPage(1);
    setSelected(new Set());
  };
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
          setFilter(f);
          setAll(false);
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
            setQ(text);
            reset();
          }}
          maxLength={64}
        />
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            setTyped('');
            setQ('');
            setStatus('ALL');
            setAll(false);
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
          <Button size="sm" variant="outline-secondary" onClick={() => setAll(true)}>
            Show all
          </Button>
        )}
      </div>
      {list.isPending && <PageLoading />}
      {list.isError && (
        <Alert variant="danger">There was an error loading the registrations for review.</Alert>
      )}
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
              onPage={(n) => {
                setPage(n);
                setSelected(new Set());
              }}
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
