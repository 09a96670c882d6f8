import { afterAll, describe, expect, it } from 'vitest';
import { lstRecord, problemLog, readAll, tempFolder } from '../test-support/reader-files';
import {
  jurisdictionKey,
  openRegistrationLst,
  readCountyCodes,
  readJurisdictionCodes,
} from './registration-lst-reader';

const dir = tempFolder();
afterAll(() => dir.remove());

describe('openRegistrationLst', () => {
  it('reads fixed-width Latin-1 records with code names', async () => {
    const text = `${lstRecord()}\r\n${lstRecord({ VOTER_IDENTIFICATION_NUMBER: '22', REGISTRATION_DATE: '00000000', VOTER_STATUS_TYPE_CODE: 'CH' })}\r\n`;
    const path = dir.latin1('entire_state_v.lst', text);
    const { problems, onProblem } = problemLog();
    const opened = await openRegistrationLst(path, onProblem, {
      counties: new Map([[55, 'MENOMINEE']]),
      jurisdictions: new Map([[jurisdictionKey(55, 2040), 'STEPHENSON TOWNSHIP']]),
    });
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.variant).toBe('lst');
    expect(opened.value.missingColumns).not.toContain('COUNTY_NAME');
    expect(opened.value.missingColumns).toContain('SCHOOL_DISTRICT_NAME');
    const rows = await readAll(opened.value.batches);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      voterId: '12345678',
      lastName: 'MÜLLER',
      firstName: 'JOSÉ',
      yearOfBirth: 1950,
      registrationDate: '1984-10-02',
      streetNumberPrefix: 'N',
      streetNumber: '1234',
      streetNumberSuffix: '1/2',
      directionPrefix: 'W',
      streetName: 'COUNTY ROAD 577',
      extension: 'LOT 22',
      city: 'STEPHENSON',
      zipCode: '49887',
      mailingAddressLines: ['PO BOX 12', '', '', '', ''],
      countyCode: 55,
      countyName: 'MENOMINEE',
      jurisdictionCode: 2040,
      jurisdictionName: 'STEPHENSON TOWNSHIP',
      ward: '01',
      precinct: '002A',
      schoolDistrictCode: '55100',
      isPermAvBallotVoter: true,
      statusCode: 'A',
      uocavaCode: 'M',
    });
    expect(rows[1]).toMatchObject({ voterId: '22', registrationDate: null, statusCode: 'CH' });
  });

  it('leaves names blank without code files', async () => {
    const opened = await openRegistrationLst(dir.latin1('nocodes.lst', `${lstRecord()}\n`), () => {});
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.missingColumns).toEqual(expect.arrayContaining(['COUNTY_NAME', 'JURISDICTION_NAME']));
    const [row] = await readAll(opened.value.batches);
    expect(row).toMatchObject({ countyName: '', jurisdictionName: '' });
  });

  it('refuses a file whose first record is not 520 characters', async () => {
    const path = dir.latin1('short.lst', `${lstRecord().slice(0, 500)}\n${lstRecord()}\n`);
    const opened = await openRegistrationLst(path, () => {});
    expect(opened).toEqual({
      ok: false,
      error:
        'short.lst is not a fixed-width QVF registration file (entire_state_v.lst): its first record is 500 characters long, not 520.',
    });
    const empty = await openRegistrationLst(dir.latin1('empty.lst', ''), () => {});
    expect(empty.ok).toBe(false);
  });

  it('reports later short, long and unreadable records and goes on', async () => {
    const text = [
      lstRecord({ VOTER_IDENTIFICATION_NUMBER: '1' }),
      lstRecord({ VOTER_IDENTIFICATION_NUMBER: '2' }).slice(0, 519),
      `${lstRecord({ VOTER_IDENTIFICATION_NUMBER: '3' })}X`,
      lstRecord({ VOTER_IDENTIFICATION_NUMBER: '4', REGISTRATION_DATE: '13012020' }),
      '',
      lstRecord({ VOTER_IDENTIFICATION_NUMBER: '6', COUNTY_CODE: 'XX' }),
      lstRecord({ VOTER_IDENTIFICATION_NUMBER: '7' }),
    ].join('\n');
    const { problems, onProblem } = problemLog();
    const opened = await openRegistrationLst(dir.latin1('mixed.lst', text), onProblem);
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(rows.map((r) => r.voterId)).toEqual(['1', '7']);
    expect(problems).toEqual([
      { file: 'mixed.lst', line: 2, reason: 'record is 519 characters long, expected 520' },
      { file: 'mixed.lst', line: 3, reason: 'record is 521 characters long, expected 520' },
      { file: 'mixed.lst', line: 4, reason: "REGISTRATION_DATE '13012020' is not a date" },
      { file: 'mixed.lst', line: 6, reason: "COUNTY_CODE 'XX' is not a county code (1 to 83)" },
    ]);
  });
});

describe('code files', () => {
  it('reads countycd.lst and jurisdcd.lst', async () => {
    const counties = await readCountyCodes(
      dir.latin1('countycd.lst', `01${'ALCONA'.padEnd(25)}\r\n55${'MENOMINEE'.padEnd(25)}\r\n82WAYNE\r\n`),
    );
    expect(counties).toEqual({
      ok: true,
      value: new Map([
        [1, 'ALCONA'],
        [55, 'MENOMINEE'],
        [82, 'WAYNE'],
      ]),
    });
    const jurisdictions = await readJurisdictionCodes(
      dir.latin1(
        'jurisdcd.lst',
        `8222000${'CITY OF DETROIT'.padEnd(35)}\n3346000${'CITY OF LANSING'.padEnd(35)}\n`,
      ),
    );
    expect(jurisdictions).toEqual({
      ok: true,
      value: new Map([
        ['82:22000', 'CITY OF DETROIT'],
        ['33:46000', 'CITY OF LANSING'],
      ]),
    });
  });

  it('refuses a code file with an unreadable line or no lines', async () => {
    const bad = await readCountyCodes(dir.latin1('bad-counties.lst', '01ALCONA\nXXOOPS\n'));
    expect(bad).toEqual({
      ok: false,
      error:
        'bad-counties.lst is not a county code file (countycd.lst: code 2 + name 25): line 2 does not start with a two-digit county code ("XXOOPS").',
    });
    expect((await readJurisdictionCodes(dir.latin1('none.lst', '\n'))).ok).toBe(false);
    const missing = await readCountyCodes(dir.path('absent.lst'));
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error).toMatch(/^absent\.lst was not found/);
  });
});
