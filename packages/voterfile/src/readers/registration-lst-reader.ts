import { basename } from 'node:path';
import { ok, type Result } from '@voterroll/contract/result';
import { closeWith } from '../csv/close-with';
import { LST_REGISTRATION_LAYOUT, LST_REGISTRATION_WIDTH, QVF_COLUMNS_48 } from '../qvf-format';
import type { QvfRegistration } from '../registration';
import { jurisdictionKey } from './code-files';
import { parseCompactDate } from './field-values';
import { openFixedWidth } from './fixed-width-file';
import { type TextLine, unreadableLine } from './read-lines';
import type { RegistrationFile } from './registration-csv-reader';
import { type ProblemSink, toRegistration } from './registration-values';

export { jurisdictionKey, readCountyCodes, readJurisdictionCodes } from './code-files';

/** Names for the codes the fixed-width file carries, from countycd.lst and jurisdcd.lst. */
export interface RegistrationCodes {
  counties?: Map<number, string>;
  /** Keyed by jurisdictionKey(county, jurisdiction). */
  jurisdictions?: Map<string, string>;
}

/** 0-based [start, end) of each fixed-width column. */
const SPANS = new Map<string, readonly [number, number]>(
  Object.entries(LST_REGISTRATION_LAYOUT).map(([column, [start, width]]) => [
    column,
    [start - 1, start - 1 + width],
  ]),
);
const [WARD_PRECINCT_START] = SPANS.get('WARD_PRECINCT')!;

/**
 * Opens `entire_state_v.lst`: Latin-1, one 520-character record a line, no header. A file whose first
 * record is not 520 characters long is refused; a later record of another length is a row problem.
 *
 * The 6-character WARD_PRECINCT is read as ward (2) + precinct (4), each trimmed and otherwise as
 * written. A registration date of blanks or zeros is a missing date. County and jurisdiction names
 * come from the optional code maps (blank when absent).
 */
export async function openRegistrationLst(
  path: string,
  onProblem: ProblemSink,
  codes: RegistrationCodes = {},
): Promise<Result<RegistrationFile, string>> {
  const file = basename(path);
  const opened = await openFixedWidth(path, {
    kind: 'a fixed-width QVF registration file',
    name: 'entire_state_v.lst',
    width: LST_REGISTRATION_WIDTH,
  });
  if (!opened.ok) return opened;
  const { firstBatch, lines } = opened.value;

  const { counties, jurisdictions } = codes;
  let text = '';
  const slice = (column: string): string => {
    const span = SPANS.get(column);
    return span === undefined ? '' : text.slice(span[0], span[1]);
  };
  const get = (column: string): string => {
    switch (column) {
      case 'WARD':
        return text.slice(WARD_PRECINCT_START, WARD_PRECINCT_START + 2);
      case 'PRECINCT':
        return text.slice(WARD_PRECINCT_START + 2, WARD_PRECINCT_START + 6);
      case 'REGISTRATION_DATE': {
        const date = slice(column);
        return /^[0 ]*$/.test(date) ? '' : date;
      }
      case 'COUNTY_NAME':
        return counties?.get(Number(slice('COUNTY_CODE'))) ?? '';
      case 'JURISDICTION_NAME':
        return (
          jurisdictions?.get(
            jurisdictionKey(Number(slice('COUNTY_CODE')), Number(slice('JURISDICTION_CODE'))),
          ) ?? ''
        );
      default:
        return slice(column);
    }
  };
  const convert = (batch: TextLine[]): QvfRegistration[] => {
    const out: QvfRegistration[] = [];
    for (const record of batch) {
      const unreadable = unreadableLine(record, LST_REGISTRATION_WIDTH);
      if (unreadable !== null) {
        onProblem({ file, line: record.line, reason: unreadable });
        continue;
      }
      text = record.text;
      const row = toRegistration(get, record.line, parseCompactDate);
      if (typeof row === 'string') onProblem({ file, line: record.line, reason: row });
      else out.push(row);
    }
    return out;
  };
  async function* batches(): AsyncGenerator<QvfRegistration[]> {
    yield convert(firstBatch);
    for await (const batch of lines) yield convert(batch);
  }

  const provided = new Set<string>([...SPANS.keys(), 'WARD', 'PRECINCT']);
  if (counties) provided.add('COUNTY_NAME');
  if (jurisdictions) provided.add('JURISDICTION_NAME');
  const missingColumns = QVF_COLUMNS_48.filter((c) => !provided.has(c));
  return ok({
    variant: 'lst',
    missingColumns,
    extraColumns: [],
    columns: [],
    batches: closeWith(batches(), lines),
  });
}
