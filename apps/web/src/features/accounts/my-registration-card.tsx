import { useQueryClient } from '@tanstack/react-query';
import type { MyRegistration } from '@voterroll/contract/accounts-api';
import { voterStatusLabel } from '@voterroll/contract/labels';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { errorText } from '../../lib/api-client';
import { linkRegistration, unlinkRegistration, useMyRegistration } from './accounts-queries';
import { SignupFindStep } from './signup-find-step';

const described = (r: NonNullable<MyRegistration['linked']>) =>
  r.voter_status_type_code === null
    ? `Voter ID ${r.voter_id}, not in the current voter file`
    : `${r.full_name} (voter ID ${r.voter_id}), ${r.jurisdiction_name}, ${r.county_name} county: ${voterStatusLabel(r.voter_status_type_code)}`;

/**
 * My profile's "Voter registration" (issue 35): the registration linked to the account, the
 * challenger of every challenge it submits (MCL 168.512). Linked through sign-up's match; after
 * the first link a change or an unlink waits for a user admin.
 */
export function MyRegistrationCard() {
  const mine = useMyRegistration();
  const client = useQueryClient();
  const [finding, setFinding] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const done = async (call: () => Promise<{ message: string }>) => {
    try {
      setNotice({ ok: true, text: (await call()).message });
      setFinding(false);
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
    }
    await client.invalidateQueries({ queryKey: ['my-registration'] });
  };
  const d = mine.data;
  return (
    <Card className="mt-3" data-testid="my-registration">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Voter registration
        </Card.Title>
        <p className="small text-body-secondary">
          A challenge (MCL 168.512) is made by a registered voter of the same city or township: yours is the
          registration linked here, whatever the account's name.
        </p>
        {mine.isError && <Alert variant="danger">{errorText(mine.error)}</Alert>}
        {d && (
          <>
            <p data-testid="my-registration-linked">
              {d.linked ? described(d.linked) : 'Not linked to a registration yet.'}
            </p>
            {d.pending && (
              <Alert variant="info" data-testid="my-registration-pending">
                Waiting for a user admin since {d.pending.requested_at.slice(0, 10)}:{' '}
                {d.pending.voter_id === null ? 'unlink' : `link voter ID ${d.pending.voter_id}`}.
              </Alert>
            )}
            {!d.pending && !finding && (
              <div className="d-flex flex-wrap gap-2">
                <Button variant="outline-primary" onClick={() => setFinding(true)}>
                  {d.linked ? 'Link another registration' : 'Link my registration'}
                </Button>
                {d.linked && (
                  <Button variant="outline-secondary" onClick={() => void done(unlinkRegistration)}>
                    Unlink
                  </Button>
                )}
              </div>
            )}
            {d.needs_approval && !d.pending && (
              <p className="small text-body-secondary mt-2 mb-0">
                A change after the first link needs a user admin's approval, and is recorded in the audit log.
              </p>
            )}
            {finding && (
              <div className="mt-2">
                <SignupFindStep
                  action="Link this registration"
                  onFound={(_, match) => done(() => linkRegistration(match))}
                />
                <Button variant="link" onClick={() => setFinding(false)}>
                  Cancel
                </Button>
              </div>
            )}
          </>
        )}
        {notice && (
          <Alert variant={notice.ok ? 'success' : 'danger'} className="mt-3 mb-0" role="status">
            {notice.text}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
