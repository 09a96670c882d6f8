/**
 * The address verification result codes (spec 2 sections 3 and 8): families AS (status), AE (error),
 * AC (change), GE (provider), and two-letter postal delivery-point codes. Each is shown as
 * 'code - short - long'. The offline verifier (apps/server/src/features/addresses/offline-verifier.ts)
 * returns the AS, AE, AC, PB and RR codes below from what the product holds; a provider's answer
 * may carry any code, and one missing here is shown with its code only.
 */
export const VERIFICATION_CODES: Record<string, { short: string; long: string }> = {
  AS01: {
    short: 'Address Valid',
    long: 'The street address, city and ZIP code match an address in the voter file.',
  },
  AS02: {
    short: 'Street Address Valid, Unit Not Found',
    long: 'The building is in the voter file, but none of its registrations uses this unit.',
  },
  AS03: {
    short: 'Postal or Shipping Location',
    long: 'The address is a post office or shipping store in the postal-locations source.',
  },
  AS10: {
    short: 'Canvassed Address',
    long: 'Volunteer canvassing recorded this address; its category is in the canvass data.',
  },
  AC01: {
    short: 'ZIP Code Change',
    long: 'The voter file has this street and city under another ZIP code: use the corrected one.',
  },
  AC03: {
    short: 'City Change',
    long: 'The voter file has this street and ZIP code under another city name: use the corrected one.',
  },
  AE01: { short: 'ZIP Code Error', long: 'No address in the voter file has this ZIP code.' },
  AE02: {
    short: 'Unknown Street',
    long: 'No address in the voter file has this house number and street in this city and ZIP code.',
  },
  AE04: {
    short: 'Not a Michigan Address',
    long: 'Only Michigan addresses can be checked against the voter file.',
  },
  AE10: {
    short: 'Address Number Missing or Invalid',
    long: 'The street address could not be read as a house number and a street name.',
  },
  GE05: {
    short: 'License Key Invalid or Expired',
    long: "The verification provider refused the product's licence key: ask the site administrator to renew it.",
  },
  PB: { short: 'PO Box', long: 'A post office box: mail is delivered there, no one lives there.' },
  RR: {
    short: 'Private Mailbox (CMRA)',
    long: 'A commercial mail receiving agency (a mailbox store): a mailing address, not a residence.',
  },
};

/** The codes of a comma-separated answer, each with its descriptions. */
export function describeCodes(resultCodes: string): { code: string; short: string; long: string }[] {
  return resultCodes
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((code) => ({
      code,
      short: VERIFICATION_CODES[code]?.short ?? '',
      long: VERIFICATION_CODES[code]?.long ?? '',
    }));
}

/** The provider's licence error (spec 2 section 4): its answer then sets MELISSA_LICENSE_ERROR. */
export const LICENSE_ERROR_CODE = 'GE05';
