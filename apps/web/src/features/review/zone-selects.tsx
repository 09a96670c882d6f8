import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  useCounties,
  useJurisdictions,
  usePrecincts,
} from '../../components/location-filter/location-queries';
import type { ReviewZone } from './review-queries';

/**
 * County, jurisdiction and precinct selects with clear buttons, cascading as the location filter
 * bar does (spec 1 section 4): a new county clears the jurisdiction and precinct, and so on.
 */
export function ZoneSelects({
  zone,
  onChange,
}: {
  zone: ReviewZone | null;
  onChange: (z: ReviewZone | null) => void;
}) {
  const counties = useCounties();
  const jurisdictions = useJurisdictions(zone?.county);
  const precincts = usePrecincts(zone?.county, zone?.jurisdiction);
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-3" data-testid="zone-selects">
      <Form.Select
        className="w-auto"
        aria-label="County"
        value={zone?.county ?? ''}
        onChange={(e) => onChange(e.currentTarget.value ? { county: e.currentTarget.value } : null)}
      >
        <option value="">County ...</option>
        {counties.data?.map((c) => (
          <option key={c.zone_hash} value={c.county_name}>
            {c.county_name}
          </option>
        ))}
      </Form.Select>
      {zone && (
        <Form.Select
          className="w-auto"
          aria-label="Jurisdiction"
          value={zone.jurisdiction ?? ''}
          onChange={(e) =>
            onChange({ county: zone.county, jurisdiction: e.currentTarget.value || undefined })
          }
        >
          <option value="">Jurisdiction ...</option>
          {jurisdictions.data?.map((j) => (
            <option key={j.zone_hash} value={j.jurisdiction_name}>
              {j.jurisdiction_name}
            </option>
          ))}
        </Form.Select>
      )}
      {zone?.jurisdiction && (
        <Form.Select
          className="w-auto"
          aria-label="Precinct"
          value={zone.precinct ?? ''}
          onChange={(e) => onChange({ ...zone, precinct: e.currentTarget.value || undefined })}
        >
          <option value="">Precinct ...</option>
          {precincts.data?.map((p) => (
            <option key={p.zone_hash} value={p.precinct_name}>
              {p.precinct_name}
            </option>
          ))}
        </Form.Select>
      )}
      {zone && (
        <Button variant="outline-secondary" size="sm" onClick={() => onChange(null)}>
          Statewide
        </Button>
      )}
    </div>
  );
}
