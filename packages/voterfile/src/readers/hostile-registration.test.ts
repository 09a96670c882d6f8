import { afterAll } from 'vitest';
import { QVF_COLUMNS_49 } from '../qvf-format';
import type { QvfRegistration } from '../registration';
import { describeHostile } from '../test-support/hostile-files';
import { lstRecord, quotedLine, qvfRow, tempFolder } from '../test-support/reader-files';
import { openRegistrationFile } from './open-registration-file';
import { openRegistrationLst } from './registration-lst-reader';

const dir = tempFolder();
afterAll(() => dir.remove());

const id = (i: number) => String(1000 + i);
const key = (r: QvfRegistration) => r.voterId;

describeHostile(
  'the registration CSV (EntireStateVoters.csv)',
  {
    fileName: 'EntireStateVoters.csv',
    encoding: 'latin1',
    header: quotedLine(QVF_COLUMNS_49),
    good: (i) =>
      quotedLine(QVF_COLUMNS_49.map((c) => qvfRow({ VOTER_IDENTIFICATION_NUMBER: id(i) })[c] ?? '')),
    keyOf: id,
    key,
    quoted: true,
    open: openRegistrationFile,
    empty: /neither a QVF registration CSV/,
  },
  dir,
);

describeHostile(
  'the fixed-width registration file (entire_state_v.lst)',
  {
    fileName: 'entire_state_v.lst',
    encoding: 'latin1',
    header: null,
    good: (i) => lstRecord({ VOTER_IDENTIFICATION_NUMBER: id(i).padStart(13, '0') }),
    keyOf: id,
    key,
    quoted: false,
    open: (path, onProblem) => openRegistrationLst(path, onProblem),
  },
  dir,
);
