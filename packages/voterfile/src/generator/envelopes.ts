import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readCsvRecords } from '../csv/read-csv-records';
import {
  AVCB_BOARD_COLUMNS,
  AVCB_BOARDS_FILE,
  ENVELOPE_IMAGE_FOLDER,
  ENVELOPE_OCR_COLUMNS,
  ENVELOPE_OCR_FILE,
} from '../envelopes/envelope-format';
import { parseDate } from '../readers/field-values';
import { drawLegibility, ocrRead } from './envelopes-ocr';
import { type EnvelopeFace, envelopeSvg } from './envelopes-svg';
import { deriveRng, hashString } from './random';

/**
 * The 2020 ballot envelope set of the demo: for the largest jurisdictions (a quarter of the file,
 * at most about ENVELOPE_TARGET registrations), one scanned envelope per absentee vote of the 2020 general
 * election in the 2020-12-01 voter file, grouped into counting boards of up to three precincts;
 * the OCR output with realistic misreadings; and the truth (what the envelopes say) for tests.
 * It reads the written snapshot's files, so it depends only on what the generator wrote.
 */
export const ENVELOPE_SNAPSHOT = '2020-12-01';
export const ENVELOPE_SET_FOLDER = 'envelopes-2020';
export const ENVELOPE_TRUTH_FILE = 'envelopes-truth.csv';
const ELECTION = '2020-11-03';
/** Registrations of the chosen jurisdictions, at least (the set stays small at any file size). */
const ENVELOPE_TARGET = 2500;
const PRECINCTS_PER_BOARD = 3;

interface Voter {
  id: string;
  name: string;
  address: string;
  city: string;
  countyCode: number;
  countyName: string;
  jurisdictionCode: number;
  jurisdictionName: string;
  precinct: string;
}

export interface EnvelopeSetSummary {
  folder: string;
  envelopes: number;
  boards: number;
}

async function* rowsOf(path: string, encoding: 'latin1' | 'utf8') {
  let header: string[] | null = null;
  for await (const batch of readCsvRecords(path, { encoding })) {
    for (const record of batch) {
      if (!header) {
        header = record.fields;
        continue;
      }
      const fields = record.fields;
      const h = header;
      yield (column: string) => fields[h.indexOf(column)] ?? '';
    }
  }
}

const jurisdictionKey = (county: string, code: string) => `${Number(county)}/${Number(code)}`;

export async function writeEnvelopeSet(o: {
  outDir: string;
  snapshotDir: string;
  seed: number;
}): Promise<EnvelopeSetSummary> {
  const votersFile = join(o.snapshotDir, 'EntireStateVoters.csv');
  const historyFile = join(o.snapshotDir, 'EntireStateVoterHistory.csv');
  // 1. The largest jurisdictions (the cities that ran counting boards in 2020), taken until they
  // hold a quarter of the file or ENVELOPE_TARGET registrations.
  const sizes = new Map<string, number>();
  for await (const get of rowsOf(votersFile, 'latin1')) {
    const key = jurisdictionKey(get('COUNTY_CODE'), get('JURISDICTION_CODE'));
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const target = Math.min(ENVELOPE_TARGET, total / 4);
  const order = [...sizes.keys()].sort(
    (a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0) || a.localeCompare(b),
  );
  const chosen = new Set<string>();
  let held = 0;
  for (const key of order) {
    if (held >= target) break;
    chosen.add(key);
    held += sizes.get(key) ?? 0;
  }
  // 2. Their absentee votes of the 2020 general.
  const absentee = new Set<string>();
  for await (const get of rowsOf(historyFile, 'latin1')) {
    if (get('IS_ABSENTEE_VOTER') !== 'Y' || parseDate(get('ELECTION_DATE')) !== ELECTION) continue;
    if (chosen.has(jurisdictionKey(get('COUNTY_CODE'), get('JURISDICTION_CODE'))))
      absentee.add(get('VOTER_IDENTIFICATION_NUMBER').replace(/^0+/, ''));
  }
  // 3. Those voters as the file has them, and every precinct of the chosen jurisdictions.
  const voters: Voter[] = [];
  const precincts = new Map<string, { voter: Voter; precincts: Set<string> }>();
  for await (const get of rowsOf(votersFile, 'latin1')) {
    const key = jurisdictionKey(get('COUNTY_CODE'), get('JURISDICTION_CODE'));
    if (!chosen.has(key)) continue;
    const street = ['STREET_NUMBER', 'DIRECTION_PREFIX', 'STREET_NAME', 'STREET_TYPE', 'DIRECTION_SUFFIX']
      .map((c) => get(c).trim())
      .filter((s) => s !== '')
      .join(' ');
    const unit = get('EXTENSION').trim();
    const v: Voter = {
      id: get('VOTER_IDENTIFICATION_NUMBER').replace(/^0+/, ''),
      name: [get('FIRST_NAME'), get('MIDDLE_NAME'), get('LAST_NAME'), get('NAME_SUFFIX')]
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .join(' '),
      address: unit ? `${street} ${unit}` : street,
      city: `${get('CITY').trim()} MI ${get('ZIP_CODE').trim().slice(0, 5)}`,
      countyCode: Number(get('COUNTY_CODE')),
      countyName: get('COUNTY_NAME').trim(),
      jurisdictionCode: Number(get('JURISDICTION_CODE')),
      jurisdictionName: get('JURISDICTION_NAME').trim(),
      precinct: get('PRECINCT').trim().padStart(3, '0'),
    };
    const entry = precincts.get(key) ?? { voter: v, precincts: new Set<string>() };
    entry.precincts.add(v.precinct);
    precincts.set(key, entry);
    if (absentee.has(v.id)) voters.push(v);
  }
  // 4. Boards: each jurisdiction's precincts in order, PRECINCTS_PER_BOARD to a board.
  const boardOf = new Map<string, number>();
  const boardLines: string[] = [csvLine([...AVCB_BOARD_COLUMNS])];
  let boards = 0;
  for (const key of [...precincts.keys()].sort()) {
    const { voter: j, precincts: set } = precincts.get(key)!;
    [...set].sort().forEach((p, i) => {
      if (i % PRECINCTS_PER_BOARD === 0) boards++;
      boardOf.set(`${key}/${p}`, boards);
      boardLines.push(
        csvLine([
          String(boards),
          String(j.countyCode),
          j.countyName,
          String(j.jurisdictionCode),
          j.jurisdictionName,
          p,
        ]),
      );
    });
  }
  // 5. Envelopes, their scans, the OCR output and the truth.
  const folder = join(o.outDir, ENVELOPE_SET_FOLDER);
  await mkdir(join(folder, ENVELOPE_IMAGE_FOLDER), { recursive: true });
  await writeFile(join(folder, AVCB_BOARDS_FILE), `${boardLines.join('\r\n')}\r\n`);
  voters.sort(
    (a, b) =>
      (boardOf.get(keyOf(a)) ?? 0) - (boardOf.get(keyOf(b)) ?? 0) ||
      a.precinct.localeCompare(b.precinct) ||
      a.id.localeCompare(b.id),
  );
  const rng = deriveRng(o.seed, 'envelopes-2020');
  const ocr = createWriteStream(join(folder, ENVELOPE_OCR_FILE));
  const truth = createWriteStream(join(folder, ENVELOPE_TRUTH_FILE));
  ocr.write(`${csvLine([...ENVELOPE_OCR_COLUMNS])}\r\n`);
  truth.write(
    `${csvLine(['FILE_NAME', 'VOTER_IDENTIFICATION_NUMBER', 'AVCB_NUMBER', 'NAME', 'ADDRESS', 'PRECINCT', 'BALLOT_NUMBER', 'BALLOT_SIGNED_DATE', 'BALLOT_RECEIVED_DATE'])}\r\n`,
  );
  let sequence = 0;
  for (const v of voters) {
    sequence++;
    const board = boardOf.get(keyOf(v)) ?? 0;
    const signed = dayOf(rng.int(0, 38), '2020-09-24');
    // Most arrive within ten days of signing, by election day; a few late, a few never stamped.
    const late = rng.chance(0.015);
    const receivedIso = rng.chance(0.02)
      ? ''
      : late
        ? dayOf(rng.int(1, 3), ELECTION)
        : minDate(dayOf(rng.int(1, 10), signed), ELECTION);
    const face: EnvelopeFace = {
      fileName: `AV2020-${String(board).padStart(3, '0')}-${String(sequence).padStart(5, '0')}.svg`,
      avcbNumber: board,
      jurisdiction: v.jurisdictionName,
      name: v.name,
      address: v.address,
      city: v.city,
      precinct: v.precinct,
      ballotNumber: String(100_000 + ((sequence * 7919 + (hashString(v.id) % 7919)) % 900_000)),
      signedDate: usDate(signed),
      receivedDate: receivedIso ? usDate(receivedIso) : '',
      legibility: drawLegibility(rng),
      tilt: rng.normal(0, 1.2),
    };
    await writeFile(join(folder, ENVELOPE_IMAGE_FOLDER, face.fileName), envelopeSvg(face));
    const l = face.legibility;
    const line = csvLine([
      face.fileName,
      String(board),
      ocrRead(rng, String(board), l),
      ocrRead(rng, face.name, l),
      ocrRead(rng, `${face.address}, ${face.city}`, l),
      ocrRead(rng, face.precinct, l),
      ocrRead(rng, face.ballotNumber, l),
      ocrRead(rng, face.signedDate, l),
      ocrRead(rng, face.receivedDate, l),
    ]);
    if (!ocr.write(`${line}\r\n`)) await new Promise<void>((r) => ocr.once('drain', () => r()));
    truth.write(
      `${csvLine([face.fileName, v.id, String(board), face.name, `${face.address}, ${face.city}`, face.precinct, face.ballotNumber, signed, receivedIso])}\r\n`,
    );
  }
  // The scanner's export cut its last line short once in a while: a row a loader must report.
  if (voters.length > 0) ocr.write(`"AV2020-TRUNCATED.svg","1"\r\n`);
  await Promise.all([closeStream(ocr), closeStream(truth)]);
  return { folder, envelopes: voters.length, boards };
}

const keyOf = (v: Voter) => `${v.countyCode}/${v.jurisdictionCode}/${v.precinct}`;
const csvLine = (fields: string[]) => fields.map((f) => `"${f.replaceAll('"', '""')}"`).join(',');
const dayOf = (days: number, from: string) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const minDate = (a: string, b: string) => (a < b ? a : b);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const closeStream = (s: NodeJS.WritableStream) => new Promise<void>((r) => s.end(r));
