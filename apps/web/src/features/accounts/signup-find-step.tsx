import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  findMeBody,
  type findMeResponse,
  SEVERAL_REGISTRATIONS_FOUND,
} from '@voterroll/contract/accounts-api';
import { ADDRESS_KEY_MIN } from '@voterroll/contract/addresses-api';
import { noAddressesMatching } from '@voterroll/contract/ui-values';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AddressChoice, AddressSearch } from '../../components/address-search/address-search';
import { suggestAddresses } from '../../components/address-search/address-search-queries';
import { FieldRow, FormField, fieldsOf, upperCase } from '../../components/form-field';
import { useCounties } from '../../components/location-filter/location-queries';
import { errorText } from '../../lib/api-client';
import { findMe } from './accounts-queries';

export type FoundRegistration = z.infer<typeof findMeResponse>[number];
/** What sign-up found the registration by: sent again with the account, checked by the server. */
export type FoundBy = z.output<typeof findMeBody>;

const BIRTH_YEARS = Array.from({ length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 }, (_, i) =>
  String(BIRTH_YEAR_MIN + i),
);

/**
 * Sign-up step 1 (spec 1 sections 2, 5, 8): county, names (upper case as typed), birth year and
 * address. It leads on only when exactly one registration matches; the server's message says why not.
 */
export function SignupFindStep({
  onFound,
  action = 'Find My Registration',
}: {
  /** The one registration found, and the match that found it (the profile links by the match). */
  onFound: (r: FoundRegistration, match: FoundBy) => void | Promise<void>;
  action?: string;
}) {
  const counties = useCounties();
  const [address, setAddress] = useState<AddressChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(findMeBody),
    defaultValues: { my_county: '', my_first_name: '', my_last_name: '', my_yob: '', my_address: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldsOf(form);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const matches = await findMe(body);
      const [only, ...more] = matches;
      if (!only)
        setFailure(
          `No registration found at specified address by name ${body.my_first_name} ${body.my_last_name}`,
        );
      else if (more.length > 0) setFailure(SEVERAL_REGISTRATIONS_FOUND);
      else await onFound(only, body);
    } catch (e) {
      setFailure(errorText(e));
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <p>
        Find your registration in the Michigan voter file: enter your name, birth year and address as
        registered.
      </p>
      <FormField
        label="County"
        blank="Select county"
        choices={counties.data?.map((c) => c.county_name) ?? []}
        {...field('my_county')}
      />
      <FieldRow>
        <FormField
          label="First Name"
          autoComplete="given-name"
          maxLength={32}
          {...field('my_first_name', upperCase)}
        />
        <FormField
          label="Last Name"
          autoComplete="family-name"
          maxLength={64}
          {...field('my_last_name', upperCase)}
        />
      </FieldRow>
      <FormField label="Birth Year" blank="Select birth year" choices={BIRTH_YEARS} {...field('my_yob')} />
      <FormField label="Address" controlId="field-my_address" error={errors.my_address}>
        <AddressSearch
          suggest={suggestAddresses}
          chosen={address}
          invalid={errors.my_address !== undefined}
          noMatchText={`${noAddressesMatching('this address')}.`}
          help={`Type at least ${ADDRESS_KEY_MIN} characters and choose your address.`}
          onChosenChange={(s) => {
            setAddress(s);
            form.setValue('my_address', s?.full_address_hash ?? '', {
              shouldValidate: form.formState.isSubmitted,
            });
          }}
        />
      </FormField>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Searching…' : action}
      </Button>
    </Form>
  );
}
