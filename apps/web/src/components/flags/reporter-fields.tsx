import { PARTIES } from '@voterroll/contract/accounts-api';
import { US_STATES } from '@voterroll/contract/flag-forms';
import type { anonymousReporterForm } from '@voterroll/contract/flags-api';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { EMAIL_INPUT, FormField, fieldsFrom } from '../form-field';
import { FlagReasonFields } from './flag-reason-fields';

type Reporter = z.infer<typeof anonymousReporterForm>;

const COL_4 = 'col-md-4 mb-3';

/** The anonymous reporter's own details (spec 1 section 5's table) plus reason and description. */
export function ReporterFields({
  register,
  errors,
}: {
  register: UseFormRegister<Reporter>;
  errors: FieldErrors<Reporter>;
}) {
  const field = fieldsFrom(register, errors);
  return (
    <div className="row">
      <FormField className={COL_4} label="First name" autoComplete="given-name" {...field('my_first_name')} />
      <FormField className={COL_4} label="Last name" autoComplete="family-name" {...field('my_last_name')} />
      <FormField className={COL_4} label="Email" {...EMAIL_INPUT} {...field('my_email_address')} />
      <FormField
        className="col-md-6 mb-3"
        label="Address Line 1"
        autoComplete="address-line1"
        {...field('my_address_ln1')}
      />
      <FormField
        className="col-md-2 mb-3"
        label="Apt/Lot"
        autoComplete="address-line2"
        {...field('my_apt_lot')}
      />
      <FormField className={COL_4} label="City" autoComplete="address-level2" {...field('my_city')} />
      <FormField
        className={COL_4}
        label="State"
        blank="Choose a state ..."
        choices={US_STATES}
        {...field('my_state')}
      />
      <FormField className={COL_4} label="Zip Code" autoComplete="postal-code" {...field('my_zip_code')} />
      <FormField
        className={COL_4}
        label="Party (optional)"
        blank="-"
        choices={PARTIES}
        {...field('my_party')}
      />
      <div className="col-12">
        <FlagReasonFields status="TRG" register={register} errors={errors} />
      </div>
    </div>
  );
}
