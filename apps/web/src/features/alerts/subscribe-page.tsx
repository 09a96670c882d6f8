import { zodResolver } from '@hookform/resolvers/zod';
import { subscribeForm, toSubscribeBody } from '@voterroll/contract/alerts-api';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { EMAIL_INPUT, FieldRow, FormField, fieldsOf } from '../../components/form-field';
import { useCounties, useJurisdictions } from '../../components/location-filter/location-queries';
import { PageTitle } from '../../components/page-title';
import { errorText } from '../../lib/api-client';
import { subscribe } from './alerts-queries';

/**
 * /subscribe and /susbcribe (spec 1 sections 2, 3, 5): First Name, Last Name, Email, Comments; the
 * name goes to the server as first and last joined by a space. Issue 29 adds the area of the alerts:
 * the state, or a county and then one of its jurisdictions. With alerts to send, the page is no
 * longer the "Coming soon" placeholder; the sidebar's Subscribe block stays behind its flag.
 */
export function SubscribePage() {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(subscribeForm),
    defaultValues: { firstName: '', lastName: '', email: '', comments: '', county: '', jurisdiction: '' },
  });
  const counties = useCounties();
  const countyHash = form.watch('county');
  const countyName = counties.data?.find((c) => c.zone_hash === countyHash)?.county_name;
  const jurisdictions = useJurisdictions(countyName);
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  // An area named in the link (`?county=&jurisdiction=`, names as the file has them; the address
  // audit's "Get alerts" link) is chosen once its lists are loaded.
  const [params] = useSearchParams();
  const askedCounty = params.get('county');
  const askedJurisdiction = params.get('jurisdiction');
  const askedCountyHash = counties.data?.find((c) => c.county_name === askedCounty)?.zone_hash;
  useEffect(() => {
    if (askedCountyHash) form.setValue('county', askedCountyHash);
  }, [askedCountyHash, form]);
  const askedJurisdictionHash =
    countyName === askedCounty
      ? jurisdictions.data?.find((j) => j.jurisdiction_name === askedJurisdiction)?.zone_hash
      : undefined;
  useEffect(() => {
    if (askedJurisdictionHash) form.setValue('jurisdiction', askedJurisdictionHash);
  }, [askedJurisdictionHash, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      // A jurisdiction chosen under another county than the one now chosen does not count.
      const inCounty = jurisdictions.data?.some((j) => j.zone_hash === values.jurisdiction) ?? false;
      const area = { ...values, jurisdiction: inCounty ? values.jurisdiction : '' };
      const r = await subscribe(toSubscribeBody(area));
      setAnswer({ ok: true, text: r.message });
    } catch (e) {
      console.error('subscribe failed', e);
      setAnswer({ ok: false, text: errorText(e) });
    }
  });

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
              <FieldRow>
                <FormField
                  label="Alerts for"
                  blank={counties.data ? 'All of Michigan' : 'Loading...'}
                  choices={counties.data?.map((c) => [c.zone_hash, `${c.county_name} County`] as const) ?? []}
                  {...field('county')}
                />
                {countyHash ? (
                  <FormField
                    label="Jurisdiction"
                    blank={jurisdictions.data ? 'All of the county' : 'Loading...'}
                    choices={
                      jurisdictions.data?.map((j) => [j.zone_hash, j.jurisdiction_name] as const) ?? []
                    }
                    {...field('jurisdiction')}
                  />
                ) : null}
              </FieldRow>
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
