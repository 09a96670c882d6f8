import { zodResolver } from '@hookform/resolvers/zod';
import { searchByNameBody } from '@voterroll/contract/voters-api';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCounties } from '../../components/location-filter/location-queries';

type Input = z.input<typeof searchByNameBody>;
type Output = z.output<typeof searchByNameBody>;

/** Search By Name: county, first name, last name (upper-cased), year of birth; all required. */
export function SearchByNameForm({ onSearch, busy }: { onSearch: (body: Output) => void; busy: boolean }) {
  const counties = useCounties();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(searchByNameBody),
    defaultValues: { county: '', first_name: '', last_name: '', year_of_birth: '' },
  });
  const e = formState.errors;
  return (
    <Form noValidate onSubmit={handleSubmit(onSearch)} className="row g-2 align-items-start">
      <Form.Group className="col-md-3" controlId="search-county">
        <Form.Label>County</Form.Label>
        <Form.Select {...register('county')} isInvalid={!!e.county}>
          <option value="">Choose a county ...</option>
          <option value="ALL">All counties</option>
          {counties.data?.map((c) => (
            <option key={c.zone_hash} value={c.county_name}>
              {c.county_name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{e.county?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-3" controlId="search-first-name">
        <Form.Label>First Name</Form.Label>
        <Form.Control {...register('first_name')} className="text-uppercase" isInvalid={!!e.first_name} />
        <Form.Control.Feedback type="invalid">{e.first_name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-3" controlId="search-last-name">
        <Form.Label>Last Name</Form.Label>
        <Form.Control {...register('last_name')} className="text-uppercase" isInvalid={!!e.last_name} />
        <Form.Control.Feedback type="invalid">{e.last_name?.message}</Form.Control.Feedback>
      </Form.Group>
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
