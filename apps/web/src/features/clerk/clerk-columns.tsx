import type { ColumnDef } from '@tanstack/react-table';
import type { ClerkRow } from '@voterroll/contract/clerk-api';
import { AddressLink, VoterIdWithStatus } from '../../components/registration/address-link';
import { NotesButton } from '../../components/registration/notes-button';
import { slashDate } from '../../lib/format';

type Column = ColumnDef<ClerkRow, unknown>;

const notes = (onNotes: (r: ClerkRow) => void): Column => ({
  id: 'notes',
  header: 'Notes',
  enableSorting: false,
  meta: { csv: false },
  cell: ({ row }) => (
    <NotesButton
      voterId={row.original.voter_identification_number}
      status={row.original.current_triage_status}
      onClick={() => onNotes(row.original)}
    />
  ),
});

/** The address, opening the address audit in a new tab with the spec's query parameters. */
const address: Column = {
  id: 'full_street_address',
  accessorKey: 'full_street_address',
  header: 'Full Street Address',
  cell: ({ row }) => <AddressLink {...row.original} />,
};

const name: Column = { id: 'full_name', accessorKey: 'full_name', header: 'Full Name' };

const voterId: Column = {
  id: 'voter_identification_number',
  accessorKey: 'voter_identification_number',
  header: 'Voter Id',
  cell: ({ row }) => <VoterIdWithStatus {...row.original} />,
};

const codes: Column = {
  id: 'system_review_codes',
  accessorKey: 'system_review_codes',
  header: 'System Review Codes',
  enableSorting: false,
  cell: ({ row }) => (
    <span className="small">
      {row.original.system_review_codes
        .split(',')
        .filter(Boolean)
        .map((c) => (
          <span key={c} className="badge text-bg-secondary me-1">
            {c}
          </span>
        ))}
    </span>
  ),
};

/** Challenged and My Workspace (spec 3 section 2.2). */
export function challengedColumns(onNotes: (r: ClerkRow) => void): Column[] {
  return [
    notes(onNotes),
    codes,
    address,
    name,
    voterId,
    { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
    { id: 'name', accessorKey: 'name', header: 'Business Name', enableSorting: false },
    { id: 'category', accessorKey: 'category', header: 'Address Type', enableSorting: false },
  ];
}

/** Confirmation (spec 3 section 2.2): notes, voter id, last voted, address, name. */
export function confirmationColumns(onNotes: (r: ClerkRow) => void): Column[] {
  return [
    notes(onNotes),
    voterId,
    {
      id: 'last_voted_election',
      accessorKey: 'last_voted_election',
      header: 'Last Voted',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.last_voted_election ? slashDate(row.original.last_voted_election) : 'Never',
    },
    address,
    name,
  ];
}
