import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useCounties, useJurisdictions, usePrecincts } from './location-queries';
import { chooseCounty, chooseJurisdiction, choosePrecinct } from './zone-cascade';
import { type Place, setZoneChoice, type ZoneChoice } from './zone-store';

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

/** Michigan, or County > Jurisdiction > Precinct (spec 1 "Profile screens" page header). */
export function ZoneBreadcrumb({ choice }: { choice: ZoneChoice }) {
  const parts = [choice.county?.name, choice.jurisdiction?.name, choice.precinct?.name].filter(
    (p): p is string => Boolean(p),
  );
  return (
    <Breadcrumb className="small" data-testid="zone-breadcrumb">
      {parts.length === 0 ? (
        <Breadcrumb.Item active>Michigan</Breadcrumb.Item>
      ) : (
        parts.map((p) => (
          <Breadcrumb.Item key={p} active>
            {p}
          </Breadcrumb.Item>
        ))
      )}
    </Breadcrumb>
  );
}
