import { afterAll, describe, expect, it } from 'vitest';
import { DECEASED_COLUMNS, NCOA_COLUMNS } from '../qvf-format';
import { csvText, problemLog, readAll, tempFolder } from '../test-support/reader-files';
import { openDeceasedCsv, openNcoaCsv } from './aux-readers';

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
