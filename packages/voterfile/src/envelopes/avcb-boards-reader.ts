import type { Result } from '@voterroll/contract/result';
import { type ColumnGetter, openRowFile, type RowFile } from '../readers/csv-table';
import { normalizeName, parseCode } from '../readers/field-values';
import type { ProblemSink } from '../readers/registration-values';
import { AVCB_BOARD_COLUMNS, parseBoardNumber } from './envelope-format';

/** One precinct counted by an absent-voter counting board. */
export interface AvcbPrecinctRecord {
  line: number;
  avcbNumber: number;
  countyCode: number;
  countyName: string;
  jurisdictionCode: number;
  jurisdictionName: string;
  /** The voter file's precinct number, three digits. */
  precinct: string;
}

/** Opens avcb-boards.csv (UTF-8); every column is required, a precinct belongs to one board. */
export function openAvcbBoardsCsv(
  path: string,
  onProblem: ProblemSink,
): Promise<Result<RowFile<AvcbPrecinctRecord>, string>> {
  const seen = new Map<string, number>();
  return openRowFile(
    path,
    {
      encoding: 'utf8',
      kind: 'a counting-board file (avcb-boards.csv)',
      required: AVCB_BOARD_COLUMNS,
      columns: AVCB_BOARD_COLUMNS,
      convert: (get, line) => toBoardPrecinct(get, line, seen),
    },
    onProblem,
  );
}

function toBoardPrecinct(
  get: ColumnGetter,
  line: number,
  seen: Map<string, number>,
): AvcbPrecinctRecord | string {
  const avcbNumber = parseBoardNumber(get('AVCB_NUMBER'));
  if (avcbNumber === null) return `AVCB_NUMBER '${get('AVCB_NUMBER').trim()}' is not a counting board number`;
  const countyCode = parseCode(get('COUNTY_CODE'), 83);
  if (countyCode === null) return `COUNTY_CODE '${get('COUNTY_CODE').trim()}' is not a county code (1-83)`;
  const jurisdictionCode = parseCode(get('JURISDICTION_CODE'), 99_999);
  if (jurisdictionCode === null)
    return `JURISDICTION_CODE '${get('JURISDICTION_CODE').trim()}' is not a jurisdiction code`;
  const raw = get('PRECINCT').trim();
  if (!/^\d{1,3}$/.test(raw)) return `PRECINCT '${raw}' is not a precinct number`;
  const precinct = raw.padStart(3, '0');
  const countyName = normalizeName(get('COUNTY_NAME'));
  const jurisdictionName = normalizeName(get('JURISDICTION_NAME'));
  if (countyName === '' || jurisdictionName === '') return 'no COUNTY_NAME or JURISDICTION_NAME';
  const key = `${countyCode}/${jurisdictionCode}/${precinct}`;
  const first = seen.get(key);
  if (first !== undefined)
    return `precinct ${precinct} of ${jurisdictionName} is given again (first on line ${first})`;
  seen.set(key, line);
  return { line, avcbNumber, countyCode, countyName, jurisdictionCode, jurisdictionName, precinct };
}
