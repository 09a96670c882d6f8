import { useQueryClient } from '@tanstack/react-query';
import { DENSITY_PAGE_SIZE, type DensityRow } from '@voterroll/contract/density-api';
import { PAGE_CURSOR_STALE } from '@voterroll/contract/page-links';
import { SESSION_EXPIRED_LOGIN_AGAIN } from '@voterroll/contract/ui-values';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { PageLoading } from '../../components/page-loading';
import { ApiError, errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { useUrlParams } from '../../lib/use-url-params';
import { AddressResearchModal } from './address-research-modal';
import { densityColumns } from './density-columns';
import { densityCsvName, downloadDensityCsv } from './density-csv';
import { DEFAULT_FILTERS, DensityFilterBar, FILTER_KEYS, filtersOf } from './density-filters';
import { type DensityZone, fetchAllDensityRows, useDensityRows } from './density-queries';
import { OccupantsPanel } from './occupants-panel';

/** Below statewide (spec 2 section 2.4): the card, the filters, 30 addresses a page, export, occupants and notes. */
export function ZoneDensity({
  zone,
  canEdit,
  canVerify,
}: {
  zone: DensityZone;
  canEdit: boolean;
  canVerify: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The filters and the page (its link's cursor) are the URL's, so that Back returns to them.
  const [params, setParams] = useUrlParams();
  const filters = filtersOf(params);
  const at = { page: Number(params.get('page')) || 1, cursor: params.get('after') };
  const [occupantsOf, setOccupantsOf] = useState<DensityRow | null>(null);
  const [notes, setNotes] = useState<DensityRow | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useDensityRows(zone, filters, at);
  // The card counts the addresses with 5 or more whatever the filters (the default query).
  const fiveOrMore = useDensityRows(zone, DEFAULT_FILTERS, { page: 1, cursor: null });
  const setPage = (page: number, cursor: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('page');
      next.delete('after');
      if (cursor) next.set('after', cursor);
      else if (page > 1) next.set('page', String(page));
      return next;
    });

  useEffect(() => {
    const e = list.error;
    if (!(e instanceof ApiError)) return;
    // Spec 2 section 8: an expired session or refused call goes to login.
    if (e.kind === 'unauthorized')
      void navigate(`/login?redirect-msg=${encodeURIComponent(SESSION_EXPIRED_LOGIN_AGAIN)}`);
  }, [list.error, navigate]);
  // A page link of another zone (the location filter keeps the URL's other parameters): the first page.
  const stale = list.error instanceof ApiError && list.error.message === PAGE_CURSOR_STALE;
  useEffect(() => {
    if (!stale) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('page');
        next.delete('after');
        return next;
      },
      { replace: true },
    );
  }, [stale, setParams]);

  // A page emptied under the user (its addresses categorised out of the filter): the last page left.
  useEffect(() => {
    const d = list.data;
    if (!d || d.rows.length > 0 || d.total === 0 || d.page === 1) return;
    const last = d.links.filter((l) => l.page < d.page).sort((a, b) => b.page - a.page)[0];
    if (!last) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('page');
        next.delete('after');
        if (last.cursor) next.set('after', last.cursor);
        else if (last.page > 1) next.set('page', String(last.page));
        return next;
      },
      { replace: true },
    );
  }, [list.data, setParams]);

  // Merged into the URL's filters, not this render's: two filters chosen before the page renders
  // again keep both.
  const change = (changed: Partial<typeof filters>) =>
    setParams((p) => {
      const f = { ...filtersOf(p), ...changed };
      const next = new URLSearchParams(p);
      for (const key of ['page', 'after', ...FILTER_KEYS]) next.delete(key);
      for (const key of FILTER_KEYS) if (f[key] !== DEFAULT_FILTERS[key]) next.set(key, f[key]);
      return next;
    });
  const exportCsv = async () => {
    setExportError(null);
    try {
      const all = await fetchAllDensityRows(zone, filters);
      downloadDensityCsv(all.rows, densityCsvName(zone, filters));
    } catch (e) {
      setExportError(errorText(e));
    }
  };
  const rowId = (r: DensityRow) => `${r.address_hash}/${r.precinct}`;
  const openId = occupantsOf ? rowId(occupantsOf) : null;
  // A second click on an open row's Occupants closes it.
  const toggleOccupants = (r: DensityRow) => setOccupantsOf(openId === rowId(r) ? null : r);
  const closeOccupants = () => {
    const id = openId;
    setOccupantsOf(null);
    // Focus goes back to the button that opened them.
    if (id) document.querySelector<HTMLElement>(`[data-occupants-of="${CSS.escape(id)}"]`)?.focus();
  };
  const columns = densityColumns({ onNotes: setNotes, onOccupants: toggleOccupants, openId, rowId }).map(
    (c) => ({
      ...c,
      enableSorting: false,
    }),
  );
  const total = list.data?.total ?? 0;
  const where = [zone.county, zone.jurisdiction, zone.precinct].filter(Boolean).join(' - ');

  return (
    <>
      <Card className="mb-3" data-testid="density-card">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Addresses with 5 or more registrations
          </Card.Title>
          <span className="fs-3 fw-semibold" data-testid="five-or-more">
            {fiveOrMore.data ? formatCount(fiveOrMore.data.total) : '…'}
          </span>
          <span className="ms-2 text-body-secondary">in {where}</span>
        </Card.Body>
      </Card>
      <DensityFilterBar filters={filters} onChange={change} />
      {list.isPending && <PageLoading />}
      {list.error && !stale && (
        <Alert variant="danger">
          {list.error instanceof ApiError && list.error.kind !== 'unauthorized'
            ? list.error.message
            : 'There was an error loading the addresses.'}
        </Alert>
      )}
      {exportError && <Alert variant="danger">{exportError}</Alert>}
      {list.data && (
        <>
          <DataTable
            data={list.data.rows}
            columns={columns}
            getRowId={rowId}
            expandedRowId={openId}
            renderExpanded={(r) => <OccupantsPanel key={rowId(r)} row={r} onClose={closeOccupants} />}
            pageSize={DENSITY_PAGE_SIZE}
            caption="High registration density addresses"
            toolbar={
              <>
                <span className="small text-body-secondary">{formatCount(total)} addresses</span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  className="ms-auto"
                  onClick={() => void exportCsv()}
                >
                  Export to CSV
                </Button>
              </>
            }
            emptyText={`No addresses found for ${where} with these filters.`}
          />
          <Pager
            page={list.data.page}
            pageSize={DENSITY_PAGE_SIZE}
            total={total}
            links={list.data.links}
            onPage={(page, cursor) => setPage(page, cursor)}
            label="High registration address pages"
          />
        </>
      )}
      <AddressResearchModal
        row={notes}
        canEdit={canEdit}
        canVerify={canVerify}
        onHide={() => setNotes(null)}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['registration-density'] })}
      />
    </>
  );
}
