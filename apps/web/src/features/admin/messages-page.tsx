import { createColumnHelper } from '@tanstack/react-table';
import { MESSAGES_PAGE_SIZE, type messageRow } from '@voterroll/contract/admin-api';
import { LOADING_TEXT } from '@voterroll/contract/ui-values';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table/data-table';
import { LoadingModal } from '../../components/loading-modal';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { usePermissionGuard } from '../../lib/use-permission-guard';
import { useMessages } from './admin-queries';

type Message = z.infer<typeof messageRow>;
const col = createColumnHelper<Message>();
const columns = [
  col.accessor('name', { header: 'Name' }),
  col.accessor('email', { header: 'Email' }),
  col.accessor('message', {
    header: 'Message',
    cell: (c) => <span style={{ whiteSpace: 'pre-wrap' }}>{c.getValue()}</span>,
  }),
  col.accessor('createdAt', { header: 'Created At', cell: (c) => formatDateTime(c.getValue()) }),
];

/** /messages (spec 3 section 2.6): the contact form's messages, filtered by e-mail, 25 a page. */
export function MessagesPage() {
  const me = usePermissionGuard('messages.view');
  const [email, setEmail] = useState('');
  const messages = useMessages(me !== null);
  const rows = useMemo(() => {
    const needle = email.trim().toLowerCase();
    return (messages.data ?? []).filter((m) => needle === '' || m.email.toLowerCase().includes(needle));
  }, [messages.data, email]);
  if (!me) return null;
  return (
    <>
      <PageTitle>Messages</PageTitle>
      <LoadingModal show={messages.isPending} text={LOADING_TEXT} />
      {messages.isError ? (
        <Alert variant="danger">Error: {errorText(messages.error)}</Alert>
      ) : (
        <DataTable
          data={rows}
          columns={columns}
          getRowId={(m) => String(m.row_number)}
          pageSize={MESSAGES_PAGE_SIZE}
          initialSort={{ id: 'createdAt', desc: true }}
          caption="Contact messages"
          emptyText="No messages."
          toolbar={
            <>
              <Form.Control
                size="sm"
                style={{ maxWidth: 320 }}
                placeholder="Filter by email"
                aria-label="Filter by email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Button size="sm" variant="outline-secondary" onClick={() => setEmail('')}>
                Clear
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
