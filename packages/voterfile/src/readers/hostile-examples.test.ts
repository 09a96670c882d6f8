/**
 * The cases the property tests (hostile-*.test.ts) found, kept as examples: each failed before
 * its fix.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { DECEASED_COLUMNS, HISTORY_COLUMNS, NCOA_COLUMNS, QVF_COLUMNS_49 } from '../qvf-format';
import { lstRecord, problemLog, quotedLine, qvfRow, readAll, tempFolder } from '../test-support/reader-files';
import { openDeceasedCsv, openNcoaCsv } from './aux-readers';
import { openHistoryCsv } from './history-csv-reader';
import { openRegistrationFile } from './open-registration-file';
import { openRegistrationLst } from './registration-lst-reader';

const dir = tempFolder();
afterAll(() => dir.remove());

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const row = (id: string, values: Record<string, string> = {}) =>
  quotedLine(QVF_COLUMNS_49.map((c) => qvfRow({ VOTER_IDENTIFICATION_NUMBER: id, ...values })[c] ?? ''));

/** Reads a registration CSV of these lines (after the header): the voter ids read and the problems. */
async function readVoters(lines: string[], eol = '\n') {
  const path = dir.latin1('voters.csv', [quotedLine(QVF_COLUMNS_49), ...lines].join(eol) + eol);
  const { problems, onProblem } = problemLog();
  const opened = await openRegistrationFile(path, onProblem);
  if (!opened.ok) throw new Error(opened.error);
  const ids = (await readAll(opened.value.batches)).map((r) => r.voterId);
  return { ids, problems: problems.map((p) => `${p.file}:${p.line}: ${p.reason}`) };
}

describe('the registration CSV', () => {
  it('reports a NUL character in a value (the COPY would refuse it and fail the whole load)', async () => {
    expect(await readVoters([row('1'), row('2', { STREET_NAME: 'MA\0IN' }), row('3')])).toEqual({
      ids: ['1', '3'],
      problems: ['voters.csv:3: STREET_NAME holds a NUL character'],
    });
  });

  it('reports a value over 500 characters (an index entry would fail the load)', async () => {
    expect(await readVoters([row('1', { LAST_NAME: 'A'.repeat(501) }), row('2')])).toEqual({
      ids: ['2'],
      problems: ['voters.csv:2: LAST_NAME is 501 characters long (a value holds at most 500)'],
    });
  });

  it('reports a quote left open on its line and reads the lines after it', async () => {
    // The last value's closing quote is missing: the quote runs on into the next line.
    const open = row('2').slice(0, -1);
    const { ids, problems } = await readVoters([row('1'), open, row('3'), row('4')]);
    expect(ids).toEqual(['1', '3', '4']);
    expect(problems).toEqual([expect.stringMatching(/^voters\.csv:3: a quote is left open on this line/)]);
  });

  it('skips a line with no end in sight, holding at most 64 KiB of it, and reads on', async () => {
    const { ids, problems } = await readVoters([row('1'), 'x'.repeat(3_000_000), row('3')]);
    expect(ids).toEqual(['1', '3']);
    expect(problems).toEqual([
      'voters.csv:3: the line is longer than 65,536 characters (a quote left open, or no line breaks); it was skipped',
    ]);
  });

  it('keeps line numbers right after a carriage return that ends no line', async () => {
    const loneCr = row('2').replace('"GARCÍA",', '"GARCÍA"\r,');
    const { ids, problems } = await readVoters([row('1'), loneCr, row('3'), `${row('4')},"extra"`]);
    expect(ids).toEqual(['1', '3']);
    expect(problems).toEqual([
      'voters.csv:3: broken quoting (text after a closing quote)',
      'voters.csv:5: expected 49 fields, found 50',
    ]);
  });
});

describe('a byte order mark (a file saved as "CSV UTF-8")', () => {
  it('is no part of the history CSV header', async () => {
    const text = [
      quotedLine(HISTORY_COLUMNS),
      quotedLine(['7', '33', '', '46000', '', '', '', '2024-11-05', 'Y']),
    ];
    const path = dir.path('history.csv');
    writeFileSync(path, Buffer.concat([BOM, Buffer.from(text.join('\r\n'), 'latin1')]));
    const opened = await openHistoryCsv(path, () => {});
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.voterId)).toEqual(['7']);
  });

  it('is no part of a fixed-width file first record', async () => {
    const path = dir.path('entire_state_v.lst');
    writeFileSync(path, Buffer.concat([BOM, Buffer.from(`${lstRecord()}\r\n`, 'latin1')]));
    const opened = await openRegistrationLst(path, () => {});
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.voterId)).toEqual(['12345678']);
  });
});

describe('the auxiliary files', () => {
  it('report a last line of a lone quote rather than skip it as blank', async () => {
    const path = dir.utf8('deceased.csv', `${quotedLine(DECEASED_COLUMNS)}\n"`);
    const { problems, onProblem } = problemLog();
    const opened = await openDeceasedCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toEqual([]);
    expect(problems).toEqual([{ file: 'deceased.csv', line: 2, reason: 'expected 7 fields, found 1' }]);
  });

  it('never quote a NUL character into a reason (load_problems stores reasons as text)', async () => {
    const path = dir.utf8(
      'ncoa.csv',
      `${quotedLine(NCOA_COLUMNS)}\n${quotedLine(['\u00003', '', 'I', '', '', 'OH', '', ''])}\n`,
    );
    const { problems, onProblem } = problemLog();
    const opened = await openNcoaCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    await readAll(opened.value.batches);
    expect(problems).toEqual([
      { file: 'ncoa.csv', line: 2, reason: 'VOTER_IDENTIFICATION_NUMBER holds a NUL character' },
    ]);
  });
});
