import { CLERK_TRIAGE_FILTERS, CLERK_VOTER_STATUS_FILTERS } from '@voterroll/contract/clerk-api';
import { voterStatusLabel } from '@voterroll/contract/labels';
import { TRIAGE_STATUS_INFO } from '@voterroll/contract/triage';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { ClerkListFilters } from '../../components/clerk-list/clerk-list-queries';
import { useCounties, useJurisdictions } from '../../components/location-filter/location-queries';
import { useStoredUser } from '../../lib/stored-user';

export type FilterKey = 'q' | 'triage_status' | 'voter_status' | 'county' | 'jurisdiction';

/**
 * The filters of Challenged and Confirmation (spec 3 sections 5, 9; AND): name or address, triage
 * status and voter status (the statuses the list can hold, in words; none to pick where the list
 * holds one only: Confirmation's are all Active, as its description says) and place: a county
 * clerk picks a jurisdiction of their county, a state-level clerk a county and then its
 * jurisdiction; a jurisdiction's clerk has no place to pick.
 */
export function ClerkFilters(p: {
  tab: keyof typeof CLERK_TRIAGE_FILTERS & keyof typeof CLERK_VOTER_STATUS_FILTERS;
  idPrefix: string;
  values: ClerkListFilters;
  onChange: (changes: Partial<Record<FilterKey, string>>) => void;
}) {
  const me = useStoredUser();
  const ownCounty = me?.county && me.county !== 'ALL' ? me.county : null;
  const ownJurisdiction = ownCounty && me?.jurisdiction && me.jurisdiction !== 'ALL' ? me.jurisdiction : null;
  const counties = useCounties();
  const county = ownCounty ?? p.values.county ?? '';
  const jurisdictions = useJurisdictions(ownJurisdiction ? null : county);
  const v = p.values;
  const voterStatuses: readonly string[] = CLERK_VOTER_STATUS_FILTERS[p.tab];
  const select = (
    key: FilterKey,
    label: string,
    options: { value: string; label: string }[],
    disabled = false,
  ) => (
    <Col xs={12} sm={6} lg="auto">
      <Form.Group controlId={`${p.idPrefix}${key}`}>
        <Form.Label className="small mb-1">{label}</Form.Label>
        <Form.Select
          size="sm"
          value={v[key] ?? ''}
          disabled={disabled}
          onChange={(e) =>
            p.onChange(
              key === 'county' ? { county: e.target.value, jurisdiction: '' } : { [key]: e.target.value },
            )
          }
        >
          <option value="">All</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
  return (
    <Row className="g-2 mb-2 align-items-end" data-testid="clerk-filters">
      <Col xs={12} sm={6} lg={3}>
        <Form.Group controlId={`${p.idPrefix}q`}>
          <Form.Label className="small mb-1">Filter by name or address</Form.Label>
          <Form.Control
            size="sm"
            value={v.q ?? ''}
            maxLength={64}
            onChange={(e) => p.onChange({ q: e.target.value })}
          />
        </Form.Group>
      </Col>
      {select(
        'triage_status',
        'Triage status',
        CLERK_TRIAGE_FILTERS[p.tab].map((s) => ({ value: s, label: TRIAGE_STATUS_INFO[s].filterLabel })),
      )}
      {voterStatuses.length > 1 &&
        select(
          'voter_status',
          'Voter status',
          voterStatuses.map((s) => ({ value: s, label: voterStatusLabel(s) })),
        )}
      {!ownCounty &&
        select(
          'county',
          'County',
          (counties.data ?? []).map((c) => ({ value: c.county_name, label: c.county_name })),
        )}
      {!ownJurisdiction &&
        select(
          'jurisdiction',
          'Jurisdiction',
          (jurisdictions.data ?? []).map((j) => ({ value: j.jurisdiction_name, label: j.jurisdiction_name })),
          !county,
        )}
      <Col xs="auto">
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() =>
            p.onChange({ q: '', triage_status: '', voter_status: '', county: '', jurisdiction: '' })
          }
        >
          Clear
        </Button>
      </Col>
    </Row>
  );
}
