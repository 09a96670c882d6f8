import {
  type ChallengePacket,
  type ChallengerContact,
  type ChallengeVoter,
  NO_CHALLENGE_REFERENCE,
} from '@voterroll/contract/challenge-api';
import { personNameOf, precinctName, ruleLabel, voterStatusLabel } from '@voterroll/contract/labels';
import type { ReactNode } from 'react';

/** What the sheet prints: the packet, or the draft with the reasons typed so far. */
export type SheetContent = Omit<ChallengePacket, 'challenger' | 'submitted_at'> & {
  challenger: ChallengeVoter | null;
  contact: ChallengerContact;
  /** Why there is no challenger yet (the draft's refusal), shown in its place. */
  challenger_problem?: string | null;
  submitted_at: string | null;
};

function ContactLines({ c }: { c: ChallengerContact }) {
  return (
    <dl className="row mb-0" data-testid="challenger-contact">
      <dt className="col-sm-4">Account</dt>
      <dd className="col-sm-8">{c.account}</dd>
      <dt className="col-sm-4">E-mail</dt>
      <dd className="col-sm-8">{c.email ?? 'none given'}</dd>
      <dt className="col-sm-4">Phone</dt>
      <dd className="col-sm-8">{c.phone ?? 'none given'}</dd>
    </dl>
  );
}

function VoterLines({ v }: { v: ChallengeVoter }) {
  return (
    <dl className="row mb-0">
      <dt className="col-sm-4">Name</dt>
      <dd className="col-sm-8">{personNameOf(v.full_name)}</dd>
      <dt className="col-sm-4">Voter ID</dt>
      <dd className="col-sm-8">{v.voter_id}</dd>
      <dt className="col-sm-4">Address</dt>
      <dd className="col-sm-8">
        {[v.full_street_address, [v.city, v.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
          'Not in the voter file'}
      </dd>
      <dt className="col-sm-4">City or township</dt>
      <dd className="col-sm-8">
        {v.jurisdiction_name}, {v.county_name} County
        {v.precinct ? `, ${precinctName(v.ward ?? '', v.precinct)}` : ''}
      </dd>
      {v.year_of_birth !== null && (
        <>
          <dt className="col-sm-4">Year of birth</dt>
          <dd className="col-sm-8">{v.year_of_birth}</dd>
        </>
      )}
      {v.voter_status_type_code && (
        <>
          <dt className="col-sm-4">Voter status</dt>
          <dd className="col-sm-8">{voterStatusLabel(v.voter_status_type_code)}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The challenge as MCL 168.512 asks it, printable: to the clerk of the voter's city or township,
 * from the challenger (a registered voter there), about the named voter, with the reasons and each
 * finding's evidence, the statute and the product's disclaimer, and lines to sign.
 */
export function ChallengeSheet({ c, reasons }: { c: SheetContent; reasons: ReactNode }) {
  return (
    <article className="challenge-sheet" aria-label="Challenge of a registration">
      <p className="mb-1">
        To the Clerk of {c.voter.jurisdiction_name}, {c.voter.county_name} County, Michigan
      </p>
      <h2 className="h4">Challenge of a voter registration under {c.statute}</h2>
      <p className="mb-1" data-testid="challenge-reference">
        <strong>Reference number:</strong>{' '}
        {c.reference ? <span className="text-nowrap">{c.reference}</span> : NO_CHALLENGE_REFERENCE}
        {c.submitted_at && <> · submitted {c.submitted_at.slice(0, 10)}</>}
      </p>
      <p className="small">{c.statute_text}</p>

      <section className="mb-3" aria-labelledby="ch-challenger">
        <h3 className="h5" id="ch-challenger">
          The challenger, a registered voter of {c.voter.jurisdiction_name}
        </h3>
        {c.challenger ? (
          <VoterLines v={c.challenger} />
        ) : (
          <p className="mb-1">{c.challenger_problem ?? 'No registration linked to the account yet.'}</p>
        )}
        <ContactLines c={c.contact} />
      </section>

      <section className="mb-3" aria-labelledby="ch-voter">
        <h3 className="h5" id="ch-voter">
          The registration challenged
        </h3>
        <VoterLines v={c.voter} />
      </section>

      <section className="mb-3" aria-labelledby="ch-reasons">
        <h3 className="h5" id="ch-reasons">
          Reasons
        </h3>
        <p className="mb-1">
          <strong>Reason of invalidity:</strong> {c.flagged_reason}
        </p>
        {reasons}
      </section>

      <section className="mb-3" aria-labelledby="ch-evidence">
        <h3 className="h5" id="ch-evidence">
          Evidence from the voter file{c.snapshot_date ? ` of ${c.snapshot_date}` : ''}
        </h3>
        {c.findings.length === 0 && (
          <p>No system findings: the reasons rest on the challenger's own research.</p>
        )}
        <ul className="list-unstyled">
          {c.findings.map((f) => (
            <li key={f.rule} className="mb-2" data-testid="challenge-finding">
              <strong>{ruleLabel(f.rule)}</strong>
              {f.sentences.map((line) => (
                <p key={line} className="mb-0 ms-3">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </section>

      <section className="mb-3" aria-labelledby="ch-disclaimer">
        <h3 className="h5" id="ch-disclaimer">
          What this evidence is
        </h3>
        <p className="small mb-0">{c.disclaimer}</p>
      </section>

      <section className="row g-4 mt-2" aria-label="Signature">
        <div className="col-sm-7">
          <div className="signature-line" />
          <div className="small">Signature of the challenger</div>
        </div>
        <div className="col-sm-5">
          <div className="signature-line">{c.submitted_at ? c.submitted_at.slice(0, 10) : ''}</div>
          <div className="small">Date</div>
        </div>
      </section>
    </article>
  );
}
