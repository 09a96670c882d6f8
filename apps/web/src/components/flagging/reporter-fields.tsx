import { PARTIES } from '@voterroll/contract/accounts-api';
import { US_STATES } from '@voterroll/contract/flag-forms';
import type { anonymousReporterForm } from '@voterroll/contract/flags-api';
import Form from 'react-bootstrap/Form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../form-field';
import { FlagReasonFields } from './flag-reason-fields';

type Reporter = z.infer<typeof anonymousReporterForm>;

/** The anonymous reporter's own details (spec 1 section 5's table) plus reason and description. */
export function ReporterFields({
  register,
  errors,
}: {
  register: UseFormRegister<Reporter>;
  errors: FieldErrors<Reporter>;
}) {
  return (
    <div className="row">
      <FormField
        className="col-md-4 mb-3"
        label="First name"
        registration={register('my_first_name')}
        error={errors.my_first_name}
        autoComplete="given-name"
      />
      <FormField
        className="col-md-4 mb-3"
        label="Last name"
        registration={register('my_last_name')}
        error={errors.my_last_name}
        autoComplete="family-name"
      />
      <FormField
        className="col-md-4 mb-3"
        label="Email"
        type="email"
        registration={register('my_email_address')}
        error={errors.my_email_address}
        autoComplete="email"
      />
      <FormField
        className="col-md-6 mb-3"
        label="Address Line 1"
        registration={register('my_address_ln1')}
        error={errors.my_address_ln1}
        autoComplete="address-line1"
      />
      <FormField
        className="col-md-2 mb-3"
        label="Apt/Lot"
        registration={register('my_apt_lot')}
        error={errors.my_apt_lot}
        autoComplete="address-line2"
      />
      <FormField
        className="col-md-4 mb-3"
        label="City"
        registration={register('my_city')}
        error={errors.my_city}
        autoComplete="address-level2"
      />
      <FormField className="col-md-4 mb-3" label="State" error={errors.my_state}>
        <Form.Select id="field-my_state" {...register('my_state')} isInvalid={errors.my_state !== undefined}>
          <option value="">Choose a state ...</option>
          {US_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField
        className="col-md-4 mb-3"
        label="Zip Code"
        registration={register('my_zip_code')}
        error={errors.my_zip_code}
        autoComplete="postal-code"
      />
      <FormField className="col-md-4 mb-3" label="Party (optional)">
        <Form.Select id="field-my_party" {...register('my_party')}>
          <option value="">-</option>
          {PARTIES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <div className="col-12">
        <FlagReasonFields status="TRG" register={register} errors={errors} />
      </div>
    </div>
  );
}
