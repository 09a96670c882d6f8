import { ELECTION_LAW } from '@voterroll/contract/flag-forms';
import Alert from 'react-bootstrap/Alert';

/**
 * The warning before registrations go to triage or toward a challenge (spec 1 flag dialog, spec 2
 * section 2.8): a challenge must rest on personal knowledge, not on a list (MCL 168.512).
 */
export function ElectionLawWarning() {
  return (
    <Alert variant="warning" data-testid="election-law-warning">
      Before proceeding, please review{' '}
      <a href={ELECTION_LAW.url} target="_blank" rel="noreferrer">
        {ELECTION_LAW.section}
      </a>
      : an elector may challenge a registration only on personal knowledge that the person is not qualified,
      and a challenge made without good reason is a misdemeanor. Flagging sends the registration to volunteers
      for research; it is not a challenge.
    </Alert>
  );
}
