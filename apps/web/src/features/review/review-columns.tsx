import type { ColumnDef } from '@tanstack/react-table';
import type { ReviewRow } from '@voterroll/contract/review-api';
import { NotesButton } from '../../components/registration/notes-button';
import { VoterStatusBadge } from '../../components/registration/voter-status-badge';

/** Filters whose names link to an obituary search (spec 2 section 2.6). */
const OBITUARY_FILTERS = new Set(['AGE_90_PLUS', 'AGE_100_PLUS', 'AGE_PLACEHOLDER', 'DECEASED']);

export const obituaryUrl = (r: ReviewRow) =>
  `https://www.google.com/search?q=${encodeURIComponent(
    `${r.first_name} ${r.middle_name} ${r.last_name} obituary ${r.city} Michigan`.replace(/\s+/g, ' '),
  )}`;

/** The review table's columns (spec 2 section 2.6); the select checkbox is the DataTable's. */
export function reviewColumns(
  filter: string,
  onNotes: (r: ReviewRow) => void,
): ColumnDef<ReviewRow, unknown>[] {
  return [
    {
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
    },
    {
      id: 'challenge_codes',
      accessorKey: 'challenge_codes',
      header: 'System Review Codes',
      cell: ({ row }) => (
        <span className="small">
          {row.original.findings.map((f) => (
            <span
              key={`${f.rule}-${f.snapshot_date}`}
              className={`badge me-1 ${f.verdict === 'FALSE_POSITIVE' ? 'text-bg-light text-decoration-line-through' : 'text-bg-secondary'}`}
              title={f.detail ?? f.rule}
            >
              {f.rule}
            </span>
          ))}
        </span>
      ),
    },
    {
      id: 'full_street_address',
      accessorKey: 'full_street_address',
      header: 'Full Street Address',
      cell: ({ row }) => (
        <a
          href={`/audit-my-address?full_address_hash=${encodeURIComponent(row.original.full_address_hash)}&address_hash=${encodeURIComponent(row.original.address_hash)}`}
          target="_blank"
          rel="noreferrer"
        >
          {row.original.full_street_address}
        </a>
      ),
    },
    {
      id: 'full_name',
      accessorKey: 'full_name',
      header: 'Full Name',
      cell: ({ row }) =>
        OBITUARY_FILTERS.has(filter) ? (
          <a href={obituaryUrl(row.original)} target="_blank" rel="noreferrer" title="Search obituaries">
            {row.original.full_name}
          </a>
        ) : (
          row.original.full_name
        ),
    },
    {
      id: 'voter_identification_number',
      accessorKey: 'voter_identification_number',
      header: 'Voter Id',
      cell: ({ row }) => (
        <span className="text-nowrap">
          <span className="font-monospace">{row.original.voter_identification_number}</span>
          <VoterStatusBadge code={row.original.voter_status_type_code} />
        </span>
      ),
    },
    { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
    // Address research (edit-location), else the postal-location and canvass sources.
    { id: 'business_name', header: 'Business Name', accessorFn: (r) => r.name ?? '', enableSorting: false },
    { id: 'address_type', header: 'Address Type', accessorFn: (r) => r.category ?? '', enableSorting: false },
  ];
}
