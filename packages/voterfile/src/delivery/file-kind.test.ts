import { describe, expect, it } from 'vitest';
import { HISTORY_COLUMNS, LST_REGISTRATION_WIDTH, QVF_COLUMNS_49 } from '../qvf-format';
import { byPartName, recogniseFile } from './file-kind';

describe('recogniseFile', () => {
  it('knows the state files by their headers, whatever their names', () => {
    expect(recogniseFile('Statewide Part 1.csv', QVF_COLUMNS_49.join(','))).toEqual({
      kind: 'voters',
      format: 'csv',
    });
    expect(recogniseFile('export.txt', HISTORY_COLUMNS.map((c) => `"${c}"`).join(','))).toEqual({
      kind: 'history',
      format: 'csv',
    });
    expect(recogniseFile('entire_state_v.lst', 'x'.repeat(LST_REGISTRATION_WIDTH))).toEqual({
      kind: 'voters',
      format: 'fixed-width',
    });
  });

  it('knows the auxiliary files by their columns or names', () => {
    expect(
      recogniseFile('a.csv', '\uFEFFVOTER_IDENTIFICATION_NUMBER,MOVE_EFFECTIVE_DATE,MOVE_TYPE')?.kind,
    ).toBe('ncoa');
    expect(
      recogniseFile('deceased.csv', 'VOTER_IDENTIFICATION_NUMBER,FIRST_NAME,LAST_NAME,YEAR_OF_BIRTH')?.kind,
    ).toBe('deceased');
    expect(recogniseFile('b.csv', 'NAME,KIND,ADDRESS_LINE_1,CITY,STATE,ZIP_CODE')?.kind).toBe('postal');
    expect(recogniseFile('c.csv', 'ADDRESS_LINE_1,EXTENSION,CITY,ZIP_CODE,CATEGORY,FINDING')?.kind).toBe(
      'canvass',
    );
  });

  it('leaves out what is no file of the voter file, saying why', () => {
    expect(recogniseFile('ReadMe.txt', 'This delivery holds the statewide file.')).toEqual({
      kind: null,
      reason: 'not a file of the voter file (no known header)',
    });
    expect(recogniseFile('empty.csv', null)).toEqual({ kind: null, reason: 'empty' });
  });
});

it('orders parts by their names, numbers as numbers', () => {
  const names = ['History Part 10.csv', 'History Part 2.csv', 'History Part 1.csv'];
  expect(names.sort(byPartName)).toEqual(['History Part 1.csv', 'History Part 2.csv', 'History Part 10.csv']);
});
