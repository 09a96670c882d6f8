import type { Db } from '@voterroll/db/database';
import type {
  CanvassRecord,
  DeceasedRecord,
  NcoaRecord,
  PostalLocationRecord,
} from '@voterroll/voterfile/readers/aux-readers';
import { type CopyValue, copyChunks, copyLine } from '../copy-text';
import type { LoadContext } from '../snapshots/load-context';

/** Copies one auxiliary file's records into its table, tagged with the loading snapshot. */
async function copySource<T extends { line: number }>(
  db: Db,
  table: string,
  columns: string[],
  snapshotDate: string,
  batches: AsyncIterable<T[]>,
  values: (r: T) => CopyValue[],
): Promise<number> {
  await db.query(`delete from ${table} where snapshot_date = $1::date`, [snapshotDate]);
  const rows = await db.copyFrom(
    table,
    ['snapshot_date', 'line', ...columns],
    copyChunks(batches, (r) => copyLine([snapshotDate, r.line, ...values(r)])),
  );
  // Fresh statistics: the findings join these tables, and a plan made for an empty table loops.
  await db.exec(`analyze ${table}`);
  return rows;
}

export const loadDeceased = (db: Db, load: LoadContext, batches: AsyncIterable<DeceasedRecord[]>) =>
  copySource(
    db,
    'deceased_records',
    ['voter_id', 'first_name', 'middle_name', 'last_name', 'year_of_birth', 'date_of_death', 'source'],
    load.tables.snapshotDate,
    batches,
    (r) => [r.voterId, r.firstName, r.middleName, r.lastName, r.yearOfBirth, r.dateOfDeath, r.source],
  );

export const loadNcoa = (db: Db, load: LoadContext, batches: AsyncIterable<NcoaRecord[]>) =>
  copySource(
    db,
    'ncoa_records',
    [
      'voter_id',
      'move_effective_date',
      'move_type',
      'new_address',
      'new_city',
      'new_state',
      'new_zip',
      'delivery_point',
    ],
    load.tables.snapshotDate,
    batches,
    (r) => [
      r.voterId,
      r.moveEffectiveDate,
      r.moveType,
      r.newAddress,
      r.newCity,
      r.newState,
      r.newZip,
      r.deliveryPoint,
    ],
  );

export const loadPostalLocations = (
  db: Db,
  load: LoadContext,
  batches: AsyncIterable<PostalLocationRecord[]>,
) =>
  copySource(
    db,
    'postal_locations',
    ['name', 'kind', 'address_line_1', 'city', 'state', 'zip_code', 'norm_street', 'zip5'],
    load.tables.snapshotDate,
    batches,
    (r) => [r.name, r.kind, r.addressLine1, r.city, r.state, r.zipCode, r.street, r.zip5],
  );

export const loadCanvass = (db: Db, load: LoadContext, batches: AsyncIterable<CanvassRecord[]>) =>
  copySource(
    db,
    'canvass_records',
    [
      'address_line_1',
      'extension',
      'city',
      'zip_code',
      'category',
      'finding',
      'living_unit_count',
      'norm_street',
      'unit_key',
      'norm_city',
      'zip5',
    ],
    load.tables.snapshotDate,
    batches,
    (r) => [
      r.addressLine1,
      r.extension,
      r.city,
      r.zipCode,
      r.category,
      r.finding,
      r.livingUnitCount,
      r.street,
      r.unitKey,
      r.normCity,
      r.zip5,
    ],
  );
