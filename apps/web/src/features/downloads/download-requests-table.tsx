import type { ColumnDef } from '@tanstack/react-table';
import type { DownloadRequestRow } from '@voterroll/contract/downloads-api';
import { DOWNLOAD_REQUESTS_PAGE_SIZE } from '@voterroll/contract/ui-values';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { dateTimeColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/data-table';
import { errorText } from '../../lib/api-client';
import { formatCount, longDate } from '../../lib/format';
import { downloadFile } from './downloads-queries';

/**
 * Spec 2 section 4's download statuses; anything else is Unknown. Expired is the theme's quiet
 * surface with a border: a 'dark' badge vanished on the dark theme's page.
 */
const STATUS: Record<string, { label: string; bg: string; className?: string }> = {
  PENDING: { label: 'Pending', bg: 'secondary' },
  'IN PROGRESS': { label: 'In progress', bg: 'info' },
  COMPLETED: { label: 'Completed', bg: 'success' },
  FAILED: { label: 'Failed', bg: 'danger' },
  EXPIRED: { label: 'Expired', bg: 'body-tertiary', className: 'text-body border' },
};

function StatusCell({
  row,
  onDownload,
}: {
  row: DownloadRequestRow;
  onDownload: (r: DownloadRequestRow) => void;
}) {
  const s = STATUS[row.status] ?? { label: 'Unknown', bg: 'secondary' };
  return (
    <div className="d-flex flex-column gap-1" data-testid="download-status">
      <div className="d-flex align-items-center gap-2">
        <Badge bg={s.bg} className={s.className}>
          {s.label}
        </Badge>
        {row.status === 'COMPLETED' && (
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => onDownload(row)}
            aria-label="Download file"
          >
            <span aria-hidden="true">⬇</span> Download
          </Button>
        )}
      </div>
      {row.status === 'IN PROGRESS' && row.rows_expected ? (
        <ProgressBar
          now={(100 * row.rows_written) / row.rows_expected}
          label={`${Math.floor((100 * row.rows_written) / row.rows_expected)}%`}
          aria-label="Progress"
          style={{ minWidth: 120 }}
        />
      ) : null}
      {row.status === 'FAILED' && row.error && <span className="small text-danger">{row.error}</span>}
      {row.status === 'EXPIRED' && (
        <span className="small text-body-secondary">The file was removed; request it again.</span>
      )}
    </div>
  );
}

/** The user's requests: status (with progress and the download button), snapshot, zone, times, rows. */
export function DownloadRequestsTable({ rows }: { rows: readonly DownloadRequestRow[] }) {
  const [failure, setFailure] = useState<string | null>(null);
  const onDownload = (r: DownloadRequestRow) => {
    setFailure(null);
    downloadFile(r).catch((e: unknown) => setFailure(errorText(e)));
  };
  const columns: ColumnDef<DownloadRequestRow, unknown>[] = [
    {
      id: 'status',
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusCell row={row.original} onDownload={onDownload} />,
    },
    {
      id: 'voter_file',
      accessorKey: 'voter_file',
      header: 'Snapshot',
      cell: ({ row }) => longDate(row.original.voter_file.split('_')[1] ?? ''),
    },
    { id: 'county_name', accessorKey: 'county_name', header: 'County' },
    { id: 'jurisdiction_name', accessorKey: 'jurisdiction_name', header: 'Jurisdiction' },
    { id: 'precinct', accessorKey: 'precinct', header: 'Precinct' },
    dateTimeColumn<DownloadRequestRow>('created_at', 'Requested'),
    {
      id: 'rows_written',
      accessorKey: 'rows_written',
      header: 'Registrations',
      cell: ({ row }) => (row.original.status === 'COMPLETED' ? formatCount(row.original.rows_written) : ''),
    },
  ];
  return (
    <>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.request_id)}
        pageSize={DOWNLOAD_REQUESTS_PAGE_SIZE}
        caption="Your voter file requests"
        emptyText="You have not requested a voter file yet."
      />
    </>
  );
}
