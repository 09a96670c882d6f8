import { z } from 'zod';
import { FLEXIBLE_PHONE, smsCode } from './accounts-api';
import { flagRegistrationIntBody } from './flags-api';

/**
 * The flag dialog's own form fields (spec 1 section 5, "Flag dialog extras") and the election law
 * the dialogs cite. The request bodies stay in flags-api.ts; these are only what the forms add.
 */

/** The statute the triage and challenge warnings name (spec 2 section 9, MCL 168.512). */
export const ELECTION_LAW = {
  section: 'MCL 168.512',
  url: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-168-512',
} as const;

/** The reason step of the logged-in flag dialog: the flag report's reason and description. */
export const flagReasonForm = flagRegistrationIntBody.shape.flagReport.pick({
  flagged_reason: true,
  flagged_reason_x: true,
});

/** The anonymous dialog's Verify Phone Number step: phone and consent, then the code. */
export const flagPhoneForm = z.object({
  phone: z
    .string('Phone required')
    .trim()
    .min(1, 'Phone required')
    .regex(FLEXIBLE_PHONE, 'Phone number is invalid'),
  consent: z.literal(true, { error: 'Consent is required.' }),
});
export const flagCodeForm = z.object({ sms_code: smsCode });

/** The reporter's state (spec 1 section 3: all 50 US states). */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;
