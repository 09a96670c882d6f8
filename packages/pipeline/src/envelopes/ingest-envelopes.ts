import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import type { Db, Queryable } from '@voterroll/db/database';
import {
  type AvcbPrecinctRecord,
  openAvcbBoardsCsv,
} from '@voterroll/voterfile/envelopes/avcb-boards-reader';
import {
  AVCB_BOARDS_FILE,
  ENVELOPE_IMAGE_FOLDER,
  ENVELOPE_OCR_FILE,
} from '@voterroll/voterfile/envelopes/envelope-format';
import {
  type EnvelopeOcrRecord,
  openEnvelopeOcrCsv,
} from '@voterroll/voterfile/envelopes/envelope-ocr-reader';
import type { RowProblem } from '@voterroll/voterfile/registration';
import { copyChunks, copyLine } from '../copy-text';

/** Where the loaded set's images go, under the image folder (and the object store's base URL). */
export const ENVELOPE_IMAGE_PREFIX = '2020';
const PROBLEMS_KEPT = 1000;

export interface EnvelopeIngestOptions {
  /** The set's folder: envelopes-ocr.csv, avcb-boards.csv and images/. */
  folder: string;
  /** The server's envelope image folder (data/envelopes): images are copied there. */
  imageDir: string;
  onProblem?: (p: RowProblem) => void;
}

export interface EnvelopeIngestReport {
  boardPrecincts: number;
  envelopesLoaded: number;
  /** Envelopes of the file already loaded before: kept as they are, with their data entry. */
  envelopesKept: number;
  problemCount: number;
  /** The first PROBLEMS_KEPT problems (file, line, reason). */
  problems: RowProblem[];
  seconds: number;
}

/**
 * Loads a 2020 ballot envelope set in one transaction: the counting boards, then the envelopes by
 * COPY through a stage table. Rows that cannot be read, whose image is missing or whose board is
 * not in the boards file are reported and left out; an envelope loaded before keeps its data
 * entry. A file refused (no such file, wrong header) or a board that contradicts the stored boards
 * writes nothing. Images are copied into the image folder before the transaction (a failed load
 * leaves at most unreferenced copies).
 */
export async function ingestEnvelopes(
  db: Db,
  o: EnvelopeIngestOptions,
): Promise<Result<EnvelopeIngestReport, string>> {
  const started = performance.now();
  const problems: RowProblem[] = [];
  let problemCount = 0;
  const report = (p: RowProblem) => {
    problemCount++;
    if (problems.length < PROBLEMS_KEPT) problems.push(p);
    o.onProblem?.(p);
  };
  const boardsPath = join(o.folder, AVCB_BOARDS_FILE);
  const ocrPath = join(o.folder, ENVELOPE_OCR_FILE);
  for (const path of [boardsPath, ocrPath])
    if (!existsSync(path))
      return err(
        `${path} does not exist: an envelope set holds ${AVCB_BOARDS_FILE} and ${ENVELOPE_OCR_FILE}.`,
      );

  const boardsFile = await openAvcbBoardsCsv(boardsPath, report);
  if (!boardsFile.ok) return boardsFile;
  const boardRows: AvcbPrecinctRecord[] = [];
  for await (const batch of boardsFile.value.batches) boardRows.push(...batch);
  const boardArea = new Map<number, string>();
  for (const b of boardRows) {
    const area = `${b.countyName}/${b.jurisdictionName}`;
    const known = boardArea.get(b.avcbNumber);
    if (known && known !== area)
      return err(
        `${AVCB_BOARDS_FILE}: board ${b.avcbNumber} counts precincts of ${known.replace('/', ', ')} and of ${area.replace('/', ', ')}; a board belongs to one jurisdiction.`,
      );
    boardArea.set(b.avcbNumber, area);
  }

  const ocrFile = await openEnvelopeOcrCsv(ocrPath, report);
  if (!ocrFile.ok) return ocrFile;
  const target = join(o.imageDir, ENVELOPE_IMAGE_PREFIX);
  await mkdir(target, { recursive: true });
  // Checked and copied as read; the accepted rows wait for the transaction (a set is thousands).
  const envelopes: EnvelopeOcrRecord[] = [];
  for await (const batch of ocrFile.value.batches) {
    for (const e of batch) {
      const image = join(o.folder, ENVELOPE_IMAGE_FOLDER, e.fileName);
      if (!boardArea.has(e.avcbNumber)) {
        report({
          file: ENVELOPE_OCR_FILE,
          line: e.line,
          reason: `AVCB_NUMBER ${e.avcbNumber} is not a board of ${AVCB_BOARDS_FILE}`,
        });
      } else if (!existsSync(image)) {
        report({
          file: ENVELOPE_OCR_FILE,
          line: e.line,
          reason: `image ${e.fileName} is not in the set's ${ENVELOPE_IMAGE_FOLDER} folder`,
        });
      } else {
        await copyFile(image, join(target, e.fileName));
        envelopes.push(e);
      }
    }
  }

  const outcome = await db
    .transaction(async (tx) => {
      const boards = await loadBoards(tx, boardRows);
      if (typeof boards === 'string') throw new Refusal(boards);
      const loaded = await loadEnvelopes(tx, envelopes);
      return { boards, loaded };
    })
    .catch((e: unknown) => {
      if (e instanceof Refusal) return e.message;
      throw e;
    });
  if (typeof outcome === 'string') return err(outcome);
  for (const name of outcome.loaded.kept)
    report({
      file: ENVELOPE_OCR_FILE,
      line: name.line,
      reason: `${name.fileName} was loaded before: its data entry is kept`,
    });
  return ok({
    boardPrecincts: outcome.boards,
    envelopesLoaded: outcome.loaded.count,
    envelopesKept: outcome.loaded.kept.length,
    problemCount,
    problems,
    seconds: (performance.now() - started) / 1000,
  });
}

class Refusal extends Error {}

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += 5000) yield rows.slice(i, i + 5000);
}

/** The boards: new precincts added; a precinct stored with another board refuses the load. */
async function loadBoards(tx: Queryable, rows: AvcbPrecinctRecord[]): Promise<number | string> {
  await tx.exec(`create temp table avcb_stage (like avcb_precincts) on commit drop`);
  await tx.copyFrom(
    'avcb_stage',
    ['avcb_number', 'county_code', 'county_name', 'jurisdiction_code', 'jurisdiction_name', 'precinct'],
    copyChunks(once(rows), (r) =>
      copyLine([
        r.avcbNumber,
        r.countyCode,
        r.countyName,
        r.jurisdictionCode,
        r.jurisdictionName,
        r.precinct,
      ]),
    ),
  );
  const [clash] = await tx.query<{
    precinct: string;
    jurisdiction_name: string;
    here: number;
    stored: number;
  }>(
    `select s.precinct, s.jurisdiction_name, s.avcb_number as here, p.avcb_number as stored
       from avcb_stage s
       join avcb_precincts p using (county_code, jurisdiction_code, precinct)
      where p.avcb_number <> s.avcb_number
      limit 1`,
  );
  if (clash)
    return `${AVCB_BOARDS_FILE}: precinct ${clash.precinct} of ${clash.jurisdiction_name} is counted by board ${clash.here} here but by board ${clash.stored} as loaded before.`;
  const inserted = await tx.query(
    `insert into avcb_precincts select * from avcb_stage on conflict do nothing returning precinct`,
  );
  return inserted.length;
}

async function loadEnvelopes(
  tx: Queryable,
  rows: EnvelopeOcrRecord[],
): Promise<{ count: number; kept: { fileName: string; line: number }[] }> {
  await tx.exec(
    `create temp table envelope_stage (
       file_name text, avcb_number integer, ocr_avcb text, ocr_full_name text,
       ocr_full_street_address text, ocr_precinct text, ocr_ballot_number text,
       ocr_ballot_signed_date text, ocr_ballot_received_date text, status text, line integer
     ) on commit drop`,
  );
  await tx.copyFrom(
    'envelope_stage',
    [
      'file_name',
      'avcb_number',
      'ocr_avcb',
      'ocr_full_name',
      'ocr_full_street_address',
      'ocr_precinct',
      'ocr_ballot_number',
      'ocr_ballot_signed_date',
      'ocr_ballot_received_date',
      'status',
      'line',
    ],
    copyChunks(once(rows), (r) =>
      copyLine([
        r.fileName,
        r.avcbNumber,
        r.ocrAvcb,
        r.ocrFullName,
        r.ocrFullStreetAddress,
        r.ocrPrecinct,
        r.ocrBallotNumber,
        r.ocrBallotSignedDate,
        r.ocrBallotReceivedDate,
        r.status,
        r.line,
      ]),
    ),
  );
  const inserted = await tx.query<{ file_name: string }>(
    `insert into ballot_envelopes (
       file_name, image_location, avcb_number, county_name, jurisdiction_name, ocr_avcb, ocr_full_name,
       ocr_full_street_address, ocr_precinct, ocr_ballot_number, ocr_ballot_signed_date,
       ocr_ballot_received_date, current_data_entry_status, source_file, source_line)
     select s.file_name, '${ENVELOPE_IMAGE_PREFIX}/' || s.file_name, s.avcb_number, b.county_name,
            b.jurisdiction_name, s.ocr_avcb, s.ocr_full_name, s.ocr_full_street_address, s.ocr_precinct,
            s.ocr_ballot_number, s.ocr_ballot_signed_date, s.ocr_ballot_received_date, s.status,
            '${ENVELOPE_OCR_FILE}', s.line
       from envelope_stage s
       join (select distinct avcb_number, county_name, jurisdiction_name from avcb_precincts) b using (avcb_number)
     on conflict (file_name) do nothing
     returning file_name`,
  );
  const loaded = new Set(inserted.map((r) => r.file_name));
  const kept = rows
    .filter((r) => !loaded.has(r.fileName))
    .map((r) => ({ fileName: r.fileName, line: r.line }));
  await tx.exec('analyze ballot_envelopes');
  return { count: inserted.length, kept };
}
