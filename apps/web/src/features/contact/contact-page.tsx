import { zodResolver } from '@hookform/resolvers/zod';
import { contactBody, stripContactText } from '@voterroll/contract/contact-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { EMAIL_INPUT, FormField, fieldsOf } from '../../components/form-field';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { sendContactMessage } from './contact-queries';

/**
 * /contact-us (spec 1 sections 2, 5, 8): Your Name, Your Email, Your Message. The name and message
 * inputs drop any character but letters, whitespace and . , : - as they are typed. After sending,
 * the server's message (or the error) replaces the form.
 */
export function ContactPage() {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(contactBody),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const submit = form.handleSubmit(async (body) => {
    try {
      const r = await sendContactMessage(body);
      setAnswer({ ok: true, text: r.message });
    } catch (e) {
      setAnswer({ ok: false, text: errorText(e) });
    }
  });
  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle>Contact Us</PageTitle>
      <Card>
        <Card.Body>
          {answer ? (
            <Alert variant={answer.ok ? 'success' : 'danger'} className="mb-0">
              {answer.text}
            </Alert>
          ) : (
            <Form noValidate onSubmit={submit}>
              <FormField
                label="Your Name"
                autoComplete="name"
                maxLength={80}
                {...field('name', stripContactText)}
              />
              <FormField label="Your Email" {...EMAIL_INPUT} {...field('email')} />
              <FormField
                label="Your Message"
                rows={5}
                maxLength={2000}
                {...field('message', stripContactText)}
              />
              <Button type="submit" disabled={isSubmitting}>
                Send
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
