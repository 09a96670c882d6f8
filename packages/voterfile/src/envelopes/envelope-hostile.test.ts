import { afterAll } from 'vitest';
import { describeHostile } from '../test-support/hostile-files';
import { quotedLine, tempFolder } from '../test-support/reader-files';
import { ENVELOPE_OCR_COLUMNS } from './envelope-format';
import { openEnvelopeOcrCsv } from './envelope-ocr-reader';

const dir = tempFolder();
afterAll(() => dir.remove());

const image = (i: number) => `env-${String(i).padStart(4, '0')}.png`;

describeHostile(
  'envelopes-ocr.csv',
  {
    fileName: 'envelopes-ocr.csv',
    encoding: 'utf8',
    header: quotedLine(ENVELOPE_OCR_COLUMNS),
    good: (i) =>
      quotedLine([
        image(i),
        '3',
        '3',
        'José García',
        '123 Main St',
        '12',
        '000123',
        '2020-10-20',
        '2020-10-22',
      ]),
    keyOf: image,
    key: (r) => r.fileName,
    quoted: true,
    open: openEnvelopeOcrCsv,
  },
  dir,
);
