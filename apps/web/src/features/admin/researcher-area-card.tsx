import { REVIEW_STATUS_PARAM } from '@voterroll/contract/review-api';
import { CountCard } from '../../components/count-card';
import { useUnreviewedList } from './admin-queries';

/**
 * The researcher's area's findings nobody has reviewed yet (issue 26): the registrations with a
 * finding and no flag, the total of the same list request as Registrations For Review's (filter
 * All, status Unflagged), opening that list.
 */
export function ResearcherAreaCard({
  county,
  jurisdiction,
}: {
  county: string;
  jurisdiction: string | null;
}) {
  const zone = [county, jurisdiction].filter((p): p is string => Boolean(p));
  const list = useUnreviewedList(zone);
  if (!list.data) return null;
  const to = new URLSearchParams({ county, ...(jurisdiction ? { jurisdiction } : {}) });
  to.set(REVIEW_STATUS_PARAM, 'NEW');
  return (
    <CountCard
      title={`Not yet reviewed in ${jurisdiction ?? county}`}
      caption="Registrations with a finding and no flag: research them."
      count={list.data.total}
      to={`/registrations-for-review?${to}`}
      testId="researcher-unreviewed"
    />
  );
}
