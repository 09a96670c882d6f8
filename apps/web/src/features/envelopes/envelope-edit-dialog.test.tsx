import type { EnvelopeDetail } from '@voterroll/contract/envelopes-api';
import { expect, it } from 'vitest';
import { unsureFields } from './envelope-edit-dialog';

it('marks the fields no one has entered whose reading is missing or does not fit the field', () => {
  const e = {
    address: null,
    precinct: null,
    ballot_number: '12',
    ballot_signed_date: null,
    ballot_received_date: '2020-10-20',
    name: null,
    ocr_full_name: 'JANE D0E',
    ocr_full_street_address: '1334b 18TH ST',
    ocr_precinct: '',
    ocr_ballot_number: '12',
    ocr_ballot_signed_date: '10/1',
    ocr_ballot_received_date: '',
  } as unknown as EnvelopeDetail;
  expect(unsureFields(e)).toEqual([
    'Name (the OCR read "JANE D0E")',
    'Address (the OCR read "1334b 18TH ST")',
    'Precinct (the OCR read nothing)',
    'Ballot Signed Date (the OCR read "10/1")',
  ]);
  // A reading that fits its field is not marked: a plain name and address, an ordinal street.
  const fine = { ...e, ocr_full_name: "MARY O'NEIL-SMITH", ocr_full_street_address: '12 18TH ST APT 3' };
  expect(unsureFields(fine)).not.toContainEqual(expect.stringMatching(/^(Name|Address)/));
});
