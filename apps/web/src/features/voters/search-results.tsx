import type { ColumnDef } from '@tanstack/react-table';
import { personName, precinctName } from '@voterroll/contract/labels';
import { can } from '@voterroll/contract/policies';
import { PUBLIC_PAGE_SIZE } from '@voterroll/contract/ui-values';
import type { voterSearchRow } from '@voterroll/contract/voters-api';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table/data-table';
import { voterIdColumn } from '../../components/registration/registration-columns';
import { VoterStatusBadge } from '../../components/registration/voter-status-badge';
import { useStoredUser } from '../../lib/stored-user';

export type VoterSearchRow = z.infer<typeof voterSearchRow>;

export const NO_VOTERS_FOUND =
  'No registered voters found matching the search criteria. Please check the spelling or try different criteria.';

const auditLink = (r: VoterSearchRow, voter?: string) =>
  `/audit-my-address?${new URLSearchParams({
    full_address_hash: r.full_address_hash,
    address_hash: r.address_hash,
    address: r.full_street_address,
    ...(voter ? { voter } : {}),
  })}`;

/**
 * Where a row opens its registration: the registration page for a role that may read it, else the
 * public details at its address (the address audit with the details open): both addresses that
 * can be shared and that Back returns from to these results.
 */
export const registrationHref = (r: VoterSearchRow, mayView: boolean) =>
  mayView ? `/registration/${r.voter_identification_number}` : auditLink(r, r.voter_identification_number);

const columns = (mayView: boolean): ColumnDef<VoterSearchRow, unknown>[] => [
  {
    ...voterIdColumn<VoterSearchRow>({ header: 'Voter ID', mono: true }),
    cell: ({ row }) => (
      <span>
        <Link
          to={registrationHref(row.original, mayView)}
          className="tap-target font-monospace text-nowrap"
          data-testid="registration-link"
          title="Open this registration"
        >
          {row.original.voter_identification_number}
        </Link>
        <VoterStatusBadge code={row.original.voter_status_type_code} />
      </span>
    ),
  },
  // Read First Middle Last (issue 27), sorted by the last name, then the first and middle.
  {
    id: 'full_name',
    accessorFn: (r) => `${r.last_name}, ${r.first_name} ${r.middle_name}`,
    header: 'Full Name',
    cell: ({ row }) => personName(row.original),
  },
  { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
  {
    id: 'full_street_address',
    accessorKey: 'full_street_address',
    header: 'Street Address',
    // The address audit of the same address is one click away.
    cell: ({ row }) => (
      <Link to={auditLink(row.original)} title="Audit this address">
        {row.original.full_street_address}
      </Link>
    ),
  },
  { id: 'county_name', accessorKey: 'county_name', header: 'County' },
  { id: 'jurisdiction_name', accessorKey: 'jurisdiction_name', header: 'Jurisdiction' },
  { id: 'precinct', accessorFn: (r) => precinctName(r.ward, r.precinct), header: 'Precinct' },
];

/**
 * The Search Name / ID results (spec 1 section 2): sortable, 10 per page. `emptyText` replaces the
 * general no-match text (a name search says which fields it used and what to try).
 */
export function SearchResults({ rows, emptyText }: { rows: VoterSearchRow[]; emptyText?: string }) {
  const user = useStoredUser();
  const mayView = can(user?.roles ?? [], 'registration.view');
  return (
    <DataTable
      data={rows}
      columns={columns(mayView)}
      getRowId={(r) => r.voter_identification_number}
      pageSize={PUBLIC_PAGE_SIZE}
      initialSort={{ id: 'full_name', desc: false }}
      caption="Registered voters found"
      emptyText={<span data-testid="no-voters-found">{emptyText ?? NO_VOTERS_FOUND}</span>}
    />
  );
}
