import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { type IngestFiles, ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { type QvfRow, writeCsv, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import { CANVASS_COLUMNS, HISTORY_COLUMNS } from '@voterroll/voterfile/qvf-format';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { PublicLimits } from '../http/public-limits';

/**
 * A small voter file in four snapshots for the public endpoints' tests, each fact named by a test:
 * - 2020-11-01: voter 1 lives at 99 RIVER RD with voter 7, who is gone later.
 * - 2024-11-01: voters 1-6; voter 1 is a permanent absentee ballot and application voter.
 * - 2025-09-01: voters 1-6; voter 6 (KENT) is in the NVRA 2025 cohort (V, no votes).
 * - 2025-10-01 (current): voter 6 gone (an NVRA removal), voter 3 (born 1920) arrived at 5 ELM ST
 *   (INGHAM's scores fall); 1 MAIN ST canvassed with blank units, 10 PINE ST a prison; voter 8
 *   (KENT) a second JANE DOE born 1980. Voter 1 voted in person 2020-11-03 (first carried 2024-11)
 *   and absentee 2024-11-05 (first carried 2025-09); the current file adds an in-person 2024-11-05.
 */
export const DATES = {
  nov2020: '2020-11-01',
  nov2024: '2024-11-01',
  previous: '2025-09-01',
  current: '2025-10-01',
} as const;

const INGHAM: QvfRow = {
  COUNTY_CODE: '33',
  COUNTY_NAME: 'INGHAM',
  JURISDICTION_CODE: '46000',
  JURISDICTION_NAME: 'LANSING CITY',
  CITY: 'LANSING',
  ZIP_CODE: '48910',
};
const KENT: QvfRow = {
  COUNTY_CODE: '41',
  COUNTY_NAME: 'KENT',
  JURISDICTION_CODE: '34000',
  JURISDICTION_NAME: 'GRAND RAPIDS CITY',
  CITY: 'GRAND RAPIDS',
  ZIP_CODE: '49503',
  WARD: '02',
  PRECINCT: '014',
};

const voter1: QvfRow = {
  ...INGHAM,
  VOTER_IDENTIFICATION_NUMBER: '1',
  LAST_NAME: 'DOE',
  FIRST_NAME: 'JANE',
  MIDDLE_NAME: 'Q',
  YEAR_OF_BIRTH: '1980',
  STREET_NUMBER: '1',
  STREET_NAME: 'MAIN',
  STREET_TYPE: 'ST',
  MAILING_ADDRESS_LINE_ONE: 'PO BOX 12',
  MAILING_ADDRESS_LINE_TWO: 'LANSING MI 48901',
  IS_PERM_AV_BALLOT_VOTER: 'Y',
  IS_PERM_AV_APP_VOTER: 'Y',
};
const voter2: QvfRow = {
  ...INGHAM,
  VOTER_IDENTIFICATION_NUMBER: '2',
  LAST_NAME: 'DOE',
  FIRST_NAME: 'JOHN',
  YEAR_OF_BIRTH: '1978',
  GENDER: 'M',
  STREET_NUMBER: '1',
  STREET_NAME: 'MAIN',
  STREET_TYPE: 'ST',
  EXTENSION: 'APT 2',
  IS_PERM_AV_BALLOT_VOTER: 'N',
  IS_PERM_AV_APP_VOTER: 'N',
};
const voter3: QvfRow = {
  ...INGHAM,
  VOTER_IDENTIFICATION_NUMBER: '3',
  LAST_NAME: 'OLDEN',
  FIRST_NAME: 'ADA',
  YEAR_OF_BIRTH: '1920',
  REGISTRATION_DATE: '1950-03-01',
  STREET_NUMBER: '5',
  STREET_NAME: 'ELM',
  STREET_TYPE: 'ST',
};
const voter4: QvfRow = {
  ...INGHAM,
  VOTER_IDENTIFICATION_NUMBER: '4',
  LAST_NAME: 'GONE',
  FIRST_NAME: 'GARY',
  YEAR_OF_BIRTH: '1970',
  REGISTRATION_DATE: '2010-05-01',
  VOTER_STATUS_TYPE_CODE: 'V',
  STREET_NUMBER: '7',
  STREET_NAME: 'OAK',
  STREET_TYPE: 'AVE',
};
const voter5: QvfRow = {
  ...KENT,
  VOTER_IDENTIFICATION_NUMBER: '5',
  LAST_NAME: 'SMITH',
  FIRST_NAME: 'JANE',
  YEAR_OF_BIRTH: '1990',
  STREET_NUMBER: '10',
  STREET_NAME: 'PINE',
  STREET_TYPE: 'ST',
};
const voter6: QvfRow = {
  ...KENT,
  VOTER_IDENTIFICATION_NUMBER: '6',
  LAST_NAME: 'LEFT',
  FIRST_NAME: 'LARRY',
  YEAR_OF_BIRTH: '1960',
  REGISTRATION_DATE: '2015-01-01',
  VOTER_STATUS_TYPE_CODE: 'V',
  STREET_NUMBER: '12',
  STREET_NAME: 'PINE',
  STREET_TYPE: 'ST',
};
const river = { STREET_NUMBER: '99', STREET_NAME: 'RIVER', STREET_TYPE: 'RD' };
const voter7: QvfRow = {
  ...INGHAM,
  ...river,
  VOTER_IDENTIFICATION_NUMBER: '7',
  LAST_NAME: 'PAST',
  FIRST_NAME: 'PAULA',
  YEAR_OF_BIRTH: '1950',
};

/** A second JANE DOE born 1980 (another middle name, so not a duplicate), for the search caps. */
const voter8: QvfRow = {
  ...KENT,
  VOTER_IDENTIFICATION_NUMBER: '8',
  LAST_NAME: 'DOE',
  FIRST_NAME: 'JANE',
  MIDDLE_NAME: 'R',
  YEAR_OF_BIRTH: '1980',
  STREET_NUMBER: '20',
  STREET_NAME: 'PINE',
  STREET_TYPE: 'ST',
};

type HistoryRow = { id: string; date: string; absentee: 'Y' | 'N' };
const vote2020: HistoryRow = { id: '1', date: '2020-11-03', absentee: 'N' };
const vote2024: HistoryRow = { id: '1', date: '2024-11-05', absentee: 'Y' };
/** A second record of the same election, first carried by the current file: two methods. */
const vote2024InPerson: HistoryRow = { id: '1', date: '2024-11-05', absentee: 'N' };

function historyRows(rows: HistoryRow[]) {
  return rows.map((h) => ({
    VOTER_IDENTIFICATION_NUMBER: h.id,
    COUNTY_CODE: '33',
    COUNTY_NAME: 'INGHAM',
    JURISDICTION_CODE: '46000',
    JURISDICTION_NAME: 'LANSING CITY',
    ELECTION_DATE: h.date,
    IS_ABSENTEE_VOTER: h.absentee,
  }));
}

const SNAPSHOTS: Array<{ date: string; voters: QvfRow[]; history: HistoryRow[]; canvass?: boolean }> = [
  {
    date: DATES.nov2020,
    voters: [{ ...voter1, ...river, IS_PERM_AV_BALLOT_VOTER: 'N', IS_PERM_AV_APP_VOTER: 'N' }, voter7],
    history: [],
  },
  { date: DATES.nov2024, voters: [voter1, voter2, voter4, voter5, voter6], history: [vote2020] },
  { date: DATES.previous, voters: [voter1, voter2, voter4, voter5, voter6], history: [vote2020, vote2024] },
  {
    date: DATES.current,
    voters: [voter1, voter2, voter3, voter4, voter5, voter8],
    history: [vote2020, vote2024, vote2024InPerson],
    canvass: true,
  },
];

export interface PublicDataset {
  t: TestDatabase;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** A fresh database with the four snapshots loaded, and the app over it (once per test file). */
export async function loadPublicDataset(limits?: Partial<PublicLimits>): Promise<PublicDataset> {
  const t = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'public-dataset-'));
  for (const s of SNAPSHOTS) {
    const files: IngestFiles = { voters: join(dir, `${s.date}-voters.csv`) };
    writeQvfCsv(files.voters, s.voters);
    files.history = join(dir, `${s.date}-history.csv`);
    writeCsv(files.history, HISTORY_COLUMNS, historyRows(s.history));
    if (s.canvass) {
      files.canvass = join(dir, `${s.date}-canvass.csv`);
      writeCsv(files.canvass, CANVASS_COLUMNS, [
        {
          ADDRESS_LINE_1: '1 MAIN ST',
          CITY: 'LANSING',
          ZIP_CODE: '48910',
          CATEGORY: 'Apartment',
          FINDING: 'apt_num_blank',
        },
        {
          ADDRESS_LINE_1: '10 PINE ST',
          CITY: 'GRAND RAPIDS',
          ZIP_CODE: '49503',
          CATEGORY: 'Prison',
          FINDING: '',
        },
      ]);
    }
    const loaded = await ingestSnapshot(t.db, { snapshotDate: s.date, files });
    if (!loaded.ok) throw new Error(`fixture snapshot ${s.date}: ${loaded.error}`);
  }
  rmSync(dir, { recursive: true, force: true });
  const app = await buildApp({ db: t.db, ...(limits ? { limits } : {}) });
  return {
    t,
    app,
    close: async () => {
      await app.close();
      await t.drop();
    },
  };
}
