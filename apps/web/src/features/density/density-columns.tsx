import type { ColumnDef } from '@tanstack/react-table';
import {
  type AddressStatus,
  categoryLabel,
  type DensityRow,
  occupancyRatio,
} from '@voterroll/contract/density-api';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';

/** Status colours (spec 2 section 4): grey new, orange CANVASS, red INVALID. */
export const ADDRESS_STATUS_LOOK: Record<AddressStatus, { bg: string; text: string; label: string }> = {
  NEW: { bg: 'secondary', text: 'light', label: 'New' },
  CANVASS: { bg: 'warning', text: 'dark', label: 'Yellow (needs more research)' },
  INVALID: { bg: 'danger', text: 'light', label: 'Red (Invalid)' },
  MELISSA_LICENSE_ERROR: { bg: 'secondary', text: 'light', label: 'Verification licence error' },
};

export const AddressStatusBadge = ({ status }: { status: AddressStatus }) => {
  const look = ADDRESS_STATUS_LOOK[status];
  return (
    <Badge bg={look.bg} text={look.text as 'light' | 'dark'} data-status={status}>
      {look.label}
    </Badge>
  );
};

/** The address table's columns: what the row holds (spec 2 section 3) and its two actions. */
export function densityColumns(o: {
  onNotes: (r: DensityRow) => void;
  onOccupants: (r: DensityRow) => void;
  /** The row whose occupants are open under it, and how rows are named. */
  openId: string | null;
  rowId: (r: DensityRow) => string;
}): ColumnDef<DensityRow, unknown>[] {
  return [
    {
      id: 'current_triage_status',
      accessorKey: 'current_triage_status',
      header: 'Status',
      cell: ({ row }) => <AddressStatusBadge status={row.original.current_triage_status} />,
    },
    {
      id: 'full_street_address',
      accessorKey: 'full_street_address',
      header: 'Address',
      cell: ({ row }) => {
        const r = row.original;
        const audit = `/audit-my-address?full_address_hash=${r.full_address_hash}&address_hash=${r.address_hash}`;
        return (
          <a href={audit} target="_blank" rel="noreferrer">
            {r.full_street_address}, {r.city} {r.zip_code}
          </a>
        );
      },
    },
    { id: 'precinct', accessorKey: 'precinct', header: 'Precinct' },
    { id: 'registration_count', accessorKey: 'registration_count', header: 'Registrations' },
    {
      id: 'living_unit_count',
      accessorFn: (r) => r.living_unit_count ?? '',
      header: 'Living Units',
    },
    {
      id: 'occupancy_ratio',
      accessorFn: (r) => occupancyRatio(r.registration_count, r.living_unit_count),
      header: 'Occupancy Ratio',
    },
    { id: 'category', accessorFn: (r) => (r.category ? categoryLabel(r.category) : ''), header: 'Category' },
    { id: 'name', accessorFn: (r) => r.name ?? '', header: 'Business Name' },
    {
      id: 'addr_check_result_codes',
      accessorFn: (r) => r.addr_check_result_codes ?? '',
      header: 'Verification',
    },
    {
      id: 'actions',
      header: 'Research',
      enableSorting: false,
      meta: { csv: false },
      cell: ({ row }) => (
        <div className="d-flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => o.onOccupants(row.original)}
            aria-label={`Occupants of ${row.original.full_street_address}`}
            aria-expanded={o.openId === o.rowId(row.original)}
            data-occupants-of={o.rowId(row.original)}
          >
            Occupants
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => o.onNotes(row.original)}
            aria-label={`Digital Research notes of ${row.original.full_street_address}`}
          >
            Notes
          </Button>
        </div>
      ),
    },
  ];
}
