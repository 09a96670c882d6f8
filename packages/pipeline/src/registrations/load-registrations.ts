import { type Db, ident } from '@voterroll/db/database';
import type { RegistrationFile } from '@voterroll/voterfile/readers/registration-csv-reader';
import type { QvfRegistration, RowProblem } from '@voterroll/voterfile/registration';
import { AddressForms } from '../addresses/address-forms';
import { withBulkSettings } from '../bulk-settings';
import { CHANGE_JOIN_COLUMNS } from '../changes/detect-changes';
import { type Checkpoint, noCheckpoint } from '../checkpoint';
import { copyChunks } from '../copy-text';
import type { LoadContext } from '../snapshots/load-context';
import { createPartitionTable } from '../snapshots/snapshot-tables';
import { DuplicateKeys } from './duplicate-keys';
import { FirstLines } from './first-lines';
import { registrationCopyPlan } from './registration-copy';
import { ZoneCollector } from './zone-collector';

const PLANNED_COLUMNS = [
  'voter_id',
  'voter_status_type_code',
  'first_name',
  'middle_name',
  'last_name',
  'year_of_birth',
  'registration_date',
  'extension',
  'uocava_status_code',
  'county_code',
  'jurisdiction_code',
  'ward',
  'precinct',
  'norm_street',
  'zip5',
  'address_hash',
  'full_address_hash',
];

export interface LoadProgress {
  stage: string;
  rows: number;
  rowsPerSecond: number;
}

export interface RegistrationLoad {
  rowsRead: number;
  rowsLoaded: number;
  zones: ZoneCollector;
  /** The distinct address forms of the rows loaded, with their registrations (address-forms.ts). */
  addresses: AddressForms;
  /** DUPLICATE's keys, grouped as the rows streamed (duplicate-keys.ts). */
  duplicates: DuplicateKeys;
}

/**
 * Creates the snapshot's own registrations table and streams the file into it with COPY, checking
 * every row on the way. The table has no indexes while loading; they are built once at the end.
 */
export async function loadRegistrations(
  db: Db,
  { tables }: LoadContext,
  file: RegistrationFile,
  fileName: string,
  onProblem: (p: RowProblem) => void,
  onProgress: (p: LoadProgress) => void,
  checkpoint: Checkpoint = noCheckpoint,
): Promise<RegistrationLoad> {
  const t = tables.registrations;
  await createPartitionTable(db, 'registrations', t, tables.snapshotDate, CHANGE_JOIN_COLUMNS);
  const addresses = new AddressForms();
  const plan = registrationCopyPlan(file, addresses);
  const zones = new ZoneCollector();
  const duplicates = new DuplicateKeys();
  // Voter id -> line of its first row, to report a repeated id where it stands.
  const seen = new FirstLines();
  let rowsRead = 0;
  const started = Date.now();
  let lastReport = 0;
  const accept = (r: QvfRegistration): string | null => {
    const id = Number(r.voterId);
    const first = seen.firstSeen(id, r.line);
    if (first !== undefined) {
      onProblem({
        file: fileName,
        line: r.line,
        reason: `voter id ${r.voterId} already appears on line ${first}; kept that one`,
      });
      return null;
    }
    rowsRead += 1;
    zones.add(r);
    const line = plan.line(r);
    duplicates.add(id, r, line);
    return line;
  };
  async function* counted(): AsyncGenerator<QvfRegistration[]> {
    let first = true;
    for await (const batch of file.batches) {
      yield batch;
      if (first) await checkpoint('copy');
      first = false;
      const now = Date.now();
      if (now - lastReport > 1000) {
        lastReport = now;
        onProgress({
          stage: 'registrations',
          rows: rowsRead,
          rowsPerSecond: rowsRead / ((now - started) / 1000),
        });
      }
    }
  }
  const rowsLoaded = await db.copyFrom(t, plan.columns, copyChunks(counted(), accept), plan.options);
  onProgress({
    stage: 'registrations',
    rows: rowsRead,
    rowsPerSecond: rowsRead / ((Date.now() - started) / 1000),
  });
  return { rowsRead, rowsLoaded, zones, addresses, duplicates };
}

/**
 * Statistics only of the columns the findings and roll-up join and filter on (all sixty cost several
 * times more and tell the planner nothing it uses). Taken before the indexes, so that the findings
 * can be planned and run while the indexes build.
 */
export async function analyzeRegistrations(db: Db, { tables }: LoadContext): Promise<void> {
  await withBulkSettings(db, (tx) =>
    tx.exec(`analyze ${tables.registrations} (${PLANNED_COLUMNS.join(', ')})`),
  );
}

/**
 * The partition's indexes, matching the parent's so that attaching reuses them instead of building
 * them inside the publishing transaction. The definitions are read from the catalog, so an index a
 * migration adds to registrations is built here too. The primary key is built as a plain unique
 * index (`keyRegistrations` makes it the key): `add primary key` would lock the table against the
 * findings' reads for the whole build, and on PostgreSQL the two run side by side.
 */
export async function indexRegistrations(
  db: Db,
  { tables }: LoadContext,
  checkpoint: Checkpoint = noCheckpoint,
): Promise<void> {
  const t = tables.registrations;
  await withBulkSettings(db, async (tx) => {
    await tx.exec(`create unique index ${t}_pkey on ${t} (snapshot_date, voter_id)`);
    await checkpoint('index');
    const parentIndexes = await tx.query<{ name: string; def: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = 'registrations'::regclass and not i.indisprimary
       order by c.relname`,
    );
    for (const index of parentIndexes) {
      const name = ident(`${t}_${index.name.replace(/^registrations_/, '')}`);
      const def = index.def.replace(/^CREATE INDEX \S+ ON ONLY \S+ /, `CREATE INDEX ${name} ON ${t} `);
      if (def === index.def) throw new Error(`unexpected index definition: ${index.def}`);
      await tx.exec(def);
    }
  });
}

/** Makes the unique index of `indexRegistrations` the partition's primary key (no rebuild). */
export async function keyRegistrations(db: Db, { tables }: LoadContext): Promise<void> {
  const t = tables.registrations;
  await db.exec(`alter table ${t} add constraint ${t}_pkey primary key using index ${t}_pkey`);
}
