import { GENERATED_TRUTH, type rulePrecisionSchema } from '@voterroll/contract/review-api';
import type { z } from 'zod';
import { useFindingPrecision } from './metrics-queries';

type RulePrecision = z.infer<typeof rulePrecisionSchema>;

const percent = (share: number) => `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
const n = (v: number) => v.toLocaleString('en-US');

/** The section's words: what the two measures are and what they do not prove. */
export function PrecisionIntro() {
  const { voters, seed, snapshot } = GENERATED_TRUTH;
  return (
    <>
      <h2 className="h4 mt-4" id="precision">
        How often a rule is right
      </h2>
      <p>
        Each rule below shows its <strong>measured precision</strong>, the share of its findings that were
        right, measured two ways:
      </p>
      <ul>
        <li>
          <strong>On generated data</strong>: a synthetic voter file of {n(voters)} registrations (seed {seed}
          , file of {snapshot}) with anomalies planted where the generator records them. A finding is right
          when the registration carries the planted anomaly.
        </li>
        <li>
          <strong>In reviews</strong>: the verdicts reviewers recorded on real findings, confirmed or false
          positive. A finding is right when a reviewer confirmed it.
        </li>
      </ul>
      <p id="precision-limits">
        <strong>What this does not prove:</strong> the generated file has only the anomalies and look-alikes
        (twins, Jr and Sr, shared names) its generator plants, so a rule's precision there shows it finds what
        it is meant to find, not how often a real file's finding is a real error. Reviewed findings are the
        ones reviewers chose to look at, not a random sample, and a handful of verdicts says little. Neither
        measure says a registration is invalid: only a clerk's review of the record does.
      </p>
    </>
  );
}

/** One rule's two figures, or that there is none yet. */
export function RulePrecisionLine({ rule }: { rule: string }) {
  const precision = useFindingPrecision();
  if (precision.isPending) return null;
  if (precision.isError)
    return <p className="mb-2 text-body-secondary">Measured precision could not be loaded.</p>;
  const row = precision.data.find((r) => r.rule === rule);
  if (!row) return null;
  return (
    <p className="mb-2 rule-precision" data-rule={rule}>
      <strong>
        <a href="#precision">Measured precision</a>:
      </strong>{' '}
      <span className="truth-precision">{truthText(row)}</span>{' '}
      <span className="review-precision">{reviewText(row)}</span>
    </p>
  );
}

function truthText(r: RulePrecision) {
  if (r.truth_precision === null || r.truth_found === null || r.truth_right === null)
    return 'On generated data: not measured (no generated source).';
  return `On generated data: ${percent(r.truth_precision)} (${n(r.truth_right)} of ${n(r.truth_found)} findings right).`;
}

function reviewText(r: RulePrecision) {
  if (r.precision === null) return 'In reviews: no finding reviewed yet.';
  return `In reviews: ${percent(r.precision)} (${n(r.confirmed)} of ${n(r.reviewed)} reviewed findings confirmed).`;
}
