import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_EDIT_FAILED, ALL, USERS_PAGE_SIZE } from '@voterroll/contract/admin-api';
import { rolesLabel } from '@voterroll/contract/labels';
import { can } from '@voterroll/contract/policies';
import type { Role } from '@voterroll/contract/roles';
import { LOADING_TEXT } from '@voterroll/contract/ui-values';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { CountCard } from '../../components/count-card';
import { DataTable } from '../../components/data-table/data-table';
import { LoadingModal } from '../../components/loading-modal';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import type { StoredUser } from '../../lib/stored-user';
import { type AdminUser, adminEditUser, rolesOf, useAdminUsers, useUpdateUserRow } from './admin-queries';
import { EditUserDialog } from './edit-user-dialog';

type StatusFilter = 'all' | 'active' | 'inactive';
const col = createColumnHelper<AdminUser>();

/** The list's roles in words ("Digital Researcher, Clerk"). */
const rolesText = (u: AdminUser) => rolesLabel(rolesOf(u));

/**
 * The Volunteers table (spec 3 sections 2.5, 4.3, 5, 9): text filter on e-mail or first name, a
 * status filter, 25 rows a page, and the edit form. As the Membership Requests tab it starts on the
 * inactive accounts (new sign-ups wait there), under a card counting them (issue 26: what awaits
 * user admins and county leads), and offers Approve in one click.
 */
export function UsersTable({ me, membership = false }: { me: StoredUser; membership?: boolean }) {
  const users = useAdminUsers();
  const updateRow = useUpdateUserRow();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusFilter>(membership ? 'inactive' : 'all');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const mayEdit = can(me.roles ?? [], 'users.edit');

  const approve = async (u: AdminUser) => {
    setNotice(null);
    try {
      const r = await adminEditUser({
        selectedUsername: u.username,
        status: true,
        roles: rolesOf(u) as Role[],
        firstName: u.firstname,
        lastName: u.lastname,
        county: u.county ?? ALL,
        municipality: u.jurisdiction ?? (u.county ? ALL : ''),
      });
      updateRow(u.username, { is_active: true });
      setNotice({ ok: true, text: `${u.username}: ${r.message}` });
    } catch (e) {
      setNotice({ ok: false, text: `${ADMIN_EDIT_FAILED} ${errorText(e)}` });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: approve uses only setters and a stable updater
  const columns = useMemo(
    () => [
      col.display({
        id: 'edit',
        header: 'Edit',
        enableSorting: false,
        meta: { csv: false },
        cell: ({ row }) => (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            aria-label={`Edit ${row.original.username}`}
            onClick={() => setEditing(row.original)}
          >
            ✎
          </Button>
        ),
      }),
      // Membership requests: Approve up front, where it is seen without scrolling the wide table.
      ...(membership && mayEdit
        ? [
            col.display({
              id: 'approve',
              header: 'Approve',
              enableSorting: false,
              cell: ({ row }) =>
                row.original.is_active ? (
                  <span className="badge text-bg-success">Active</span>
                ) : (
                  <Button size="sm" variant="success" onClick={() => void approve(row.original)}>
                    Approve
                  </Button>
                ),
            }),
          ]
        : []),
      col.accessor('username', { header: 'Username' }),
      col.accessor('last_login', {
        header: 'Last Login',
        cell: (c) => (c.getValue() ? formatDateTime(c.getValue()) : 'Never logged in'),
      }),
      col.accessor('email', { header: 'Email' }),
      col.accessor('county', { header: 'County', cell: (c) => c.getValue() ?? 'All counties' }),
      col.accessor('jurisdiction', {
        header: 'Municipality',
        cell: (c) => c.getValue() ?? (c.row.original.county ? 'Whole county' : 'All municipalities'),
      }),
      col.accessor('createdAt', { header: 'Created At', cell: (c) => formatDateTime(c.getValue()) }),
      col.accessor(rolesText, { id: 'roles', header: 'Roles' }),
    ],
    [membership, mayEdit],
  );

  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return (users.data ?? []).filter(
      (u) =>
        (status === 'all' || (status === 'active') === u.is_active) &&
        (needle === '' ||
          u.email.toLowerCase().includes(needle) ||
          u.firstname.toLowerCase().includes(needle)),
    );
  }, [users.data, text, status]);

  if (users.isError) return <Alert variant="danger">Error: {errorText(users.error)}</Alert>;

  return (
    <>
      <LoadingModal show={users.isPending} text={LOADING_TEXT} />
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} dismissible onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {membership && users.data && (
        <Row className="g-3 mb-3" xs={1} sm={2} lg={4}>
          <CountCard
            title="Membership requests waiting"
            caption="Accounts signed up and not yet approved, in your area."
            count={users.data.filter((u) => !u.is_active).length}
            to={{ search: '' }}
            onOpen={() => {
              setStatus('inactive');
              setText('');
            }}
            testId="membership-card"
          />
        </Row>
      )}
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(u) => u.username}
        pageSize={USERS_PAGE_SIZE}
        initialSort={{ id: 'createdAt', desc: true }}
        caption={membership ? 'Membership requests' : 'Volunteers'}
        emptyText={
          membership && status === 'inactive' ? 'No membership requests waiting.' : 'No users found.'
        }
        toolbar={
          <>
            <InputGroup size="sm" style={{ maxWidth: 320 }}>
              <Form.Control
                placeholder="Filter by email or first name"
                aria-label="Filter by email or first name"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
              />
            </InputGroup>
            <Form.Select
              size="sm"
              style={{ maxWidth: 160 }}
              aria-label="Status"
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as StatusFilter)}
            >
              <option value="all">All</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </Form.Select>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                setText('');
                setStatus('all');
              }}
            >
              Clear
            </Button>
          </>
        }
      />
      {editing && (
        <EditUserDialog
          user={editing}
          me={me}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ ok: true, text: `${editing.username}: ${saved}` });
          }}
        />
      )}
    </>
  );
}
