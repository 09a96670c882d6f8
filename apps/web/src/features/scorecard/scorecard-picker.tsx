import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useZoneStats } from './scorecard-queries';
import { ZoneCombobox } from './zone-combobox';

export const countyScorecardPath = (county: string) => `/scorecard?county=${encodeURIComponent(county)}`;
export const jurisdictionScorecardPath = (county: string, jurisdiction: string) =>
  `/scorecard-j?county=${encodeURIComponent(county)}&jurisdiction=${encodeURIComponent(jurisdiction)}`;

/**
 * Find a county or a jurisdiction by typing part of its name ("Way" finds WAYNE): picking a county
 * offers its scorecard and its jurisdictions; picking a jurisdiction opens its scorecard. The names
 * are the scorecard's own (the state's counties, the county's jurisdictions).
 */
export function ScorecardPicker({ county }: { county?: string }) {
  const [chosen, setChosen] = useState(county);
  useEffect(() => setChosen(county), [county]);
  const counties = useZoneStats();
  const jurisdictions = useZoneStats(chosen);
  const navigate = useNavigate();
  const jurisdictionInput = useRef<HTMLInputElement>(null);
  const countyNames = (counties.data?.[1] ?? []).map((c) => c.zone_name);
  const jurisdictionNames = chosen ? (jurisdictions.data?.[1] ?? []).map((j) => j.zone_name) : [];
  return (
    <search
      className="row g-2 align-items-end mb-3 scorecard-picker"
      aria-label="Find a county or jurisdiction"
    >
      <div className="col-sm-5 col-lg-4">
        <ZoneCombobox
          key={`county-${county ?? ''}`}
          label="County"
          names={countyNames}
          placeholder="Type a county, e.g. Wayne"
          onPick={(name) => {
            setChosen(name);
            // Focus moves on to the county's jurisdictions once they are listed.
            setTimeout(() => jurisdictionInput.current?.focus(), 0);
          }}
        />
      </div>
      <div className="col-sm-5 col-lg-4">
        <ZoneCombobox
          key={`jurisdiction-${chosen ?? ''}`}
          label={chosen ? `Jurisdiction in ${chosen}` : 'Jurisdiction'}
          names={jurisdictionNames}
          placeholder={chosen ? 'Type a city or township' : 'Choose a county first'}
          disabled={!chosen}
          inputRef={jurisdictionInput}
          onPick={(name) => chosen && void navigate(jurisdictionScorecardPath(chosen, name))}
        />
      </div>
      {chosen && chosen !== county && (
        <div className="col-sm-auto">
          <Link className="btn btn-sm btn-primary" to={countyScorecardPath(chosen)}>
            Open {chosen} County scorecard
          </Link>
        </div>
      )}
    </search>
  );
}
