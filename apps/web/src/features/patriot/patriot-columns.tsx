import type { ColumnDef } from '@tanstack/react-table';
import { personNameOf, reasonLabel, ruleLabels } from '@voterroll/contract/labels';
import type { FlaggedRow, RemovedRow } from '@voterroll/contract/patriot-api';
import { Link } from 'react-router';
import {
  addressColumn,
  firstNameFirst,
  nameColumn,
  notesColumn,
  voterIdColumn,
} from '../../components/registration/registration-columns';
import { TriageStatusLabel } from '../../components/registration/triage-icon';

const status = <T extends { current_triage_status: FlaggedRow['current_triage_status'] }>(): ColumnDef<
  T,
  unknown
> => ({
  id: 'current_triage_status',
  accessorKey: 'current_triage_status',
  header: 'Status',
  cell: ({ row }) => <TriageStatusLabel status={row.original.current_triage_status} />,
});

const reason = <T extends { flagged_reason: string }>(): ColumnDef<T, unknown> => ({
  id: 'flagged_reason',
  accessorKey: 'flagged_reason',
  header: 'Reason',
  cell: ({ row }) => reasonLabel(row.original.flagged_reason),
});

/**
 * The challenge of MCL 168.512 under the name: prepared from To Be Challenged, read once submitted.
 * (A column of its own cut the table beside the sidebar at 1280 px.)
 */
function challengeLink(r: FlaggedRow) {
  if (r.current_triage_status !== 'SFCR' && r.current_triage_status !== 'CS') return null;
  return (
    <div className="small mt-1">
      <Link to={`/challenge/${r.voter_identification_number}`}>
        {r.current_triage_status === 'SFCR' ? 'Prepare challenge' : 'View challenge'}
        <span className="visually-hidden"> of {personNameOf(r.full_name)}</span>
      </Link>
    </div>
  );
}

/** The Flagged tab's table (spec 3 sections 2.3, 3): the status icon opens the research notes (2.4). */
export const flaggedColumns = (onNotes: (r: FlaggedRow) => void): ColumnDef<FlaggedRow, unknown>[] => [
  // The status column as before (sorted and exported as the status code), its icon a button.
  {
    ...status<FlaggedRow>(),
    cell: notesColumn(onNotes).cell,
  },
  {
    id: 'system_review_codes',
    accessorKey: 'system_review_codes',
    header: 'System Review Codes',
    cell: ({ row }) => ruleLabels(row.original.system_review_codes).join(', '),
  },
  addressColumn<FlaggedRow>(),
  nameColumn<FlaggedRow>(challengeLink),
  voterIdColumn<FlaggedRow>(),
  { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
  { id: 'jurisdiction_name', accessorKey: 'jurisdiction_name', header: 'Jurisdiction' },
  reason<FlaggedRow>(),
  {
    id: 'updated_at',
    accessorKey: 'updated_at',
    header: 'Last Change',
    cell: ({ row }) => row.original.updated_at.slice(0, 10),
  },
];

/** The Removed tab's table: the registration as last registered, and the voter file that removed it. */
export const removedColumns: ColumnDef<RemovedRow, unknown>[] = [
  status<RemovedRow>(),
  voterIdColumn<RemovedRow>(),
  // Sorted by the last name, read First Middle Last (issue 27).
  {
    id: 'full_name',
    accessorKey: 'full_name',
    header: 'Full Name',
    cell: ({ row }) => firstNameFirst(row.original),
  },
  { id: 'full_street_address', accessorKey: 'full_street_address', header: 'Last Registered Address' },
  { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
  { id: 'jurisdiction_name', accessorKey: 'jurisdiction_name', header: 'Jurisdiction' },
  reason<RemovedRow>(),
  { id: 'removed_in_snapshot', accessorKey: 'removed_in_snapshot', header: 'Removed in Voter File of' },
];
