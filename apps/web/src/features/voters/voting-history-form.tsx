import { zodResolver } from '@hookform/resolvers/zod';
import { voterSummaryParams } from '@voterroll/contract/voters-api';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsFrom } from '../../components/form-field';
import { longDate } from '../../lib/format';
import { CountyField, DigitsField, NameField } from './voter-fields';
import { useQvfs } from './voters-queries';

type Input = z.input<typeof voterSummaryParams>;
export type VotingHistoryQuery = z.output<typeof voterSummaryParams>;

/** "Enter your details below": snapshot, county, zip, names and year of birth, all required. */
export function VotingHistoryForm(props: { onSubmit: (q: VotingHistoryQuery) => void; busy: boolean }) {
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
  const field = fieldsFrom(register, e);
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
      <CountyField
        id="vh-county"
        label="County"
        className="col-md-4"
        {...field('county')}
        first={<option value="">Choose a county ...</option>}
      />
      <DigitsField id="vh-zip" label="Zip Code" className="col-md-4" maxLength={5} {...field('zip')} />
      <NameField id="vh-last-name" label="Last Name" className="col-md-4" {...field('lastName')} />
      <NameField id="vh-first-name" label="First Name" className="col-md-4" {...field('firstName')} />
      <DigitsField
        id="vh-year-of-birth"
        label="Year of Birth"
        className="col-md-4"
        maxLength={4}
        {...field('yearOfBirth')}
      />
      <div className="col-12">
        <Button type="submit" disabled={props.busy}>
          Get My Voting History
        </Button>
      </div>
    </Form>
  );
}
