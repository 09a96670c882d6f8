import { CLERK_PAGE_SIZE } from '@voterroll/contract/clerk-api';
import { personNameOf } from '@voterroll/contract/labels';
import { registrationPath } from '../registration/registration-columns';
import { useClerkList } from './clerk-list-queries';
import { type ListPlace, listSearch, pageOf } from './list-place';

export type NextInList =
  | { state: 'loading' }
  | {
      state: 'ready';
      /** The registration after this one (null: this is the last), with its page's address. */
      next: { voterId: number; name: string; href: string } | null;
      /** This registration's position now (null: it has left the list) and the list's size. */
      position: number | null;
      total: number;
    };

/** A registration page's address at a place of its list. */
export const placeHref = (voterId: number, place: ListPlace) =>
  `${registrationPath(voterId)}?${listSearch(place)}`;

/**
 * The registration after `voterId` in the list it was opened from, read from the list's page at
 * the place (and the next page when it is the page's last row). If the registration is no longer
 * on that page (a change took it out, or one before it left and it moved up a place), the row now
 * at its position is the next one.
 */
export function useNextInList(place: ListPlace | null, voterId: number, enabled: boolean): NextInList | null {
  const on = enabled && place !== null;
  const page = place ? pageOf(place.pos) : 1;
  const kind = place?.kind ?? { tab: 'confirmation' };
  const here = useClerkList(kind, { ...place?.filters, page, after: place?.after }, on);
  const rows = here.data?.rows ?? [];
  const i = rows.findIndex((r) => r.voter_identification_number === voterId);
  const at = i >= 0 ? i + 1 : ((place?.pos ?? 1) - 1) % CLERK_PAGE_SIZE;
  const more = here.data !== undefined && at >= rows.length && page * CLERK_PAGE_SIZE < here.data.total;
  // Confirmation's next page opens from this page's link to it (keyset: issue 39).
  const nextLink = here.data?.links?.find((l) => l.page === page + 1)?.cursor ?? undefined;
  const after = useClerkList(kind, { ...place?.filters, page: page + 1, after: nextLink }, on && more);
  if (!on || !place || here.isError) return null;
  if (!here.data || (more && after.isPending)) return { state: 'loading' };
  const row = at < rows.length ? rows[at] : more ? after.data?.rows[0] : undefined;
  return {
    state: 'ready',
    next: row
      ? {
          voterId: row.voter_identification_number,
          name: personNameOf(row.full_name),
          href: placeHref(row.voter_identification_number, {
            ...place,
            pos: row.row_number,
            after: at < rows.length ? place.after : nextLink,
          }),
        }
      : null,
    position: i >= 0 ? (rows[i]?.row_number ?? null) : null,
    total: here.data.total,
  };
}
