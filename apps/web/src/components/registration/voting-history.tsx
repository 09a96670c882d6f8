import './registration.css';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { errorText } from '../../lib/api-client';
import { monthDayYear, shortMonth } from '../../lib/format';
import { PageLoading } from '../page-loading';
import { buildElectionHistory, type ElectionEntry, recordedText } from './election-history';
import { useElectionDates, useVoterHistoryBySnapshot } from './registration-queries';

function Election({ e }: { e: ElectionEntry }) {
  const several = (e.recorded?.length ?? 0) > 1;
  return (
    <li className="history-election py-2" data-election={e.date}>
      <div className="d-flex flex-wrap justify-content-between column-gap-3">
        <span>
          <span className="fw-semibold text-nowrap">{monthDayYear(e.date)}</span>
          {e.name && <span className="text-body-secondary"> · {e.name}</span>}
        </span>
        {e.recorded === null ? (
          <span className="text-body-secondary">No voter file taken since</span>
        ) : (
          <span
            className={
              several
                ? 'history-several fw-semibold px-1'
                : e.recorded.length
                  ? undefined
                  : 'text-body-secondary'
            }
            data-testid="election-recorded"
          >
            {recordedText(e.recorded)}
            {several && ' (more than one method for one election)'}
          </span>
        )}
      </div>
      {e.changes.length > 0 && (
        <ul
          className="list-unstyled small mb-0 mt-1"
          aria-label={`Record changes for ${monthDayYear(e.date)}`}
        >
          {e.changes.map((c) => (
            <li key={c.snapshot} className="history-change">
              <Badge bg="warning" text="dark" className="me-1">
                Changed
              </Badge>
              {shortMonth(c.snapshot)} file: {recordedText(c.from)} → {recordedText(c.to)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The voter's elections, newest first: date, name, and how the voter voted as the newest voter
 * file records it, with the files that recorded an election differently marked (spec 1 section
 * 4's voting history, read from voter-history-by-snapshot).
 */
export function VotingHistory({ voterId }: { voterId: string }) {
  const history = useVoterHistoryBySnapshot(voterId);
  const elections = useElectionDates();
  if (history.isPending || elections.isPending) return <PageLoading />;
  if (history.isError || elections.isError) {
    return <Alert variant="danger">{errorText(history.error ?? elections.error)}</Alert>;
  }
  const h = buildElectionHistory(history.data, elections.data);
  if (h.snapshots.length === 0) {
    return <p className="text-body-secondary">No voting history recorded for this voter.</p>;
  }
  const changed = h.elections.filter((e) => e.changes.length > 0).length;
  const first = h.snapshots[0] as string;
  const last = h.snapshots.at(-1) as string;
  return (
    <section data-testid="voting-history" aria-label="Voting history">
      <p className="small text-body-secondary mb-1">
        As the {shortMonth(last)} voter file records each election
        {h.snapshots.length > 1 &&
          `; ${h.snapshots.length} files read (${shortMonth(first)} to ${shortMonth(last)}), ${
            changed === 0
              ? 'none recorded an election differently'
              : `changes marked on ${changed} election${changed === 1 ? '' : 's'}`
          }`}
        .
      </p>
      <ol className="list-unstyled mb-1 history-elections">
        {h.elections.map((e) => (
          <Election key={e.date} e={e} />
        ))}
      </ol>
    </section>
  );
}
