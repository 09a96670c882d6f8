import { FLAG_COUNT_STATUSES } from '@voterroll/contract/metrics-api';
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import Card from 'react-bootstrap/Card';
import { AnimatedCount } from '../../components/animated-count';
import type { ZoneChoice } from '../../components/location-filter/zone-store';
import { TriageIcon } from '../../components/registration/triage-icon';
import { useFlagCounts } from './metrics-queries';

/** Where a zone is, as its figures are labelled: 'in DETROIT CITY, WAYNE County', or 'in Michigan'. */
export function inZone(c: ZoneChoice): string {
  if (!c.county) return 'in Michigan (statewide)';
  return `in ${[c.precinct?.name, c.jurisdiction?.name, `${c.county.name} County`]
    .filter(Boolean)
    .join(', ')}`;
}

/** "Flagged registrations" (spec 2 section 3): the zone's counts per triage status and their total. */
export function FlagCountsRow({ zoneHash, choice }: { zoneHash: string; choice: ZoneChoice }) {
  const counts = useFlagCounts(zoneHash);
  if (!counts.data) return null;
  const countOf = (s: (typeof FLAG_COUNT_STATUSES)[number]) =>
    counts.data.find((r) => r.current_triage_status === s)?.flag_count ?? 0;
  const total = FLAG_COUNT_STATUSES.reduce((sum, s) => sum + countOf(s), 0);
  return (
    <section className="mb-3" data-testid="flag-counts" aria-labelledby="flag-counts-title">
      <h2 id="flag-counts-title" className="h6 text-body-secondary">
        Flagged registrations {inZone(choice)}
      </h2>
      <div className="d-flex flex-wrap gap-2">
        <Card className="flex-fill" data-flag-status="TOTAL">
          <Card.Body className="py-2">
            <div className="small text-body-secondary">Total</div>
            <AnimatedCount value={total} className="fs-5 fw-semibold flag-count" />
          </Card.Body>
        </Card>
        {FLAG_COUNT_STATUSES.map((s) => (
          <Card className="flex-fill" key={s} data-flag-status={s}>
            <Card.Body className="py-2">
              {/* The status's colour is its icon's: yellow text would not read on white. */}
              <div className="small text-body-secondary d-flex align-items-center gap-1">
                <TriageIcon status={s} />
                {TRIAGE_STATUS_INFO[s].filterLabel}
              </div>
              <AnimatedCount value={countOf(s)} className="fs-5 fw-semibold flag-count" />
            </Card.Body>
          </Card>
        ))}
      </div>
    </section>
  );
}
