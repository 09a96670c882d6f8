import type { ColumnDef } from '@tanstack/react-table';
import { personName, ruleLabel } from '@voterroll/contract/labels';
import type { ReviewRow } from '@voterroll/contract/review-api';
import {
  addressColumn,
  nameColumn,
  notesColumn,
  voterIdColumn,
} from '../../components/registration/registration-columns';

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
    notesColumn(onNotes),
    {
      id: 'challenge_codes',
      accessorKey: 'challenge_codes',
      header: 'System Review Codes',
      cell: ({ row }) => (
        <span className="small">
          {row.original.findings.map((f) => (
            <span
              key={`${f.rule}-${f.snapshot_date}`}
              className={`badge me-1 ${f.verdict === 'FALSE_POSITIVE' ? 'bg-body-tertiary text-body border text-decoration-line-through' : 'text-bg-secondary'}`}
              title={f.detail ?? ruleLabel(f.rule)}
            >
              {ruleLabel(f.rule)}
            </span>
          ))}
        </span>
      ),
    },
    addressColumn<ReviewRow>(),
    nameColumn<ReviewRow>(
      (r) =>
        OBITUARY_FILTERS.has(filter) ? (
          <a
            href={obituaryUrl(r)}
            target="_blank"
            rel="noreferrer"
            className="ms-2 small"
            aria-label={`Search obituaries for ${personName(r)}`}
          >
            obituaries
          </a>
        ) : null,
      undefined,
      // Spec 2's "Full Name (Last, Middle, First)": the file's order, as the spec names it.
      (r) => r.full_name,
    ),
    voterIdColumn<ReviewRow>(),
    { id: 'year_of_birth', accessorKey: 'year_of_birth', header: 'Year of Birth' },
    // Address research (edit-location), else the postal-location and canvass sources.
    { id: 'business_name', header: 'Business Name', accessorFn: (r) => r.name ?? '', enableSorting: false },
    { id: 'address_type', header: 'Address Type', accessorFn: (r) => r.category ?? '', enableSorting: false },
  ];
}
