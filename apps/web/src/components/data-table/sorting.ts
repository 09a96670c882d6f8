import type { Row } from '@tanstack/react-table';

/** Numbers with missing values (null) sorted below every number, whichever the direction. */
export function numberNullsLow<T>(a: Row<T>, b: Row<T>, columnId: string): number {
  const x = a.getValue<number | null>(columnId);
  const y = b.getValue<number | null>(columnId);
  return (x ?? Number.NEGATIVE_INFINITY) - (y ?? Number.NEGATIVE_INFINITY) || 0;
}
