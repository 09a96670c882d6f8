import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useLocation } from 'react-router';
import { useCounties, useJurisdictions, usePrecincts } from './location-queries';
import { chooseCounty, chooseJurisdiction, choosePrecinct } from './zone-cascade';
import { type Place, STATEWIDE, setZoneChoice, type ZoneChoice } from './zone-store';

interface PickerProps {
  label: string;
  value: Place | null;
  options: Place[] | undefined;
  onChange: (place: Place | null) => void;
}

function Picker({ label, value, options, onChange }: PickerProps) {
  const id = `location-${label.toLowerCase()}`;
  return (
    <Form.Group controlId={id} className="location-picker">
      <Form.Label className="small mb-1">{label}</Form.Label>
      <InputGroup size="sm">
        <Form.Select
          value={value?.hash ?? ''}
          disabled={!options}
          onChange={(e) => onChange(options?.find((o) => o.hash === e.currentTarget.value) ?? null)}
        >
          <option value="">{options ? `All (choose a ${label.toLowerCase()})` : 'Loading...'}</option>
          {options?.map((o) => (
            <option key={o.hash} value={o.hash}>
              {o.name}
            </option>
          ))}
        </Form.Select>
        <Button
          variant="outline-secondary"
          disabled={!value}
          onClick={() => onChange(null)}
          aria-label={`Clear ${label}`}
        >
          ×
        </Button>
      </InputGroup>
    </Form.Group>
  );
}

/**
 * The location filter bar (spec 1 section 4): County, then Jurisdiction once a county is chosen,
 * then Precinct once a jurisdiction is chosen; each with a clear button.
 */
export function LocationFilter({ choice }: { choice: ZoneChoice }) {
  const counties = useCounties();
  const jurisdictions = useJurisdictions(choice.county?.name);
  const precincts = usePrecincts(choice.county?.name, choice.jurisdiction?.name);
  return (
    <div className="location-filter d-flex flex-wrap gap-3 align-items-end mb-3 p-2 rounded border bg-body-tertiary">
      <Picker
        label="County"
        value={choice.county}
        options={counties.data?.map((c) => ({ name: c.county_name, hash: c.zone_hash }))}
        onChange={(p) => setZoneChoice(chooseCounty(p))}
      />
      {choice.county && (
        <Picker
          label="Jurisdiction"
          value={choice.jurisdiction}
          options={jurisdictions.data?.map((j) => ({ name: j.jurisdiction_name, hash: j.zone_hash }))}
          onChange={(p) => setZoneChoice(chooseJurisdiction(choice, p))}
        />
      )}
      {choice.jurisdiction && (
        <Picker
          label="Precinct"
          value={choice.precinct}
          options={precincts.data?.map((p) => ({ name: p.precinct_name, hash: p.zone_hash }))}
          onChange={(p) => setZoneChoice(choosePrecinct(choice, p))}
        />
      )}
    </div>
  );
}

/** Michigan > County > Jurisdiction > Precinct (spec 1 "Profile screens" page header), levels above linked. */
export function ZoneBreadcrumb({ choice }: { choice: ZoneChoice }) {
  const { search } = useLocation();
  // Each level above the chosen zone links to it: the choice (which the URL follows) becomes that
  // level, and the link's address is this page with that zone, for a new tab.
  const levels: { name: string; target: ZoneChoice; hash: string }[] = [
    { name: 'Michigan', target: STATEWIDE, hash: 'MICHIGAN' },
  ];
  if (choice.county)
    levels.push({
      name: choice.county.name,
      target: { ...STATEWIDE, county: choice.county },
      hash: choice.county.hash,
    });
  if (choice.county && choice.jurisdiction)
    levels.push({
      name: choice.jurisdiction.name,
      target: { county: choice.county, jurisdiction: choice.jurisdiction, precinct: null },
      hash: choice.jurisdiction.hash,
    });
  if (choice.precinct)
    levels.push({ name: choice.precinct.name, target: choice, hash: choice.precinct.hash });
  const hrefOf = (hash: string) => {
    const params = new URLSearchParams(search);
    params.set('zone', hash);
    return `?${params}`;
  };
  return (
    <Breadcrumb className="small" data-testid="zone-breadcrumb">
      {levels.map((level, i) =>
        i === levels.length - 1 ? (
          <Breadcrumb.Item key={level.hash} active>
            {level.name}
          </Breadcrumb.Item>
        ) : (
          <Breadcrumb.Item
            key={level.hash}
            href={hrefOf(level.hash)}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
              e.preventDefault();
              setZoneChoice(level.target);
            }}
          >
            {level.name}
          </Breadcrumb.Item>
        ),
      )}
    </Breadcrumb>
  );
}
