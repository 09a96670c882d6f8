import { CLERK_METRIC_KEYS, CLERK_METRICS, CLERK_PACKETS_CARD } from '@voterroll/contract/clerk-api';
import { AGE_LIMITS, REGISTERED_STATUSES, UNSCORED_RULES } from '@voterroll/contract/metrics';
import { SCORE_THRESHOLDS } from '@voterroll/contract/scorecard-api';
import { useEffect } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { HowAFileIsLoaded } from './how-a-file-is-loaded';
import { HowUnusualChangesAreFound } from './how-unusual-changes-are-found';
import { isHard, isScored, METRICS } from './metric-definitions';
import { MetricParts } from './metric-parts';
import { PrecisionIntro, RulePrecisionLine } from './rule-precision';

/** /methodology: every metric and both scores in plain words (DESIGN.md section 5). */
export function MethodologyPage() {
  const { hash } = useLocation();
  // The page is loaded lazily, after the browser looked for the #anchor: scroll to it now.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const hard = METRICS.filter((m) => isHard(m.rule));
  const scored = METRICS.filter((m) => isScored(m.rule));
  const unscored = METRICS.filter((m) => (UNSCORED_RULES as readonly string[]).includes(m.rule));
  const { green, yellow } = SCORE_THRESHOLDS;
  return (
    <div style={{ maxWidth: '60rem' }}>
      <PageTitle>Methodology</PageTitle>
      <p>
        Every month the state's voter file is loaded as a snapshot. Each registration is checked against the
        rules below; each rule that matches is a <em>finding</em>, stored with its evidence: which rule, which
        source record, which snapshot. A finding is a reason to look, not proof that a registration is
        invalid: no registration moves toward a challenge without a person's recorded review.
      </p>
      <p>
        Counts are of <strong>registered voters</strong>: statuses {REGISTERED_STATUSES.join(', ')} (active,
        verify, challenged, inactive). Cancelled and rejected rows are left out. The{' '}
        <strong>Active Status</strong> figure counts only registrations in status A (Active). Each
        registration counts at most once per metric. Areas are the state, a county, a jurisdiction (city or
        township) and a precinct.
      </p>

      <h2 className="h4 mt-4" id="scores">
        The two scores
      </h2>
      <Card className="mb-3">
        <Card.Body>
          <p>
            <strong>Overall score</strong> = 10 × (1 − registrations with a scored finding ÷ registered
            voters), shown with two decimals. 10 means no registration in the area has a scored finding. A
            finding is scored when it is a ground for list maintenance, a record to correct, confirm or
            cancel: {scored.map((m) => m.cardTitle).join(', ')}. A registration with several counts once.
          </p>
          <p id="not-scored">
            <strong>Left out of the overall score</strong>: {unscored.map((m) => m.cardTitle).join(' and ')}.
            They describe lawful voters: a voter aged 90 to 99 is no error (100 and over is scored, as Age
            100+), and not voting is no ground for removal in Michigan (MCL 168.509bb). Counting them would
            rank areas by the age and turnout of their voters, not by the accuracy of their rolls. They are
            still counted and shown on the current metrics page. Overseas and military voters (UOCAVA) are
            never a finding.
          </p>
          <p>
            <strong>Hard score</strong> = the same, counting only the findings a clerk can confirm from
            records: {hard.map((m) => m.cardTitle).join(', ')}. (Age 100+ never counts placeholder birth
            years.)
          </p>
          <p className="mb-0">
            Colours, one scale for both scores, so that one number always has one colour:{' '}
            <Badge bg="success">green</Badge> above {green},{' '}
            <Badge bg="warning" text="dark">
              yellow
            </Badge>{' '}
            from {yellow} to {green} inclusive, <Badge bg="danger">red</Badge> below {yellow}. A score in
            words: 9.90 means about 1 registration in 100 has a finding that counts in it, 9.99 about 1 in
            1,000.
          </p>
        </Card.Body>
      </Card>
      <p>
        Overseas and military voters (UOCAVA) are counted but are never a finding and lower no score. Ages are
        taken on January 1 of the snapshot's year; birth years that make someone older than{' '}
        {AGE_LIMITS.placeholderAbove} are placeholders and counted apart.
      </p>

      <PrecisionIntro />
      <h2 className="h4 mt-4">The metrics</h2>
      {METRICS.map((m) => (
        <Card key={m.key} id={m.key} className="mb-3 methodology-metric">
          <Card.Body>
            <Card.Title as="h3" className="h5">
              {m.cardTitle}{' '}
              {isHard(m.rule) && (
                <Badge bg="danger" className="small align-middle">
                  hard score
                </Badge>
              )}
              {m.rule !== 'UOCAVA' && !isScored(m.rule) && (
                <Badge bg="secondary" className="small align-middle">
                  not scored
                </Badge>
              )}
            </Card.Title>
            <p className="mb-2">
              <strong>Counted:</strong> {m.ruleText}
            </p>
            {m.parts && (
              <>
                <p className="mb-1">
                  <strong>Parts</strong> (each counted and charted apart):
                </p>
                <MetricParts metric={m} className="ms-3 mb-2" />
              </>
            )}
            <p className="mb-2">
              <strong>Keep in mind:</strong> {m.caution}
            </p>
            {m.noSource && <p className="mb-2">{m.noSource}</p>}
            {m.rule !== 'UOCAVA' && <RulePrecisionLine rule={m.rule} />}
            <p className="mb-2">
              <strong>Source:</strong> {m.source}
            </p>
            <p className="mb-0 small text-body-secondary">
              Law: {m.statutes.map((s) => `${s.cite} (${s.about})`).join('; ')}.
            </p>
          </Card.Body>
        </Card>
      ))}
      <h2 className="h4 mt-4" id="clerk-counts">
        The clerk dashboard's counts
      </h2>
      <p>
        Each count on a clerk's Home tab is of the clerk's own area (their county, or county and jurisdiction;
        the whole state for a state-level clerk) and equals the number of rows of the list it opens, except
        Challenges submitted, which keeps history and opens no list.
      </p>
      <dl>
        <div>
          <dt>{CLERK_PACKETS_CARD.title}</dt>
          <dd>{CLERK_PACKETS_CARD.definition}</dd>
        </div>
        {CLERK_METRIC_KEYS.map((key) => (
          <div key={key}>
            <dt>{CLERK_METRICS[key].title}</dt>
            <dd>{CLERK_METRICS[key].definition}</dd>
          </div>
        ))}
      </dl>
      <HowAFileIsLoaded />
      <HowUnusualChangesAreFound />
      <p>
        See the numbers for your area on the <Link to="/current-metrics">current metrics</Link> page and their
        history on the <Link to="/metric-trend-charts">trend charts</Link>.
      </p>
    </div>
  );
}
