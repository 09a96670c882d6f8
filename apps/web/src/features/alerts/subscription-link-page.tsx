import {
  CONFIRM_BUTTON,
  CONFIRM_PROMPT,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_PROMPT,
  UNUSUAL_CHANGES_PATH,
} from '@voterroll/contract/alerts-api';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { useSubscriptionLinkAction } from './alerts-queries';

/**
 * The pages the alert mails link to, usable without signing in. They say what the link will do
 * and act only when the person presses the button (a mail scanner opening the link does nothing);
 * the link's token then goes to the server in the request body.
 */
function SubscriptionLinkPage(p: { title: string; api: string; prompt: string; button: string }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useSubscriptionLinkAction(p.api, token);
  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>{p.title}</PageTitle>
      {action.isSuccess ? (
        <Alert variant="success">
          {action.data.message} <Link to={UNUSUAL_CHANGES_PATH}>See this month’s unusual changes</Link>.
        </Alert>
      ) : (
        <>
          <p>{p.prompt}</p>
          {action.isError && <Alert variant="danger">{errorText(action.error)}</Alert>}
          <Button onClick={() => action.mutate()} disabled={action.isPending}>
            {p.button}
          </Button>
        </>
      )}
    </div>
  );
}

/** /subscribe/confirm?token=…: the link of the confirmation mail. */
export function ConfirmSubscriptionPage() {
  return (
    <SubscriptionLinkPage
      title="Confirm your alerts"
      api="/api/subscribe/confirm"
      prompt={CONFIRM_PROMPT}
      button={CONFIRM_BUTTON}
    />
  );
}

/** /unsubscribe?token=…: the link at the end of every alert. */
export function UnsubscribePage() {
  return (
    <SubscriptionLinkPage
      title="Unsubscribe"
      api="/api/unsubscribe"
      prompt={UNSUBSCRIBE_PROMPT}
      button={UNSUBSCRIBE_BUTTON}
    />
  );
}
