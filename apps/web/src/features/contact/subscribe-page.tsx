import { zodResolver } from '@hookform/resolvers/zod';
import { messageResponse } from '@voterroll/contract/accounts-api';
import { subscribeForm, toSubscribeBody } from '@voterroll/contract/contact-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { siteConfig } from '../../app/config';
import { EMAIL_INPUT, FieldRow, FormField, fieldsOf } from '../../components/form-field';
import { PageTitle } from '../../components/page-title';
import { apiPost, errorText } from '../../lib/api-client';

/**
 * /subscribe and /susbcribe (spec 1 sections 2, 3, 5): First Name, Last Name, Email, Comments; the
 * name goes to the server as first and last joined by a space. Before launch (the subscribe flag
 * off, as by default) the page is the "Coming soon" placeholder.
 */
export function SubscribePage() {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(subscribeForm),
    defaultValues: { firstName: '', lastName: '', email: '', comments: '' },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const r = await apiPost('/api/subscribe', toSubscribeBody(values), messageResponse);
      setAnswer({ ok: true, text: r.message });
    } catch (e) {
      console.error('subscribe failed', e);
      setAnswer({ ok: false, text: errorText(e) });
    }
  });

  if (!siteConfig.subscribeEnabled)
    return (
      <>
        <PageTitle>Alerts &amp; Newsletters</PageTitle>
        <Alert variant="info">Coming soon! Subscribe for alerts and newsletters</Alert>
      </>
    );

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>Alerts &amp; Newsletters</PageTitle>
      <Card>
        <Card.Body>
          {answer?.ok ? (
            <Alert variant="success" className="mb-0">
              {answer.text}
            </Alert>
          ) : (
            <Form noValidate onSubmit={submit}>
              <FieldRow>
                <FormField
                  label="First Name"
                  autoComplete="given-name"
                  maxLength={40}
                  {...field('firstName')}
                />
                <FormField
                  label="Last Name"
                  autoComplete="family-name"
                  maxLength={40}
                  {...field('lastName')}
                />
              </FieldRow>
              <FormField label="Email" {...EMAIL_INPUT} maxLength={48} {...field('email')} />
              <FormField label="Comments" rows={4} maxLength={500} {...field('comments')} />
              {answer && <Alert variant="danger">{answer.text}</Alert>}
              <Button type="submit" disabled={isSubmitting}>
                Subscribe
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
