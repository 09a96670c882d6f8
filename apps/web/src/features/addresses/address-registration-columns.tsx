import type { ColumnDef } from '@tanstack/react-table';
import type { Registration } from '@voterroll/contract/addresses-api';
import { uocavaNameLabel } from '@voterroll/contract/labels';
import { voterIdColumn } from '../../components/registration/registration-columns';
import { TriageStatusLabel, triageLook } from '../../components/registration/triage-icon';

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
            className="btn btn-link p-0 tap-target"
            onClick={() => onDetails(row.original)}
            aria-label={`Details of ${join(row.original.first_name, row.original.last_name)} - ${triageLook(status).label}`}
            title={triageLook(status).label}
          >
            <TriageStatusLabel status={status} />
          </button>
        );
      },
    },
    voterIdColumn<Registration>({ header: 'Voter ID', mono: true }),
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
    {
      id: 'uocava_status_name',
      header: 'UOCAVA',
      accessorFn: (r) => uocavaNameLabel(r.uocava_status_name),
    },
  ];
}
