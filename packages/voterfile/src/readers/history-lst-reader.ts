import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import { closeWith } from '../csv/close-with';
import { electionCodeKey } from './code-files';
import { parseCode, parseVoterId } from './field-values';
import { openFixedWidth } from './fixed-width-file';
import { absenteeFlag, type HistoryFile, type HistoryRecord } from './history-record';
import { type TextLine, unreadableLine } from './read-lines';
import type { ProblemSink } from './registration-values';

export { electionCodeKey, readElectionCodes, readElections } from './code-files';

/** voter id 1/13, county 14/2, jurisdiction 16/5, school 21/5, election code 26/13, absentee 39/1. */
const WIDTH = 39;

/**
 * Opens `entire_state_h.lst`: Latin-1, one 39-character record a line. A record of 38 characters is
 * accepted as one whose blank absentee flag was trimmed. Election codes resolve to dates through
 * `electionCodes` (readElectionCodes of electionscd.lst); an unknown code is a row problem.
 */
export async function openHistoryLst(
  path: string,
  electionCodes: Map<string, string>,
  onProblem: ProblemSink,
): Promise<Result<HistoryFile, string>> {
  const file = basename(path);
  if (electionCodes.size === 0) {
    return err(`${file} cannot be read without its election codes: electionscd.lst gave none.`);
  }
  const opened = await openFixedWidth(path, {
    kind: 'a fixed-width voting history file',
    name: 'entire_state_h.lst',
    width: WIDTH,
    fits,
  });
  if (!opened.ok) return opened;
  const { firstBatch, lines } = opened.value;
  const convert = (batch: TextLine[]): HistoryRecord[] => {
    const out: HistoryRecord[] = [];
    for (const line of batch) {
      const unreadable = unreadableLine(line, WIDTH, WIDTH - 1);
      const record = unreadable ?? toHistoryRecord(line.text, electionCodes);
      if (typeof record === 'string') onProblem({ file, line: line.line, reason: record });
      else out.push(record);
    }
    return out;
  };
  async function* batches(): AsyncGenerator<HistoryRecord[]> {
    yield convert(firstBatch);
    for await (const batch of lines) yield convert(batch);
  }
  return ok({ missingColumns: [], batches: closeWith(batches(), lines) });
}

function fits(text: string): boolean {
  return text.length === WIDTH || text.length === WIDTH - 1;
}

function toHistoryRecord(text: string, electionCodes: Map<string, string>): HistoryRecord | string {
  const rawId = text.slice(0, 13);
  const voterId = parseVoterId(rawId);
  if (voterId === null) return `voter id '${rawId.trim()}' is not a voter id`;
  const rawCounty = text.slice(13, 15).trim();
  const countyCode = rawCounty === '' ? null : parseCode(rawCounty, 83);
  if (rawCounty !== '' && countyCode === null)
    return `county code '${rawCounty}' is not a county code (1 to 83)`;
  const rawJurisdiction = text.slice(15, 20).trim();
  const jurisdictionCode = rawJurisdiction === '' ? null : parseCode(rawJurisdiction, 99_999);
  if (rawJurisdiction !== '' && jurisdictionCode === null) {
    return `jurisdiction code '${rawJurisdiction}' is not a jurisdiction code`;
  }
  const rawCode = text.slice(25, 38);
  const electionDate = electionCodes.get(electionCodeKey(rawCode)) ?? electionCodes.get(rawCode.trim());
  if (electionDate === undefined) return `election code '${rawCode.trim()}' is not in the election code file`;
  return {
    voterId,
    countyCode,
    jurisdictionCode,
    electionDate,
    isAbsentee: absenteeFlag(text.slice(38, 39)),
  };
}
