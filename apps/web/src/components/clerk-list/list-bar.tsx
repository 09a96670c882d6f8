import { CLERK_FILTER_DESCRIPTIONS } from '@voterroll/contract/clerk-api';
import { Link } from 'react-router';
import { CLERK_LIST_NAMES, type ListPlace } from './list-place';
import type { NextInList } from './use-next-in-list';

/** The list's name as the clerk dashboard says it: the tab, and Challenged's metric. */
export const listName = (place: ListPlace) =>
  place.kind.tab === 'challenged'
    ? `${CLERK_LIST_NAMES.challenged}: ${CLERK_FILTER_DESCRIPTIONS[place.kind.filter]}`
    : CLERK_LIST_NAMES[place.kind.tab];

/**
 * A registration page opened from a clerk list: where it is in the list, the way back, and the
 * next registration (to skip to it without a change; the action bar's "Save and next" saves first).
 */
export function ListBar({ place, inList }: { place: ListPlace; inList: NextInList }) {
  return (
    <nav
      aria-label="Clerk list"
      className="d-flex flex-wrap gap-3 align-items-center small"
      data-testid="list-bar"
    >
      <Link to={place.back}>Back to {listName(place)}</Link>
      {inList.state === 'ready' && (
        <>
          <span data-testid="list-position">
            {inList.position === null
              ? `No longer in this list (${inList.total} left)`
              : `Registration ${inList.position} of ${inList.total} in this list`}
          </span>
          {inList.next ? (
            <Link to={inList.next.href} data-testid="list-next">
              Skip to the next: {inList.next.name || `Voter ID ${inList.next.voterId}`}
            </Link>
          ) : (
            <span>The last registration of this list.</span>
          )}
        </>
      )}
    </nav>
  );
}
