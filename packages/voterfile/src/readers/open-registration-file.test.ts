import { afterAll, describe, expect, it } from 'vitest';
import { QVF_COLUMNS_48, QVF_COLUMNS_49 } from '../qvf-format';
import { csvText, lstRecord, problemLog, qvfRow, readAll, tempFolder } from '../test-support/reader-files';
import { openRegistrationFile } from './open-registration-file';

const dir = tempFolder();
afterAll(() => dir.remove());

describe('openRegistrationFile', () => {
  it.each([
    ['csv48', QVF_COLUMNS_48],
    ['csv49', QVF_COLUMNS_49],
  ] as const)('opens a %s file', async (variant, columns) => {
    const path = dir.latin1(`${variant}.csv`, csvText(columns, [qvfRow()]));
    const { problems, onProblem } = problemLog();
    const opened = await openRegistrationFile(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.variant).toBe(variant);
    const rows = await readAll(opened.value.batches);
    expect(rows.map((r) => [r.voterId, r.firstName])).toEqual([['12345678', 'JOSÉ']]);
    expect(problems).toEqual([]);
  });

  it('opens an unquoted CSV with LF line ends', async () => {
    const text = `${QVF_COLUMNS_48.join(',')}\n${QVF_COLUMNS_48.map((c) => qvfRow()[c] ?? '').join(',')}\n`;
    const opened = await openRegistrationFile(dir.latin1('plain.csv', text), () => {});
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toHaveLength(1);
  });

  it('opens a fixed-width file', async () => {
    const opened = await openRegistrationFile(
      dir.latin1('entire_state_v.lst', `${lstRecord()}\r\n`),
      () => {},
    );
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.variant).toBe('lst');
    const [row] = await readAll(opened.value.batches);
    expect(row?.lastName).toBe('MÜLLER');
  });

  it.each([
    ['notes.txt', 'hello, world\n'],
    ['empty.csv', ''],
    ['history.csv', '"VOTER_ID","ELECTION"\r\n'],
  ])('refuses %s', async (name, text) => {
    const opened = await openRegistrationFile(dir.latin1(name, text), () => {});
    expect(opened).toEqual({
      ok: false,
      error: `${name} is neither a QVF registration CSV (header row of QVF column names) nor a fixed-width .lst file (520-character records).`,
    });
  });

  it('hands a CSV with a partial QVF header to the CSV reader, which names what is lacking', async () => {
    const opened = await openRegistrationFile(
      dir.latin1('partial.csv', '"LAST_NAME","FIRST_NAME"\r\n"A","B"\r\n'),
      () => {},
    );
    expect(opened.ok).toBe(false);
    if (!opened.ok)
      expect(opened.error).toMatch(
        /^partial\.csv is not a QVF registration file: its header lacks YEAR_OF_BIRTH/,
      );
  });

  it('says so when the file is not there', async () => {
    const opened = await openRegistrationFile(dir.path('missing.csv'), () => {});
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error).toMatch(/^missing\.csv was not found/);
  });
});
