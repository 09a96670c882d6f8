import { PATRIOT_LEGEND, PATRIOT_PROCESS } from '@voterroll/contract/patriot-api';
import Card from 'react-bootstrap/Card';
import { TriageIcon } from '../../components/registration/triage-icon';

/** The explanation card (spec 3 section 2.3): the process-flow banner and the icon legend. */
export function PatriotExplanation() {
  return (
    <Card className="mb-3" data-testid="patriot-explanation">
      <Card.Body>
        <ol className="list-inline d-flex flex-wrap gap-2 mb-3" aria-label="The cleanup process">
          {/* Theme colours (text-bg-light stayed a light pill in dark mode). */}
          {PATRIOT_PROCESS.map((step, i) => (
            <li
              key={step}
              className="list-inline-item badge bg-body-tertiary text-body border text-wrap text-start fw-normal"
            >
              {i + 1}. {step}
            </li>
          ))}
        </ol>
        <ul className="list-unstyled mb-0 row row-cols-1 row-cols-md-2 g-1" aria-label="Icon legend">
          {PATRIOT_LEGEND.map((l) => (
            <li key={l.status} className="col">
              <TriageIcon status={l.status} /> {l.text}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
