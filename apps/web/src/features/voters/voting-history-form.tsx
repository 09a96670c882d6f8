import { zodResolver } from '@hookform/resolvers/zod';
import { voterSummaryParams } from '@voterroll/contract/voters-api';
import { type ChangeEvent, useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCounties } from '../../components/location-filter/location-queries';
import { longDate } from '../../lib/format';
import { useQvfs } from './voters-queries';

type Input = z.input<typeof voterSummaryParams>;
export type VotingHistoryQuery = z.output<typeof voterSummaryParams>;

/** Zip and year of birth take digits only (spec 1 section 5): anything else is dropped as typed. */
const digitsOnly = (e: ChangeEvent<HTMLInputElement>) => {
  e.currentTarget.value = e.currentTarget.value.replace(/\D/g, '');
};

/** "Enter your details below": snapshot, county, zip, names and year of birth, all required. */
export function VotingHistoryForm(props: { onSubmit: (q: VotingHistoryQuery) => void; busy: boolean }) {
  const counties = useCounties();
  const qvfs = useQvfs();
  const { register, handleSubmit, formState, getValues, setValue } = useForm<
    Input,
    unknown,
    VotingHistoryQuery
  >({
    resolver: zodResolver(voterSummaryParams),
    defaultValues: { qvfSnapshot: '', county: '', zip: '', lastName: '', firstName: '', yearOfBirth: '' },
  });
  // The newest voter file is the one a visitor means unless they choose another.
  const newest = qvfs.data?.[0]?.table_name;
  useEffect(() => {
    if (newest && getValues('qvfSnapshot') === '') setValue('qvfSnapshot', newest);
  }, [newest, getValues, setValue]);
  const e = formState.errors;
  const zip = register('zip');
  const year = register('yearOfBirth');
  return (
    <Form noValidate onSubmit={handleSubmit(props.onSubmit)} className="row g-2">
      <Form.Group className="col-md-4" controlId="vh-snapshot">
        <Form.Label>Voter File</Form.Label>
        <Form.Select {...register('qvfSnapshot')} isInvalid={!!e.qvfSnapshot}>
          <option value="">Choose a voter file ...</option>
          {qvfs.data?.map((q) => (
            <option key={q.table_name} value={q.table_name}>
              {longDate(q.snapshot)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{e.qvfSnapshot?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-4" controlId="vh-county">
        <Form.Label>County</Form.Label>
        <Form.Select {...register('county')} isInvalid={!!e.county}>
          <option value="">Choose a county ...</option>
          {counties.data?.map((c) => (
            <option key={c.zone_hash} value={c.county_name}>
              {c.county_name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{e.county?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-4" controlId="vh-zip">
        <Form.Label>Zip Code</Form.Label>
        <Form.Control
          {...zip}
          onChange={(ev: ChangeEvent<HTMLInputElement>) => {
            digitsOnly(ev);
            return zip.onChange(ev);
          }}
          inputMode="numeric"
          maxLength={5}
          isInvalid={!!e.zip}
        />
        <Form.Control.Feedback type="invalid">{e.zip?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-4" controlId="vh-last-name">
        <Form.Label>Last Name</Form.Label>
        <Form.Control {...register('lastName')} className="text-uppercase" isInvalid={!!e.lastName} />
        <Form.Control.Feedback type="invalid">{e.lastName?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-4" controlId="vh-first-name">
        <Form.Label>First Name</Form.Label>
        <Form.Control {...register('firstName')} className="text-uppercase" isInvalid={!!e.firstName} />
        <Form.Control.Feedback type="invalid">{e.firstName?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-4" controlId="vh-year-of-birth">
        <Form.Label>Year of Birth</Form.Label>
        <Form.Control
          {...year}
          onChange={(ev: ChangeEvent<HTMLInputElement>) => {
            digitsOnly(ev);
            return year.onChange(ev);
          }}
          inputMode="numeric"
          maxLength={4}
          isInvalid={!!e.yearOfBirth}
        />
        <Form.Control.Feedback type="invalid">{e.yearOfBirth?.message}</Form.Control.Feedback>
      </Form.Group>
      <div className="col-12">
        <Button type="submit" disabled={props.busy}>
          Get My Voting History
        </Button>
      </div>
    </Form>
  );
}
