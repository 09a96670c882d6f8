import type { LinkRequestRow } from '@voterroll/contract/accounts-api';
import { voterStatusLabel } from '@voterroll/contract/labels';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { errorText } from '../../lib/api-client';
import { decideLinkRequest, useLinkRequests } from './admin-queries';

const said = (r: LinkRequestRow['current']) =>
  r === null
    ? 'none'
    : r.voter_status_type_code === null
      ? `voter ID ${r.voter_id} (not in the current file)`
      : `${r.full_name} (voter ID ${r.voter_id}), ${r.jurisdiction_name}: ${voterStatusLabel(r.voter_status_type_code)}`;

/**
 * The changes of accounts' linked registrations waiting for a user admin (issue 35): after the
 * first link, a re-link or an unlink is approved or refused here; each decision is audited.
 */
export function LinkRequests() {
  const list = useLinkRequests();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const decide = async (id: number, approve: boolean) => {
    try {
      const r = await decideLinkRequest(id, approve);
      setNotice({ ok: true, text: r.message });
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
    }
    await list.refetch();
  };
  const rows = list.data ?? [];
  if (!list.isError && rows.length === 0 && !notice) return null;
  return (
    <Card className="mb-3" data-testid="link-requests">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Linked registration changes waiting
        </Card.Title>
        {list.isError && <Alert variant="danger">{errorText(list.error)}</Alert>}
        {rows.length > 0 && (
          <Table size="sm" responsive>
            <thead>
              <tr>
                <th>Account</th>
                <th>Linked now</th>
                <th>Asks for</th>
                <th>Since</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.account_name} ({r.username})
                  </td>
                  <td>{said(r.current)}</td>
                  <td>{r.requested ? said(r.requested) : 'unlink'}</td>
                  <td>{r.requested_at.slice(0, 10)}</td>
                  <td className="text-nowrap">
                    <Button size="sm" onClick={() => void decide(r.id, true)}>
                      Approve
                    </Button>{' '}
                    <Button size="sm" variant="outline-secondary" onClick={() => void decide(r.id, false)}>
                      Refuse
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {notice && (
          <Alert variant={notice.ok ? 'success' : 'danger'} className="mb-0" role="status">
            {notice.text}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
