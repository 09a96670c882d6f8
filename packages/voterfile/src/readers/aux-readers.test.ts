import { afterAll, describe, expect, it } from 'vitest';
import { fullAddressKey } from '../address/address-hash';
import { normalizeCity, normalizeStreet, normalizeUnit } from '../address/normalize-address';
import { CANVASS_COLUMNS, DECEASED_COLUMNS, NCOA_COLUMNS, POSTAL_LOCATION_COLUMNS } from '../qvf-format';
import { openCanvassCsv, openDeceasedCsv, openNcoaCsv, openPostalLocationsCsv } from './aux-readers';
import { csvText, problemLog, readAll, tempFolder } from './test-files';

const dir = tempFolder();
afterAll(() => dir.remove());

describe('openDeceasedCsv', () => {
  it('reads rows by id or by name and birth year (UTF-8)', async () => {
    const path = dir.utf8(
      'deceased.csv',
      csvText(DECEASED_COLUMNS, [
        {
          VOTER_IDENTIFICATION_NUMBER: '0001014',
          FIRST_NAME: 'Carl',
          LAST_NAME: 'Gray',
          YEAR_OF_BIRTH: '1950',
          DATE_OF_DEATH: '2024-03-01',
          SOURCE: 'obituary',
        },
        {
          FIRST_NAME: 'José',
          MIDDLE_NAME: 'Luis',
          LAST_NAME: 'de la  Cruz',
          YEAR_OF_BIRTH: '1940',
          DATE_OF_DEATH: '05/01/2024',
          SOURCE: 'death record',
        },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openDeceasedCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toEqual([
      {
        line: 2,
        voterId: '1014',
        firstName: 'CARL',
        middleName: '',
        lastName: 'GRAY',
        yearOfBirth: 1950,
        dateOfDeath: '2024-03-01',
        source: 'obituary',
      },
      {
        line: 3,
        voterId: null,
        firstName: 'JOSÉ',
        middleName: 'LUIS',
        lastName: 'DE LA CRUZ',
        yearOfBirth: 1940,
        dateOfDeath: '2024-05-01',
        source: 'death record',
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('reports unreadable rows', async () => {
    const path = dir.utf8(
      'deceased-bad.csv',
      csvText(DECEASED_COLUMNS, [
        { VOTER_IDENTIFICATION_NUMBER: 'abc', FIRST_NAME: 'A', LAST_NAME: 'B', YEAR_OF_BIRTH: '1950' },
        { FIRST_NAME: 'A', LAST_NAME: 'B', YEAR_OF_BIRTH: '' },
        { VOTER_IDENTIFICATION_NUMBER: '5', YEAR_OF_BIRTH: '50' },
        { VOTER_IDENTIFICATION_NUMBER: '6', DATE_OF_DEATH: 'last spring' },
        { VOTER_IDENTIFICATION_NUMBER: '7' },
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openDeceasedCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.voterId)).toEqual(['7']);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [2, "VOTER_IDENTIFICATION_NUMBER 'abc' is not a voter id"],
      [3, 'no voter id, and no first name, last name and year of birth to match by'],
      [4, "YEAR_OF_BIRTH '50' is not a four-digit year"],
      [5, "DATE_OF_DEATH 'last spring' is not a date"],
    ]);
  });

  it('refuses a file lacking a required column', async () => {
    const opened = await openDeceasedCsv(
      dir.utf8('deceased-nameless.csv', 'VOTER_IDENTIFICATION_NUMBER,FIRST_NAME\n1,A\n'),
      () => {},
    );
    expect(opened).toEqual({
      ok: false,
      error:
        'deceased-nameless.csv is not a deceased file (deceased.csv): its header lacks LAST_NAME, YEAR_OF_BIRTH (it starts "VOTER_IDENTIFICATION_NUMBER,FIRST_NAME").',
    });
  });
});

describe('openNcoaCsv', () => {
  it('reads moves, with month-only dates and upper-cased states', async () => {
    const path = dir.utf8(
      'ncoa.csv',
      csvText(NCOA_COLUMNS, [
        {
          VOTER_IDENTIFICATION_NUMBER: '1029',
          MOVE_EFFECTIVE_DATE: '2023-05-01',
          MOVE_TYPE: 'I',
          NEW_ADDRESS: '1 HIGH ST',
          NEW_CITY: 'COLUMBUS',
          NEW_STATE: 'oh',
          NEW_ZIP: '43004',
          DELIVERY_POINT: 'Y',
        },
        {
          VOTER_IDENTIFICATION_NUMBER: '1030',
          MOVE_EFFECTIVE_DATE: '202306',
          MOVE_TYPE: 'f',
          NEW_ADDRESS: '2 HIGH ST',
          NEW_CITY: 'FLINT',
          NEW_STATE: 'MI',
          NEW_ZIP: '48502',
        },
      ]),
    );
    const opened = await openNcoaCsv(path, () => {});
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toEqual([
      {
        line: 2,
        voterId: '1029',
        moveEffectiveDate: '2023-05-01',
        moveType: 'I',
        newAddress: '1 HIGH ST',
        newCity: 'COLUMBUS',
        newState: 'OH',
        newZip: '43004',
        deliveryPoint: 'Y',
      },
      {
        line: 3,
        voterId: '1030',
        moveEffectiveDate: '2023-06-01',
        moveType: 'F',
        newAddress: '2 HIGH ST',
        newCity: 'FLINT',
        newState: 'MI',
        newZip: '48502',
        deliveryPoint: '',
      },
    ]);
  });

  it('reports bad move types, dates, states and ids', async () => {
    const good = {
      VOTER_IDENTIFICATION_NUMBER: '1',
      MOVE_EFFECTIVE_DATE: '2023-05-01',
      MOVE_TYPE: 'I',
      NEW_STATE: 'OH',
    };
    const path = dir.utf8(
      'ncoa-bad.csv',
      csvText(NCOA_COLUMNS, [
        { ...good, MOVE_TYPE: 'X' },
        { ...good, MOVE_EFFECTIVE_DATE: '2023-02-30' },
        { ...good, NEW_STATE: 'Ohio' },
        { ...good, VOTER_IDENTIFICATION_NUMBER: '' },
        good,
      ]),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openNcoaCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toHaveLength(1);
    expect(problems.map((p) => p.reason)).toEqual([
      "MOVE_TYPE 'X' is not one of I, F, B",
      "MOVE_EFFECTIVE_DATE '2023-02-30' is not a date",
      "NEW_STATE 'OHIO' is not a two-letter state",
      "VOTER_IDENTIFICATION_NUMBER '' is not a voter id",
    ]);
  });

  it('refuses a file lacking MOVE_TYPE', async () => {
    const opened = await openNcoaCsv(
      dir.utf8('ncoa-old.csv', 'VOTER_IDENTIFICATION_NUMBER,MOVE_EFFECTIVE_DATE,NEW_STATE\n'),
      () => {},
    );
    expect(opened.ok).toBe(false);
    if (!opened.ok)
      expect(opened.error).toMatch(
        /^ncoa-old\.csv is not a change-of-address file \(ncoa\.csv\): its header lacks MOVE_TYPE/,
      );
  });
});

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
