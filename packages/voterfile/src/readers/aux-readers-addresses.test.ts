import { afterAll, describe, expect, it } from 'vitest';
import { fullAddressKey } from '../address/address-hash';
import { normalizeCity, normalizeStreet, normalizeUnit } from '../address/normalize-address';
import { CANVASS_COLUMNS, POSTAL_LOCATION_COLUMNS } from '../qvf-format';
import { csvText, problemLog, readAll, tempFolder } from '../test-support/reader-files';
import { openCanvassCsv, openPostalLocationsCsv } from './aux-readers';

const dir = tempFolder();
afterAll(() => dir.remove());

describe('openPostalLocationsCsv', () => {
  it('reads locations with their normalized street and ZIP', async () => {
    const path = dir.utf8(
      'postal-locations.csv',
      csvText(POSTAL_LOCATION_COLUMNS, [
        {
          NAME: 'DETROIT MAIN POST OFFICE',
          KIND: 'usps',
          ADDRESS_LINE_1: '1401 West Fort Street',
          CITY: 'Detroit',
          STATE: 'mi',
          ZIP_CODE: '48233-9998',
        },
        {
          NAME: 'The UPS Store #1234',
          KIND: 'UPS',
          ADDRESS_LINE_1: '2020 E Grand River Ave Ste 104',
          CITY: 'East Lansing',
          STATE: 'MI',
          ZIP_CODE: '48823',
        },
      ]),
    );
    const opened = await openPostalLocationsCsv(path, () => {});
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(rows[0]).toEqual({
      line: 2,
      name: 'DETROIT MAIN POST OFFICE',
      kind: 'USPS',
      addressLine1: '1401 West Fort Street',
      city: 'Detroit',
      normCity: 'DETROIT',
      state: 'MI',
      zipCode: '48233-9998',
      street: '1401 W FORT ST',
      zip5: '48233',
    });
    expect(rows[1]).toMatchObject({ kind: 'UPS', street: '2020 E GRAND RIVER AVE', zip5: '48823' });
    // The same street as the QVF writes it gives the same key.
    expect(rows[0]?.street).toBe(
      normalizeStreet({
        streetNumberPrefix: '',
        streetNumber: '1401',
        streetNumberSuffix: '',
        directionPrefix: 'W',
        streetName: 'FORT',
        streetType: 'ST',
        directionSuffix: '',
      }),
    );
  });

  it('reads a G-prefixed street number (Genesee County)', async () => {
    const path = dir.utf8(
      'postal-genesee.csv',
      csvText(POSTAL_LOCATION_COLUMNS, [
        {
          NAME: 'X',
          KIND: 'UPS',
          ADDRESS_LINE_1: 'G3494 Miller Rd',
          CITY: 'Flint',
          STATE: 'MI',
          ZIP_CODE: '48507',
        },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openPostalLocationsCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.street)).toEqual(['G3494 MILLER RD']);
    expect(problems).toEqual([]);
  });

  it('reports unreadable addresses, kinds and ZIPs', async () => {
    const good = {
      NAME: 'X',
      KIND: 'FEDEX',
      ADDRESS_LINE_1: '1 MAIN ST',
      CITY: 'LANSING',
      STATE: 'MI',
      ZIP_CODE: '48910',
    };
    const path = dir.utf8(
      'postal-bad.csv',
      csvText(POSTAL_LOCATION_COLUMNS, [
        { ...good, KIND: 'DHL' },
        { ...good, ADDRESS_LINE_1: 'PO BOX 30' },
        { ...good, ZIP_CODE: '4891' },
        { ...good, KIND: 'cmra' },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openPostalLocationsCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.kind)).toEqual(['CMRA']);
    expect(problems.map((p) => p.reason)).toEqual([
      "KIND 'DHL' is not one of USPS, UPS, FEDEX, CMRA",
      "ADDRESS_LINE_1 'PO BOX 30' has no street number and street name",
      "ZIP_CODE '4891' is not a ZIP code",
    ]);
  });

  it('refuses a file lacking ADDRESS_LINE_1', async () => {
    const opened = await openPostalLocationsCsv(
      dir.utf8('postal-old.csv', 'NAME,KIND,ADDRESS,CITY,ZIP_CODE\n'),
      () => {},
    );
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error).toContain('its header lacks ADDRESS_LINE_1');
  });
});

describe('openCanvassCsv', () => {
  it('reads findings with canonical categories and unit keys', async () => {
    const path = dir.utf8(
      'canvass.csv',
      csvText(CANVASS_COLUMNS, [
        {
          ADDRESS_LINE_1: '200 Lake Dr',
          EXTENSION: 'Apt. #4',
          CITY: 'St. Johns',
          ZIP_CODE: '48879',
          CATEGORY: 'apartment',
          FINDING: 'APT_NUM_BLANK',
          LIVING_UNIT_COUNT: '8',
        },
        {
          ADDRESS_LINE_1: '300 Hill Rd Lot 5',
          EXTENSION: '',
          CITY: 'Lansing',
          ZIP_CODE: '48910',
          CATEGORY: 'trailer park',
          FINDING: '',
          LIVING_UNIT_COUNT: '',
        },
        {
          ADDRESS_LINE_1: '77 Pine St',
          CITY: 'Lansing',
          ZIP_CODE: '48910',
          CATEGORY: 'memory/dementia care',
          LIVING_UNIT_COUNT: '0',
        },
        { ADDRESS_LINE_1: '12 Elm St', CITY: 'Lansing', ZIP_CODE: '48910', CATEGORY: ' UPS_USPS_Fedex ' },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openCanvassCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      line: 2,
      addressLine1: '200 Lake Dr',
      extension: 'Apt. #4',
      city: 'St. Johns',
      normCity: 'ST JOHNS',
      zipCode: '48879',
      category: 'Apartment',
      finding: 'apt_num_blank',
      livingUnitCount: 8,
      street: '200 LAKE DR',
      unitKey: '# 4',
      zip5: '48879',
    });
    expect(rows[1]).toMatchObject({
      category: 'Trailer Park',
      finding: null,
      livingUnitCount: null,
      unitKey: 'LOT 5',
    });
    expect(rows[2]).toMatchObject({ category: 'Memory/Dementia Care', livingUnitCount: 0, unitKey: '' });
    expect(rows[3]?.category).toBe('UPS_USPS_Fedex');
    // The canvassed dwelling keys like the registration "200 LAKE DR, # 4, SAINT JOHNS".
    const r = rows[0]!;
    expect(fullAddressKey(r.street, r.unitKey, r.normCity, r.zip5)).toBe(
      fullAddressKey('200 LAKE DR', normalizeUnit('#4').key, normalizeCity('SAINT JOHNS'), '48879'),
    );
  });

  it("reads Genesee County's G-prefixed street numbers, keyed like the voter file's STREET_NUMBER_PREFIX", async () => {
    const path = dir.utf8(
      'canvass-genesee.csv',
      csvText(CANVASS_COLUMNS, [
        { ADDRESS_LINE_1: 'G5569 20TH ST', CITY: 'Flint', ZIP_CODE: '48507', CATEGORY: 'Church' },
        { ADDRESS_LINE_1: 'G-3100 Miller Rd Apt 4', CITY: 'Flint', ZIP_CODE: '48507' },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openCanvassCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(problems).toEqual([]);
    const registration = (number: string, name: string, type: string) =>
      normalizeStreet({
        streetNumberPrefix: 'G',
        streetNumber: number,
        streetNumberSuffix: '',
        directionPrefix: '',
        streetName: name,
        streetType: type,
        directionSuffix: '',
      });
    expect(rows.map((r) => [r.street, r.unitKey])).toEqual([
      [registration('5569', '20TH', 'ST'), ''],
      [registration('3100', 'MILLER', 'RD'), normalizeUnit('APT 4').key],
    ]);
    expect(rows[0]?.street).toBe('G5569 20TH ST');
  });

  it('reports bad categories, findings and counts', async () => {
    const good = { ADDRESS_LINE_1: '1 MAIN ST', CITY: 'LANSING', ZIP_CODE: '48910' };
    const path = dir.utf8(
      'canvass-bad.csv',
      csvText(CANVASS_COLUMNS, [
        { ...good, CATEGORY: 'Castle' },
        { ...good, FINDING: 'no_one_home' },
        { ...good, LIVING_UNIT_COUNT: '-1' },
        { ...good, LIVING_UNIT_COUNT: '2.5' },
        { ...good, ADDRESS_LINE_1: 'Main St' },
        { ...good, CATEGORY: 'Church', FINDING: 'empty_lot', LIVING_UNIT_COUNT: '0' },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openCanvassCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toHaveLength(1);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [2, "CATEGORY 'Castle' is not one of the 20 address categories"],
      [
        3,
        "FINDING 'no_one_home' is not one of apt_num_blank, srlv_unit_blank, street_num_blank, hotel_rm_blank, trlr_lot_blank, empty_lot",
      ],
      [4, "LIVING_UNIT_COUNT '-1' is not a whole number of living units"],
      [5, "LIVING_UNIT_COUNT '2.5' is not a whole number of living units"],
      [6, "ADDRESS_LINE_1 'Main St' has no street number and street name"],
    ]);
  });

  it('refuses a file lacking ZIP_CODE, and an empty file', async () => {
    const opened = await openCanvassCsv(dir.utf8('canvass-nozip.csv', 'ADDRESS_LINE_1,CITY\n'), () => {});
    expect(opened.ok).toBe(false);
    if (!opened.ok)
      expect(opened.error).toContain(
        'canvass-nozip.csv is not a canvass file (canvass.csv): its header lacks ZIP_CODE',
      );
    expect(await openCanvassCsv(dir.utf8('canvass-empty.csv', ''), () => {})).toEqual({
      ok: false,
      error: 'canvass-empty.csv is empty: a canvass file (canvass.csv) starts with a header row.',
    });
  });
});
