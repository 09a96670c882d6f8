import {
  DATA_ENTRY_STATUS_LABELS,
  DATA_ENTRY_STATUSES,
  type DataEntryStatus,
} from '@voterroll/contract/envelopes-api';
import Row from 'react-bootstrap/Row';
import { CountCard } from '../../components/count-card';
import { useEnvelopeTotals } from './envelopes-queries';

/** The list's status filter in the URL: the cards open the list filtered by it. */
export const ENVELOPE_STATUS_PARAM = 'env_status';

const CAPTIONS: Record<DataEntryStatus, string> = {
  OCR: 'Read by the OCR; nobody has checked them yet.',
  REVIEW: 'The OCR was unsure: read the scanned image.',
  ENTERED: 'Done: a person saved the fields.',
};

/**
 * What awaits data entry (issue 26): the envelopes of each status, each count the total the list
 * answers for that status filter (the same request as the list's), opening the list so filtered.
 */
export function EnvelopeCards({ username }: { username: string }) {
  const totals = useEnvelopeTotals(username);
  if (!totals.data) return null;
  const counts = totals.data;
  return (
    <Row className="g-3 mb-3" xs={1} sm={3} lg={4}>
      {DATA_ENTRY_STATUSES.map((s, i) => (
        <CountCard
          key={s}
          title={DATA_ENTRY_STATUS_LABELS[s]}
          caption={CAPTIONS[s]}
          count={counts[i] ?? 0}
          to={{ search: `?${ENVELOPE_STATUS_PARAM}=${s}` }}
          testId={`envelope-card-${s}`}
        />
      ))}
    </Row>
  );
}
