import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { HISTORY_COLUMNS } from '../qvf-format';
import { describeHostile } from '../test-support/hostile-files';
import { quotedLine, tempFolder } from '../test-support/reader-files';
import { readCountyCodes, readJurisdictionCodes } from './code-files';
import { openHistoryCsv } from './history-csv-reader';
import { openHistoryLst, readElectionCodes } from './history-lst-reader';
import type { HistoryRecord } from './history-record';

const dir = tempFolder();
afterAll(() => dir.remove());

const id = (i: number) => String(2000 + i);
const key = (r: HistoryRecord) => r.voterId;

describeHostile(
  'the history CSV (EntireStateVoterHistory.csv)',
  {
    fileName: 'EntireStateVoterHistory.csv',
    encoding: 'latin1',
    header: quotedLine(HISTORY_COLUMNS),
    good: (i) =>
      quotedLine([id(i), '33', 'INGHAM', '46000', 'CITY OF LANSING', '33020', 'LANSING', '2024-11-05', 'Y']),
    keyOf: id,
    key,
    quoted: true,
    open: openHistoryCsv,
    // The check of the first rows refuses a file most of whose rows do not fit the header.
    mayRefuse: /^EntireStateVoterHistory\.csv: the header does not match the columns/,
  },
  dir,
);

const ELECTION_CODES = new Map([['1234', '2024-11-05']]);

describeHostile(
  'the fixed-width history file (entire_state_h.lst)',
  {
    fileName: 'entire_state_h.lst',
    encoding: 'latin1',
    header: null,
    good: (i) => `${id(i).padStart(13, '0')}334600033020${'1234'.padStart(13, '0')}Y`,
    keyOf: id,
    key,
    quoted: false,
    open: (path, onProblem) => openHistoryLst(path, ELECTION_CODES, onProblem),
  },
  dir,
);

describe('the code files under hostile files', () => {
  it('read or refuse random bytes with a message naming the file, never throwing', async () => {
    const readers = [
      ['countycd.lst', readCountyCodes],
      ['jurisdcd.lst', readJurisdictionCodes],
      ['electionscd.lst', readElectionCodes],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2_000 }), async (bytes) => {
        for (const [name, read] of readers) {
          const path = dir.path(name);
          (await import('node:fs')).writeFileSync(path, bytes);
          const result = await read(path);
          if (!result.ok) expect(result.error).toContain(name);
          else for (const value of result.value.values()) expect(value).not.toContain('\0');
        }
      }),
      { numRuns: 60 },
    );
  });
});
