import { z } from 'zod';

/** Ballot envelopes of the 2020 general election: OCR review and data entry (spec 3 sections 2.7, 2.8, 3). */

export const ENVELOPE_ELECTION = '2020-11-03';

/**
 * Data-entry status of an envelope. OCR: as the scanner's OCR read it, not yet seen by a person.
 * REVIEW: the OCR left a required field blank or read a value that is not a date or a number, so
 * a person must read the image. ENTERED: a person saved the fields (they are then the record).
 */
export const DATA_ENTRY_STATUSES = ['OCR', 'REVIEW', 'ENTERED'] as const;
export type DataEntryStatus = (typeof DATA_ENTRY_STATUSES)[number];
export const DATA_ENTRY_STATUS_LABELS: Record<DataEntryStatus, string> = {
  OCR: 'OCR - not reviewed',
  REVIEW: 'OCR - needs review',
  ENTERED: 'Entered',
};

/** At most this many rows per list answer; the filters narrow a larger set. */
export const ENVELOPE_LIST_MAX = 1000;
/** The list shows the OCR address cut to this many characters (spec 3 section 9). */
export const OCR_ADDRESS_SHOWN = 50;

export const envelopeListQuery = z.object({
  status: z.enum([...DATA_ENTRY_STATUSES, 'ALL']).default('ALL'),
  /** Address or name, case-insensitive, contains. */
  q: z.string().trim().max(100, 'Search: maximum 100 characters').default(''),
});

export const envelopeRow = z.object({
  row_number: z.number(),
  current_data_entry_status: z.enum(DATA_ENTRY_STATUSES),
  file_name: z.string(),
  avcb_number: z.number(),
  ocr_full_street_address: z.string(),
  ocr_full_name: z.string(),
  ocr_ballot_number: z.string(),
  /** As the OCR read them: YYYY-MM-DD when it read a date, else the characters it saw. */
  ocr_ballot_signed_date: z.string(),
  ocr_ballot_received_date: z.string(),
  ocr_avcb: z.string(),
  ocr_precinct: z.string(),
  comments: z.string(),
  /** Where the browser fetches the scanned image (the authenticated image route or an object store). */
  s3_url: z.string(),
});
export type EnvelopeRow = z.infer<typeof envelopeRow>;
export const envelopeListResponse = z.object({
  envelopes: z.array(envelopeRow),
  /** Envelopes matching the filters (more than listed when above ENVELOPE_LIST_MAX). */
  total: z.number(),
});

export const envelopeFileParams = z.object({ fileName: z.string().min(1).max(200) });

/** One saved edit: who, when, and each changed field's old and new value. */
export const envelopeEvent = z.object({
  at: z.string(),
  actor: z.string(),
  changes: z.record(z.string(), z.object({ from: z.string().nullable(), to: z.string().nullable() })),
});

export const envelopeDetail = envelopeRow.extend({
  county_name: z.string(),
  jurisdiction_name: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  precinct: z.string().nullable(),
  ballot_number: z.string().nullable(),
  ballot_signed_date: z.string().nullable(),
  ballot_received_date: z.string().nullable(),
  /** Optimistic concurrency: the edit sends back the version it was made on. */
  version: z.number(),
  events: z.array(envelopeEvent),
});
export type EnvelopeDetail = z.infer<typeof envelopeDetail>;

/** Envelope dates fall in the election's year (ballots went out in September, late ones came in after). */
const YEAR_FROM = '2020-01-01';
const YEAR_TO = '2020-12-31';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label}: maximum ${max} characters`);

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const dateField = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isRealDate, `${label} is not a real date`)
    .refine((v) => v >= YEAR_FROM && v <= YEAR_TO, `${label} must be in 2020`);

/** POST /api/ballot-envelope-edit (spec 3 section 3's payload, plus the version it was made on). */
export const envelopeEditBody = z
  .object({
    selectedFileName: z.string().min(1).max(200),
    name: required('Name', 120),
    address: required('Address', 200),
    precinct: required('Precinct', 20).regex(/^\d{1,3}$/, 'Precinct must be a precinct number'),
    avcb_number: z
      .string({ error: 'AVCB Number is required' })
      .trim()
      .min(1, 'AVCB Number is required')
      .regex(/^\d{1,4}$/, 'AVCB Number must be a whole number'),
    ballot_number: required('Ballot Number', 12).regex(/^\d+$/, 'Ballot Number must be a number'),
    ballot_signed_date: z
      .string({ error: 'Ballot Signed Date is required' })
      .trim()
      .min(1, 'Ballot Signed Date is required')
      .pipe(dateField('Ballot Signed Date')),
    ballot_received_date: z.union([z.literal(''), dateField('Ballot Received Date')]).default(''),
    comments: z.string().trim().max(1024, 'Comments: maximum 1024 characters').default(''),
    version: z.number().int().min(1),
  })
  .refine((v) => v.ballot_received_date === '' || v.ballot_received_date >= v.ballot_signed_date, {
    message: 'Ballot Received Date cannot be before the Ballot Signed Date',
    path: ['ballot_received_date'],
  });
export type EnvelopeEditBody = z.input<typeof envelopeEditBody>;

export const ENVELOPE_SAVED = 'Envelope saved.';
export const ENVELOPE_NOT_FOUND = 'No such ballot envelope.';
export const ENVELOPE_CHANGED_MEANWHILE =
  'This envelope was changed meanwhile by someone else. Reopen it to see the saved values.';
export const ENVELOPE_OUT_OF_AREA = 'This envelope belongs to a counting board outside your area.';
export const AVCB_UNKNOWN = (n: number) => `AVCB Number ${n} is not a counting board of this election.`;
export const IMAGE_NOT_FOUND = 'The scanned image of this envelope is not available.';
export const envelopeEditResponse = z.object({ message: z.string(), version: z.number() });
