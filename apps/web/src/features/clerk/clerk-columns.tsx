import type { ColumnDef } from '@tanstack/react-table';
import type { ClerkRow } from '@voterroll/contract/clerk-api';
import { personNameOf, ruleLabel } from '@voterroll/contract/labels';
import { CLERK_STATUSES } from '@voterroll/contract/triage';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { NotesButton } from '../../components/registration/notes-button';
import {
  addressColumn,
  nameColumn,
  notesColumn,
  voterIdColumn,
} from '../../components/registration/registration-columns';
import { slashDate } from '../../lib/format';

type Column = ColumnDef<ClerkRow, unknown>;

/** The name, opening the registration's page at its place in the list. */
const name = (a: ClerkActions): Column => nameColumn<ClerkRow>(undefined, a.linkSearch);
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

/** What a clerk row's actions do: open the research notes, add the row to the work queue. */
export interface ClerkActions {
  onNotes: (r: ClerkRow) => void;
  onQueue: (r: ClerkRow) => void;
  /** The voter id being added now (its button is disabled). */
  queueing: number | null;
  /** The query string of a row's registration page: its place in this list. */
  linkSearch: (r: ClerkRow) => string;
}

const inClerkWork = (r: ClerkRow) => (CLERK_STATUSES as readonly string[]).includes(r.current_triage_status);

/** The notes icon, absent for an unflagged row (spec 3 sections 2.4, 4.1: no icon for a null status). */
function notes(a: ClerkActions): Column {
  return {
    ...notesColumn<ClerkRow>(a.onNotes),
    cell: ({ row }) =>
      row.original.current_triage_status === 'NEW' ? null : (
        <NotesButton
          voterId={row.original.voter_identification_number}
          status={row.original.current_triage_status}
          onClick={() => a.onNotes(row.original)}
        />
      ),
  };
}

/** "Add to my queue" in one click (issue 26): offered where Add to Work Queue is (not INQ, NS, CAT, CI). */
function queue(a: ClerkActions): Column {
  return {
    id: 'queue',
    header: 'Queue',
    enableSorting: false,
    meta: { csv: false },
    cell: ({ row }) =>
      inClerkWork(row.original) ? null : (
        <div className="d-grid gap-1">
          <Button
            size="sm"
            variant="outline-primary"
            className="text-nowrap"
            disabled={a.queueing === row.original.voter_identification_number}
            onClick={() => a.onQueue(row.original)}
            aria-label={`Add to my queue: ${personNameOf(row.original.full_name) || row.original.voter_identification_number}`}
          >
            Add to my queue
          </Button>
          {/* A submitted challenge's packet (issue 35): the clerk reads and prints it from the row. */}
          {row.original.current_triage_status === 'CS' && (
            <Link
              className="btn btn-sm btn-outline-secondary text-nowrap"
              to={`/challenge/${row.original.voter_identification_number}`}
              aria-label={`Open packet: ${personNameOf(row.original.full_name) || row.original.voter_identification_number}`}
            >
              Open packet
            </Link>
          )}
        </div>
      ),
  };
}

/** Challenged and My Workspace (spec 3 section 2.2), with the one-click queue button and the packet. */
export function challengedColumns(a: ClerkActions): Column[] {
  return [
    notes(a),
    queue(a),
    codes,
    address,
    name(a),
    voterId,
    { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
    { id: 'name', accessorKey: 'name', header: 'Business Name', enableSorting: false },
    { id: 'category', accessorKey: 'category', header: 'Address Type', enableSorting: false },
  ];
}

/** Confirmation (spec 3 section 2.2): notes, voter id, last voted, address, name. */
export function confirmationColumns(a: ClerkActions): Column[] {
  return [
    notes(a),
    queue(a),
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
    name(a),
  ];
}
