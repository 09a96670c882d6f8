import { zodResolver } from '@hookform/resolvers/zod';
import { searchByNameBody } from '@voterroll/contract/voters-api';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsFrom } from '../../components/form-field';
import { CountyField, NameField } from './voter-fields';

type Input = z.input<typeof searchByNameBody>;
type Output = z.output<typeof searchByNameBody>;

/** Search By Name: county, first name, last name (upper-cased), year of birth; all required. */
export function SearchByNameForm({
  onSearch,
  busy,
  initial,
}: {
  onSearch: (body: Output) => void;
  busy: boolean;
  /** The search shown (from the URL), so the form says what was searched. */
  initial?: Partial<Record<keyof Input, string>>;
}) {
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(searchByNameBody),
    defaultValues: { county: '', first_name: '', last_name: '', year_of_birth: '', ...initial },
  });
  const e = formState.errors;
  const field = fieldsFrom(register, e);
  return (
    <Form noValidate onSubmit={handleSubmit(onSearch)} className="row g-2 align-items-start">
      <CountyField
        id="search-county"
        label="County"
        className="col-md-3"
        {...field('county')}
        first={
          <>
            <option value="">Choose a county ...</option>
            <option value="ALL">All counties</option>
          </>
        }
      />
      <NameField id="search-first-name" label="First Name" className="col-md-3" {...field('first_name')} />
      <NameField id="search-last-name" label="Last Name" className="col-md-3" {...field('last_name')} />
      <Form.Group className="col-md" controlId="search-year-of-birth">
        <Form.Label>Year of Birth</Form.Label>
        <Form.Control
          {...register('year_of_birth')}
          inputMode="numeric"
          maxLength={4}
          isInvalid={!!e.year_of_birth}
        />
        <Form.Control.Feedback type="invalid">{e.year_of_birth?.message}</Form.Control.Feedback>
      </Form.Group>
      <div className="col-md-auto d-flex align-items-end" style={{ minHeight: '4.4rem' }}>
        <Button type="submit" disabled={busy} className="w-100 text-nowrap px-4">
          Search
        </Button>
      </div>
    </Form>
  );
}
