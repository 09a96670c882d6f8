import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import Row from 'react-bootstrap/Row';
import { CountCard } from '../../components/count-card';
import { PATRIOT_STATUS_PARAM, useFlaggedReview } from './patriot-queries';

/** What awaits an Election Patriot (issue 26): the area's flags to verify and those ready to challenge. */
export const PATRIOT_CARDS = [
  {
    status: 'TRG',
    title: 'To verify',
    caption: `${TRIAGE_STATUS_INFO.TRG.label}: research them and decide.`,
  },
  {
    status: 'SFCR',
    title: 'Ready to submit',
    caption: `${TRIAGE_STATUS_INFO.SFCR.label}: prepare and submit the challenge.`,
  },
] as const;

/**
 * The cards count the Flagged tab's own rows (the same answer of the same query), and each opens
 * Flagged filtered by its status.
 */
export function PatriotHomeCards({ onOpen }: { onOpen: () => void }) {
  const list = useFlaggedReview(true);
  if (!list.data) return null;
  const rows = list.data;
  return (
    <Row className="g-3 mb-3" xs={1} sm={2} lg={4}>
      {PATRIOT_CARDS.map((c) => (
        <CountCard
          key={c.status}
          title={c.title}
          caption={c.caption}
          count={rows.filter((r) => r.current_triage_status === c.status).length}
          to={{ search: `?${PATRIOT_STATUS_PARAM}=${c.status}` }}
          onOpen={onOpen}
          testId={`patriot-card-${c.status}`}
        />
      ))}
    </Row>
  );
}
