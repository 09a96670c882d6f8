import type { Registration } from '@voterroll/contract/addresses-api';
import { personName, precinctName, uocavaNameLabel } from '@voterroll/contract/labels';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { VoterStatusBadge } from './voter-status-badge';

/** The card's name, First Middle Last Suffix: the contract's one formatter. */
export const fullName = personName;

const yesNo = (v: 'Y' | 'N' | null) => (v === 'Y' ? 'Yes' : v === 'N' ? 'No' : 'Not stated');
const orDash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

/** The location line: county, jurisdiction and precinct (named as its zone), as far as the file gives them. */
export function locationLine(
  r: Pick<Registration, 'county_name' | 'jurisdiction_name' | 'ward' | 'precinct'>,
) {
  return [r.county_name, r.jurisdiction_name, r.precinct ? precinctName(r.ward ?? '', r.precinct) : '']
    .filter((p) => p !== '')
    .join(' · ');
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col-sm-6 col-lg-4">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-2">{children}</dd>
    </div>
  );
}

/** Spec 1 "Registration card": name with status badge, ids, place, dates, addresses, absentee and UOCAVA. */
export function RegistrationCard({
  registration: r,
  actions,
}: {
  registration: Registration;
  actions?: ReactNode;
}) {
  return (
    <Card className="registration-card">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start gap-2">
          <Card.Title as="h2" className="h5 mb-1">
            {fullName(r)}
            <VoterStatusBadge code={r.voter_status_type_code} />
          </Card.Title>
          {actions && <div className="ms-auto">{actions}</div>}
        </div>
        <div className="text-body-secondary mb-3">
          Voter ID <span className="font-monospace">{r.voter_identification_number}</span>
          <span className="mx-2">|</span>
          {locationLine(r)}
        </div>
        <dl className="row mb-0">
          <Field label="Year of birth">{orDash(r.year_of_birth)}</Field>
          <Field label="Sex">{orDash(r.sex)}</Field>
          <Field label="Registration date">{orDash(r.registration_date)}</Field>
          <Field label="Registered address">{orDash(r.full_street_address)}</Field>
          <Field label="Mailing address">{orDash(r.full_mailing_address)}</Field>
          <Field label="Permanent absentee voter">{yesNo(r.is_permanent_absentee_voter)}</Field>
          <Field label="UOCAVA status">{uocavaNameLabel(r.uocava_status_name ?? '')}</Field>
        </dl>
      </Card.Body>
    </Card>
  );
}
