import { useQueryClient } from '@tanstack/react-query';
import { DENSITY_PAGE_SIZE, type DensityRow } from '@voterroll/contract/density-api';
import { SESSION_EXPIRED_LOGIN_AGAIN } from '@voterroll/contract/ui-values';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { Pager } from '../../components/data-table/pager';
import { pageCount } from '../../components/data-table/pager-logic';
import { PageLoading } from '../../components/page-loading';
import { ApiError, errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { AddressResearchModal } from './address-research-modal';
import { type DensityZone, fetchAllDensityRows, useDensityRows } from './addresses-queries';
import { densityColumns } from './density-columns';
import { densityCsvName, downloadDensityCsv } from './density-csv';
import { DEFAULT_FILTERS, DensityFilterBar } from './density-filters';
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
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [occupantsOf, setOccupantsOf] = useState<DensityRow | null>(null);
  const [notes, setNotes] = useState<DensityRow | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useDensityRows(zone, filters, page);
  // The card counts the addresses with 5 or more whatever the filters (the default query).
  const fiveOrMore = useDensityRows(zone, DEFAULT_FILTERS, 1);

  useEffect(() => {
    const e = list.error;
    if (!(e instanceof ApiError)) return;
    // Spec 2 section 8: an expired session or refused call goes to login.
    if (e.kind === 'unauthorized')
      void navigate(`/login?redirect-msg=${encodeURIComponent(SESSION_EXPIRED_LOGIN_AGAIN)}`);
  }, [list.error, navigate]);

  const change = (f: typeof filters) => {
    setFilters(f);
    setPage(1);
  };
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
  // Fewer rows than the page needs (an address categorised out of the filter): the last page.
  const lastPage = pageCount(total, DENSITY_PAGE_SIZE);
  useEffect(() => {
    if (list.data && page > lastPage) setPage(lastPage);
  }, [list.data, page, lastPage]);
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
      {list.error && (
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
            page={page}
            pageSize={DENSITY_PAGE_SIZE}
            total={total}
            onPage={setPage}
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
