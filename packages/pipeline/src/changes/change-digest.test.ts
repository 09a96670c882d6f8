import { QVF_COLUMNS_49 } from '@voterroll/voterfile/qvf-format';
import { QuotedRegistration } from '@voterroll/voterfile/readers/quoted-registration';
import { openRegistrationCsv } from '@voterroll/voterfile/readers/registration-csv-reader';
import { toRegistration } from '@voterroll/voterfile/readers/registration-values';
import type { QvfRegistration } from '@voterroll/voterfile/registration';
import { csvText, qvfRow, readAll, tempFolder } from '@voterroll/voterfile/test-support/reader-files';
import { afterAll, describe, expect, it } from 'vitest';
import { changeDigest } from './change-digest';

const BASE: Record<string, string> = {
  VOTER_IDENTIFICATION_NUMBER: '123',
  LAST_NAME: 'SMITH',
  FIRST_NAME: 'JANE',
  MIDDLE_NAME: 'Q',
  NAME_SUFFIX: '',
  YEAR_OF_BIRTH: '1970',
  GENDER: 'F',
  REGISTRATION_DATE: '2001-02-03',
  COUNTY_CODE: '82',
  JURISDICTION_CODE: '1234',
  WARD: '01',
  PRECINCT: '004',
  IS_PERM_AV_BALLOT_VOTER: 'N',
  IS_PERM_AV_APP_VOTER: '',
  VOTER_STATUS_TYPE_CODE: 'A',
  UOCAVA_STATUS_CODE: 'N',
  MAILING_ADDRESS_LINE_ONE: 'PO BOX 1',
  SCHOOL_DISTRICT_CODE: '82010',
  STATUS_DATE: '2020-01-01',
};
const HASH = 'a'.repeat(32);

function registration(changes: Record<string, string> = {}): QvfRegistration {
  const values = { ...BASE, ...changes };
  const r = toRegistration((c) => values[c] ?? '', 1);
  if (typeof r === 'string') throw new Error(r);
  return r;
}
/** The digest with the full address hash standing at 5 in the address text, as in a COPY line. */
const digest = (r: QvfRegistration, hash = HASH) => changeDigest(r, `,xx,${hash}\n`, 4);

describe('changeDigest', () => {
  it('is the same for the same classified values, whatever else differs', () => {
    expect(digest(registration())).toBe(digest(registration()));
    expect(
      digest(
        registration({ MAILING_ADDRESS_LINE_ONE: 'PO BOX 2', SCHOOL_DISTRICT_CODE: '1', STATUS_DATE: '' }),
      ),
    ).toBe(digest(registration()));
    expect(Number.isSafeInteger(digest(registration()))).toBe(true);
  });

  it.each([
    ['LAST_NAME', 'SMYTH'],
    ['FIRST_NAME', 'JAN'],
    ['MIDDLE_NAME', ''],
    ['NAME_SUFFIX', 'JR'],
    ['YEAR_OF_BIRTH', '1971'],
    ['YEAR_OF_BIRTH', ''],
    ['GENDER', 'M'],
    ['REGISTRATION_DATE', '2001-02-04'],
    ['REGISTRATION_DATE', ''],
    ['COUNTY_CODE', '81'],
    ['JURISDICTION_CODE', '1235'],
    ['WARD', '02'],
    ['PRECINCT', '005'],
    ['IS_PERM_AV_BALLOT_VOTER', 'Y'],
    ['IS_PERM_AV_BALLOT_VOTER', ''],
    ['IS_PERM_AV_APP_VOTER', 'N'],
    ['VOTER_STATUS_TYPE_CODE', 'V'],
    ['UOCAVA_STATUS_CODE', 'M'],
  ])('changes when %s becomes %j', (column, value) => {
    expect(digest(registration({ [column]: value }))).not.toBe(digest(registration()));
  });

  it('is the same for a row the reader passes through, hashed in place', async () => {
    const dir = tempFolder('change-digest-');
    afterAll(() => dir.remove());
    const rows = [qvfRow(BASE), qvfRow({ ...BASE, VOTER_IDENTIFICATION_NUMBER: '124', WARD: '02' })];
    const path = dir.latin1('rows.csv', csvText(QVF_COLUMNS_49, rows, '\n'));
    const opened = await openRegistrationCsv(path, () => {});
    if (!opened.ok) throw new Error(opened.error);
    const [same, other] = await readAll(opened.value.batches);
    expect(same).toBeInstanceOf(QuotedRegistration);
    expect(digest(same!)).toBe(digest(registration()));
    expect(digest(other!)).toBe(digest(registration({ WARD: '02' })));
    expect(digest(other!)).not.toBe(digest(same!));
  });

  it('changes with the full address hash, and keeps adjacent values apart', () => {
    expect(digest(registration(), `${'a'.repeat(31)}b`)).not.toBe(digest(registration()));
    expect(digest(registration({ FIRST_NAME: 'JANEQ', MIDDLE_NAME: '' }))).not.toBe(digest(registration()));
  });
});
