import type { ColumnDef } from '@tanstack/react-table';
import { formatCount, formatDateTime } from '../../lib/format';

/** Column helpers the tables share. */

/** A column of counts, formatted; sorted by `sortBy` (another field of the row) when given. */
export function countColumn<R>(
  key: keyof R & string,
  header: string,
  sortBy: keyof R = key,
): ColumnDef<R, unknown> {
  return {
    id: key,
    accessorFn: (r) => r[sortBy],
    header,
    cell: ({ row }) => formatCount(Number(row.original[key])),
  };
}

/** A column of timestamps, shown as the app shows a date and time, sorted as stored (ISO). */
export function dateTimeColumn<R>(key: keyof R & string, header: string): ColumnDef<R, unknown> {
  return {
    id: key,
    accessorFn: (r) => r[key],
    header,
    cell: ({ row }) => formatDateTime(row.original[key] as string | null | undefined),
  };
}
