import { useQuery } from '@tanstack/react-query';
import { messageResponse } from '@voterroll/contract/accounts-api';
import { UNUSUAL_CHANGES_PATH } from '@voterroll/contract/alerts-api';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { PageTitle } from '../../components/page-title';
import { apiPost, errorText } from '../../lib/api-client';

/**
 * The pages the alert mails link to, usable without signing in: the token of the link goes to the
 * server in the request body, once (a query key, so a re-render does not spend a one-use link twice).
 */
function SubscriptionLinkPage({ title, api }: { title: string; api: string }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const answer = useQuery({
    queryKey: ['subscription-link', api, token],
    queryFn: () => apiPost(api, { token }, messageResponse),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>{title}</PageTitle>
      {answer.isPending ? (
        <PageLoading />
      ) : answer.isError ? (
        <Alert variant="danger">{errorText(answer.error)}</Alert>
      ) : (
        <Alert variant="success">
          {answer.data.message} <Link to={UNUSUAL_CHANGES_PATH}>See this month’s unusual changes</Link>.
        </Alert>
      )}
    </div>
  );
}

/** /subscribe/confirm?token=…: the link of the confirmation mail. */
export function ConfirmSubscriptionPage() {
  return <SubscriptionLinkPage title="Confirm your alerts" api="/api/subscribe/confirm" />;
}

/** /unsubscribe?token=…: the link at the end of every alert. */
export function UnsubscribePage() {
  return <SubscriptionLinkPage title="Unsubscribe" api="/api/unsubscribe" />;
}
