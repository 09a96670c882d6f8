import { afterAll } from 'vitest';
import { CANVASS_COLUMNS, DECEASED_COLUMNS, NCOA_COLUMNS, POSTAL_LOCATION_COLUMNS } from '../qvf-format';
import { describeHostile } from '../test-support/hostile-files';
import { quotedLine, tempFolder } from '../test-support/reader-files';
import { openCanvassCsv, openDeceasedCsv, openNcoaCsv, openPostalLocationsCsv } from './aux-readers';

const dir = tempFolder();
afterAll(() => dir.remove());

const id = (i: number) => String(3000 + i);
/** Each row's own street number, so that rows are told apart by their address. */
const street = (i: number) => `${100 + i} Lake Dr`;

describeHostile(
  'deceased.csv',
  {
    fileName: 'deceased.csv',
    encoding: 'utf8',
    header: quotedLine(DECEASED_COLUMNS),
    good: (i) => quotedLine([id(i), 'José', 'Luis', 'García', '1940', '2024-03-01', 'obituary']),
    keyOf: id,
    key: (r) => r.voterId ?? '',
    quoted: true,
    open: openDeceasedCsv,
  },
  dir,
);

describeHostile(
  'ncoa.csv',
  {
    fileName: 'ncoa.csv',
    encoding: 'utf8',
    header: quotedLine(NCOA_COLUMNS),
    good: (i) => quotedLine([id(i), '2024-02', 'I', '12 Rue Élysée', 'Toledo', 'OH', '43604', '12']),
    keyOf: id,
    key: (r) => r.voterId,
    quoted: true,
    open: openNcoaCsv,
  },
  dir,
);

describeHostile(
  'postal-locations.csv',
  {
    fileName: 'postal-locations.csv',
    encoding: 'utf8',
    header: quotedLine(POSTAL_LOCATION_COLUMNS),
    good: (i) => quotedLine(['Café Mail Boxes', 'CMRA', street(i), 'Lansing', 'MI', '48910']),
    keyOf: street,
    key: (r) => r.addressLine1,
    quoted: true,
    open: openPostalLocationsCsv,
  },
  dir,
);

describeHostile(
  'canvass.csv',
  {
    fileName: 'canvass.csv',
    encoding: 'utf8',
    header: quotedLine(CANVASS_COLUMNS),
    good: (i) => quotedLine([street(i), 'Apt 4', 'Saint Johns', '48879', 'apartment', 'APT_NUM_BLANK', '8']),
    keyOf: street,
    key: (r) => r.addressLine1,
    quoted: true,
    open: openCanvassCsv,
  },
  dir,
);
