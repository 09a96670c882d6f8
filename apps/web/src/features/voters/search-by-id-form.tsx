import { zodResolver } from '@hookform/resolvers/zod';
import { searchByVoterIdBody } from '@voterroll/contract/voters-api';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type Input = z.input<typeof searchByVoterIdBody>;
type Output = z.output<typeof searchByVoterIdBody>;

/** Search By Voter ID: the voter identification number, required. */
export function SearchByIdForm({
  onSearch,
  busy,
  initial = '',
}: {
  onSearch: (body: Output) => void;
  busy: boolean;
  /** The voter id searched (from the URL). */
  initial?: string;
}) {
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(searchByVoterIdBody),
    defaultValues: { voter_identification_number: initial },
  });
  const error = formState.errors.voter_identification_number;
  return (
    <Form noValidate onSubmit={handleSubmit(onSearch)} className="row g-2 align-items-start">
      <Form.Group className="col-md-5" controlId="search-voter-id">
        <Form.Label>Voter Identification Number</Form.Label>
        <Form.Control {...register('voter_identification_number')} inputMode="numeric" isInvalid={!!error} />
        <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
      </Form.Group>
      <div className="col-md-2 d-flex align-items-end" style={{ minHeight: '4.4rem' }}>
        <Button type="submit" disabled={busy} className="w-100 text-nowrap px-4">
          Search
        </Button>
      </div>
    </Form>
  );
}
