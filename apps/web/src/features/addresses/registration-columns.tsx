import type { ColumnDef } from '@tanstack/react-table';
import type { Registration } from '@voterroll/contract/addresses-api';
import { TriageIcon, triageLook } from '../../components/registration/triage-icon';
import { VoterStatusBadge } from '../../components/registration/voter-status-badge';

const join = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(' ');

/**
 * The registration table's columns (the address audit and the Nov 2020 lookup): the status icon that
 * opens the details view, voter id with status badge, names, birth year, registration date, UOCAVA.
 */
export function registrationColumns(
  onDetails: (r: Registration) => void,
): ColumnDef<Registration, unknown>[] {
  return [
    {
      id: 'details',
      header: 'Details',
      enableSorting: false,
      meta: { csv: false },
      cell: ({ row }) => {
        const status = row.original.current_triage_status;
        return (
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => onDetails(row.original)}
            aria-label={`Details of ${join(row.original.first_name, row.original.last_name)} (${triageLook(status).label})`}
            title={triageLook(status).label}
          >
            <TriageIcon status={status} />
          </button>
        );
      },
    },
    {
      id: 'voter_identification_number',
      accessorKey: 'voter_identification_number',
      header: 'Voter ID',
      cell: ({ row }) => (
        <span className="text-nowrap">
          <span className="font-monospace">{row.original.voter_identification_number}</span>
          <VoterStatusBadge code={row.original.voter_status_type_code} />
        </span>
      ),
    },
    {
      id: 'last_name',
      header: 'Last Name',
      accessorFn: (r) => join(r.last_name, r.name_suffix),
    },
    {
      id: 'first_name',
      header: 'First / Middle Name',
      accessorFn: (r) => join(r.first_name, r.middle_name),
    },
    { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Birth Year' },
    { id: 'registration_date', accessorKey: 'registration_date', header: 'Reg. Date' },
    { id: 'uocava_status_name', accessorKey: 'uocava_status_name', header: 'UOCAVA' },
  ];
}
