import type { Result } from '@voterroll/contract/result';
import { HISTORY_COLUMNS } from '../qvf-format';
import { openRowFile } from './csv-table';
import { parseCode, parseDate, parseVoterId } from './field-values';
import { findHeaderMismatch } from './history-header-check';
import { absenteeFlag, type HistoryFile, type HistoryRecord } from './history-record';
import type { ProblemSink } from './registration-values';

export type { HistoryFile, HistoryRecord } from './history-record';

const REQUIRED = ['VOTER_IDENTIFICATION_NUMBER', 'ELECTION_DATE'] as const;

/**
 * Opens `EntireStateVoterHistory.csv` (or one of its parts): Latin-1, columns mapped by header name.
 * ELECTION_DATE may be YYYY-MM-DD, MM/DD/YYYY or carry a time part. A file whose header does not match
 * its columns (as one 2024 file's did) is refused with what was seen; a row with a bad value is a
 * row problem.
 */
export function openHistoryCsv(path: string, onProblem: ProblemSink): Promise<Result<HistoryFile, string>> {
  return openRowFile(
    path,
    {
      encoding: 'latin1',
      kind: 'a QVF voting history file (EntireStateVoterHistory.csv)',
      required: REQUIRED,
      columns: HISTORY_COLUMNS,
      convert: toHistoryRecord,
      refuse: findHeaderMismatch,
    },
    onProblem,
  );
}

/** One row's record, or why it cannot be read; the copy's general path uses it too. */
export function toHistoryRecord(get: (column: string) => string): HistoryRecord | string {
  const rawId = get('VOTER_IDENTIFICATION_NUMBER');
  const voterId = parseVoterId(rawId);
  if (voterId === null) return `VOTER_IDENTIFICATION_NUMBER '${rawId}' is not a voter id`;
  const rawDate = get('ELECTION_DATE');
  const electionDate = parseDate(rawDate);
  if (electionDate === null) return `ELECTION_DATE '${rawDate}' is not a date`;
  const rawCounty = get('COUNTY_CODE').trim();
  const countyCode = rawCounty === '' ? null : parseCode(rawCounty, 83);
  if (rawCounty !== '' && countyCode === null)
    return `COUNTY_CODE '${rawCounty}' is not a county code (1 to 83)`;
  const rawJurisdiction = get('JURISDICTION_CODE').trim();
  const jurisdictionCode = rawJurisdiction === '' ? null : parseCode(rawJurisdiction, 99_999);
  if (rawJurisdiction !== '' && jurisdictionCode === null) {
    return `JURISDICTION_CODE '${rawJurisdiction}' is not a jurisdiction code`;
  }
  return {
    voterId,
    countyCode,
    jurisdictionCode,
    electionDate,
    isAbsentee: absenteeFlag(get('IS_ABSENTEE_VOTER')),
  };
}
