import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useCounties } from '../../components/location-filter/location-queries';

interface VoterFieldProps {
  id: string;
  label: string;
  className: string;
  registration: UseFormRegisterReturn;
  error: Pick<FieldError, 'message'> | undefined;
}

/** The county select: the counties of the voter file, after `first` (a blank, or also All). */
export function CountyField(p: VoterFieldProps & { first: ReactNode }) {
  const counties = useCounties();
  return (
    <Form.Group className={p.className} controlId={p.id}>
      <Form.Label>{p.label}</Form.Label>
      <Form.Select {...p.registration} isInvalid={!!p.error}>
        {p.first}
        {counties.data?.map((c) => (
          <option key={c.zone_hash} value={c.county_name}>
            {c.county_name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{p.error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** A name as the voter file holds it: shown upper-cased as typed. */
export function NameField(p: VoterFieldProps) {
  return (
    <Form.Group className={p.className} controlId={p.id}>
      <Form.Label>{p.label}</Form.Label>
      <Form.Control {...p.registration} className="text-uppercase" isInvalid={!!p.error} />
      <Form.Control.Feedback type="invalid">{p.error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Zip and year of birth take digits only (spec 1 section 5): anything else is dropped as typed. */
export function DigitsField(p: VoterFieldProps & { maxLength: number }) {
  const r = p.registration;
  const onChange = (ev: ChangeEvent<HTMLInputElement>) => {
    ev.currentTarget.value = ev.currentTarget.value.replace(/\D/g, '');
    return r.onChange(ev);
  };
  return (
    <Form.Group className={p.className} controlId={p.id}>
      <Form.Label>{p.label}</Form.Label>
      <Form.Control
        {...r}
        onChange={onChange}
        inputMode="numeric"
        maxLength={p.maxLength}
        isInvalid={!!p.error}
      />
      <Form.Control.Feedback type="invalid">{p.error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}
