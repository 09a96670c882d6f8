import type { ColumnDef } from '@tanstack/react-table';
import type { ClerkRow } from '@voterroll/contract/clerk-api';
import { ruleLabel } from '@voterroll/contract/labels';
import {
  addressColumn,
  nameColumn,
  notesColumn,
  voterIdColumn,
} from '../../components/registration/registration-columns';
import { slashDate } from '../../lib/format';

type Column = ColumnDef<ClerkRow, unknown>;

const name: Column = nameColumn<ClerkRow>();
const address = addressColumn<ClerkRow>();
const voterId = voterIdColumn<ClerkRow>();

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
            {ruleLabel(c)}
          </span>
        ))}
    </span>
  ),
};

/** Challenged and My Workspace (spec 3 section 2.2). */
export function challengedColumns(onNotes: (r: ClerkRow) => void): Column[] {
  return [
    notesColumn(onNotes),
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
    notesColumn(onNotes),
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
