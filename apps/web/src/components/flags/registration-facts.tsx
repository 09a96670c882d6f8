import { moveTypeLabel } from '@voterroll/contract/evidence-labels';
import { personNameOf, precinctName, uocavaLabel } from '@voterroll/contract/labels';
import type { ReviewRow } from '@voterroll/contract/review-api';
import type { ReactNode } from 'react';
import { monthDayYear, slashDate } from '../../lib/format';
import { AddressLink } from '../registration/address-link';
import { VoterStatusBadge } from '../registration/voter-status-badge';
import { NotesCard } from './notes-card';

/**
 * What the research notes dialogs know of a registration: the fields every list row that opens
 * them carries (the review list's rows; the clerk tables' rows have the same names), the rest
 * optional. `name`, `category` and `comments` are the address research of spec 3 section 3
 * (business name or address description, address type, digital research comments): the review
 * list fills them from the address research (POST /api/edit-location), the first two else from
 * the postal-location and canvass sources.
 */
export type NotesRegistration = Pick<
  ReviewRow,
  | 'voter_identification_number'
  | 'current_triage_status'
  | 'flagged_reg_id'
  | 'full_name'
  | 'year_of_birth'
  | 'full_street_address'
  | 'jurisdiction_name'
  | 'precinct'
  | 'ward'
  | 'registration_date'
  | 'voter_status_type_code'
  | 'last_voted_election'
  | 'ncoa_move_date'
  | 'ncoa_moved_to_address'
  | 'ncoa_delivery_point'
> &
  Partial<Pick<ReviewRow, 'reg_count' | 'uocava_status_code' | 'ncoa_match_type' | 'moved_from_county'>> & {
    name?: string | null;
    category?: string | null;
    comments?: string | null;
    /** With both hashes the address opens the address audit. */
    full_address_hash?: string | null;
    address_hash?: string | null;
  };

const blank = (v: ReactNode) => v === null || v === undefined || v === '';

/** A label and its value; nothing when the file gives no value. */
const Item = ({ label, children }: { label: string; children: ReactNode }) =>
  blank(children) ? null : (
    <>
      <dt className="col-5 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-7 mb-1">{children}</dd>
    </>
  );

/** A label that is always shown: an empty value reads 'None recorded'. */
const Always = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
  <>
    <dt className="col-5 fw-normal text-body-secondary">{label}</dt>
    <dd className="col-7 mb-1" data-testid={testId}>
      {blank(children) ? <span className="text-body-secondary fst-italic">None recorded</span> : children}
    </dd>
  </>
);

/**
 * The registration part of the research notes (spec 2 section 2.7, spec 3 section 2.4): name,
 * year of birth, address, jurisdiction, precinct, registration date, NCOA details when present,
 * then the address research (business name, address type, research comments).
 */
export function RegistrationFacts({ registration: r }: { registration: NotesRegistration }) {
  return (
    <div data-testid="registration-facts">
      <dl className="row mb-0">
        <Item label="Name">{personNameOf(r.full_name)}</Item>
        <Item label="Year of birth">{r.year_of_birth}</Item>
        <Item label="Address">
          {r.full_street_address && (
            <AddressLink
              full_street_address={r.full_street_address}
              full_address_hash={r.full_address_hash ?? null}
              address_hash={r.address_hash ?? null}
            />
          )}
        </Item>
        <Item label="Jurisdiction">{r.jurisdiction_name}</Item>
        <Item label="Precinct">{r.precinct && precinctName(r.ward, r.precinct)}</Item>
        <Item label="Registration date">{r.registration_date && monthDayYear(r.registration_date)}</Item>
        <Item label="Voter status">
          {r.voter_status_type_code && <VoterStatusBadge code={r.voter_status_type_code} />}
        </Item>
        <Item label="Registrations at address">{r.reg_count}</Item>
        <Item label="Last voted">{r.last_voted_election && slashDate(r.last_voted_election)}</Item>
        <Item label="UOCAVA">{r.uocava_status_code && uocavaLabel(r.uocava_status_code)}</Item>
      </dl>
      {r.ncoa_move_date && (
        <>
          <h4 className="h6 mt-3">NCOA details</h4>
          <dl className="row mb-0" data-testid="ncoa-details">
            <Item label="Move date">{monthDayYear(r.ncoa_move_date)}</Item>
            <Item label="Moved to">{r.ncoa_moved_to_address}</Item>
            <Item label="Match type">{r.ncoa_match_type && moveTypeLabel(r.ncoa_match_type)}</Item>
            <Item label="Delivery point">{r.ncoa_delivery_point}</Item>
            <Item label="Moved from county">{r.moved_from_county}</Item>
          </dl>
        </>
      )}
      <h4 className="h6 mt-3">Address research</h4>
      <dl className="row mb-0" data-testid="address-research">
        <Always label="Business name / description" testId="address-name">
          {r.name}
        </Always>
        <Always label="Address type" testId="address-category">
          {r.category}
        </Always>
        <Always label="Research comments" testId="address-comments">
          {r.comments}
        </Always>
      </dl>
    </div>
  );
}

/** The research notes dialogs' 'Registration' card (not registration/registration-card.tsx, the lookup's). */
export function RegistrationFactsCard({
  registration,
  heading,
}: {
  registration: NotesRegistration;
  heading?: 'h2' | 'h3';
}) {
  return (
    <NotesCard title="Registration" heading={heading}>
      <RegistrationFacts registration={registration} />
    </NotesCard>
  );
}
