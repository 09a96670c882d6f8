import type { ColumnDef } from '@tanstack/react-table';
import { personNameOf } from '@voterroll/contract/labels';
import type { TriageStatus } from '@voterroll/contract/triage';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddressLink, VoterIdWithStatus } from './address-link';
import { NotesButton } from './notes-button';

/**
 * The registration columns the review, clerk and patriot tables share (spec 2 section 2.6, spec 3
 * sections 2.2, 2.3): the same id, header and cell wherever a row has these fields.
 */

/** The status icon opening the row's research notes; not exported to CSV. */
export function notesColumn<
  T extends { voter_identification_number: number; current_triage_status: TriageStatus },
>(onNotes: (r: T) => void): ColumnDef<T, unknown> {
  return {
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
  };
}

/** The address, opening the address audit in a new tab with the spec's query parameters. */
export function addressColumn<
  T extends {
    full_street_address: string | null;
    full_address_hash: string | null;
    address_hash: string | null;
  },
>(): ColumnDef<T, unknown> {
  return {
    id: 'full_street_address',
    accessorKey: 'full_street_address',
    header: 'Full Street Address',
    cell: ({ row }) => <AddressLink {...row.original} />,
  };
}

/** The voter id with its voter-status badge; the public tables head it 'Voter ID' in a fixed-width face. */
export function voterIdColumn<
  T extends { voter_identification_number: number | string; voter_status_type_code: string | null },
>(look: { header: string; mono: boolean } = { header: 'Voter Id', mono: false }): ColumnDef<T, unknown> {
  return {
    id: 'voter_identification_number',
    accessorKey: 'voter_identification_number',
    header: look.header,
    cell: ({ row }) => <VoterIdWithStatus {...row.original} mono={look.mono} />,
  };
}

/** The registration page's address (issue 26): shareable, opened from every table's name. */
export const registrationPath = (voterId: number | string) => `/registration/${voterId}`;

/** A list's full_name ('LAST, FIRST MIDDLE', the sort key) as people read it (issue 27). */
export const firstNameFirst = (r: { full_name: string }) => personNameOf(r.full_name);

/**
 * The full name, a link to the registration's page; `after` adds to the cell (an obituary search),
 * `search` to the link (the list it was opened from, for the page to step through it). Sorted by
 * full_name (last name first), shown First Middle Last unless `shown` says otherwise (the Review
 * table's spec column, Last, Middle, First).
 */
export function nameColumn<T extends { voter_identification_number: number; full_name: string }>(
  after?: (r: T) => ReactNode,
  search?: (r: T) => string,
  shown: (r: T) => string = firstNameFirst,
): ColumnDef<T, unknown> {
  return {
    id: 'full_name',
    accessorKey: 'full_name',
    header: 'Full Name',
    cell: ({ row }) => (
      <>
        <Link
          to={`${registrationPath(row.original.voter_identification_number)}${search ? `?${search(row.original)}` : ''}`}
          data-testid="registration-link"
        >
          {shown(row.original)}
        </Link>
        {after?.(row.original)}
      </>
    ),
  };
}
