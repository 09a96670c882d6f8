import { afterAll, describe, expect, it } from 'vitest';
import { problemLog, readAll, tempFolder } from '../test-support/reader-files';
import { openAvcbBoardsCsv } from './avcb-boards-reader';
import { AVCB_BOARD_COLUMNS, ENVELOPE_OCR_COLUMNS } from './envelope-format';
import { openEnvelopeOcrCsv } from './envelope-ocr-reader';

const dir = tempFolder('envelope-readers-');
afterAll(() => dir.remove());
const q = (fields: string[]) => fields.map((f) => `"${f}"`).join(',');
const ocrHeader = q([...ENVELOPE_OCR_COLUMNS]);

describe('openEnvelopeOcrCsv', () => {
  it('keeps what the OCR read, dates as YYYY-MM-DD when it read a date, and marks rows a person must read', async () => {
    const path = dir.utf8(
      'ocr.csv',
      [
        ocrHeader,
        q([
          'AV-1.svg',
          '3',
          '3',
          'ADA  LOVE',
          '1 MAIN ST, LANSING MI 48912',
          '001',
          '123456',
          '10/05/2020',
          '2020-10-09',
        ]),
        q(['AV-2.svg', '3', '', 'B0B 5MITH', '2 MAIN ST', 'O01', '12345G', 'l0/05/2020', '']),
        q(['AV-3.svg', '4', '4', '', '3 MAIN ST', '002', '222222', '10/06/2020', '']),
      ].join('\r\n'),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openEnvelopeOcrCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      line: 2,
      fileName: 'AV-1.svg',
      avcbNumber: 3,
      ocrAvcb: '3',
      ocrFullName: 'ADA LOVE',
      ocrFullStreetAddress: '1 MAIN ST, LANSING MI 48912',
      ocrPrecinct: '001',
      ocrBallotNumber: '123456',
      ocrBallotSignedDate: '2020-10-05',
      ocrBallotReceivedDate: '2020-10-09',
      status: 'OCR',
    });
    // Misread precinct, ballot number and date: kept as read, for a person to correct.
    expect(rows[1]).toMatchObject({
      ocrPrecinct: 'O01',
      ocrBallotNumber: '12345G',
      ocrBallotSignedDate: 'l0/05/2020',
      status: 'REVIEW',
    });
    // A blank name: the OCR could not read it.
    expect(rows[2]).toMatchObject({ ocrFullName: '', status: 'REVIEW' });
  });

  it('reports the rows that cannot name their envelope, with file, line and reason', async () => {
    const path = dir.utf8(
      'ocr-bad.csv',
      [
        ocrHeader,
        q(['', '3', '3', 'A', 'B', '001', '1', '10/05/2020', '']),
        q(['../../etc/passwd', '3', '3', 'A', 'B', '001', '1', '10/05/2020', '']),
        q(['AV-9.svg', 'three', '3', 'A', 'B', '001', '1', '10/05/2020', '']),
        q(['AV-10.svg', '3', '3', 'A', 'B', '001', '1', '10/05/2020', '']),
        q(['AV-10.svg', '3', '3', 'A', 'B', '001', '1', '10/05/2020', '']),
        q(['AV-11.svg', '3']),
        '"AV-12.svg","3","3","A "quoted" B","B","001","1","10/05/2020",""',
      ].join('\r\n'),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openEnvelopeOcrCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect((await readAll(opened.value.batches)).map((r) => r.fileName)).toEqual(['AV-10.svg']);
    expect(problems.map((p) => [p.file, p.line, p.reason])).toEqual([
      ['ocr-bad.csv', 2, 'no FILE_NAME: the row names no envelope image'],
      [
        'ocr-bad.csv',
        3,
        "FILE_NAME '../../etc/passwd' is not an image file name (letters, digits, - and _, ending .svg, .png or .jpg)",
      ],
      ['ocr-bad.csv', 4, "AVCB_NUMBER 'three' is not a counting board number"],
      ['ocr-bad.csv', 6, 'FILE_NAME AV-10.svg is given again (first on line 5)'],
      ['ocr-bad.csv', 7, 'expected 9 fields, found 2'],
      ['ocr-bad.csv', 8, 'broken quoting (text after a closing quote)'],
    ]);
  });

  it('refuses a file that is not an OCR file, naming what it lacks', async () => {
    const opened = await openEnvelopeOcrCsv(
      dir.utf8('not-ocr.csv', '"NAME","ADDRESS"\r\n"A","B"\r\n'),
      () => {},
    );
    expect(opened).toEqual({
      ok: false,
      error:
        'not-ocr.csv is not an envelope OCR file (envelopes-ocr.csv): its header lacks FILE_NAME, AVCB_NUMBER (it starts "NAME,ADDRESS").',
    });
  });
});

describe('openAvcbBoardsCsv', () => {
  it('reads board precincts and reports bad and repeated ones', async () => {
    const path = dir.utf8(
      'boards.csv',
      [
        q([...AVCB_BOARD_COLUMNS]),
        q(['1', '33', 'Ingham', '46000', 'Lansing City', '1']),
        q(['1', '33', 'INGHAM', '46000', 'LANSING CITY', '001']),
        q(['2', '99', 'INGHAM', '46000', 'LANSING CITY', '002']),
        q(['2', '33', 'INGHAM', '46000', 'LANSING CITY', 'P2']),
        q(['x', '33', 'INGHAM', '46000', 'LANSING CITY', '003']),
      ].join('\r\n'),
    );
    const { problems, onProblem } = problemLog();
    const opened = await openAvcbBoardsCsv(path, onProblem);
    if (!opened.ok) throw new Error(opened.error);
    expect(await readAll(opened.value.batches)).toEqual([
      {
        line: 2,
        avcbNumber: 1,
        countyCode: 33,
        countyName: 'INGHAM',
        jurisdictionCode: 46000,
        jurisdictionName: 'LANSING CITY',
        precinct: '001',
      },
    ]);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [3, 'precinct 001 of LANSING CITY is given again (first on line 2)'],
      [4, "COUNTY_CODE '99' is not a county code (1-83)"],
      [5, "PRECINCT 'P2' is not a precinct number"],
      [6, "AVCB_NUMBER 'x' is not a counting board number"],
    ]);
  });
});
