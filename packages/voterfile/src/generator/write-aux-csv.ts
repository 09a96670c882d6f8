/**
 * The auxiliary sources (spec 4, section 4): deceased.csv, ncoa.csv, postal-locations.csv and
 * canvass.csv. UTF-8, a header row, LF line ends, a field quoted only when it holds a comma, a
 * quote or a line break. Each snapshot sees the records known by its date.
 */

import { join } from 'node:path';
import { CANVASS_COLUMNS, DECEASED_COLUMNS, NCOA_COLUMNS, POSTAL_LOCATION_COLUMNS } from '../qvf-format';
import { monthOf } from './calendar';
import { ChunkedFile } from './file-writer';
import type { World } from './population';

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

async function writeCsv(
  path: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<number> {
  const file = await ChunkedFile.create(path, 'utf8');
  file.add(`${header.join(',')}\n`);
  for (const row of rows) {
    file.add(`${row.map(field).join(',')}\n`);
    if (file.full) await file.flush();
  }
  await file.close();
  return rows.length;
}

function deceasedRows(world: World, snapshotDate: string): string[][] {
  return world.deceased
    .filter((d) => d.knownFrom <= snapshotDate && d.dateOfDeath < snapshotDate)
    .sort((a, b) => (a.dateOfDeath < b.dateOfDeath ? -1 : a.dateOfDeath > b.dateOfDeath ? 1 : 0))
    .map((d) => [d.voterId, d.first, d.middle, d.last, String(d.yob), d.dateOfDeath, d.source]);
}

/** NCOA results for the ids of this snapshot's file (the list that was submitted). */
function ncoaRows(world: World, snapshotDate: string): string[][] {
  const month = monthOf(snapshotDate);
  return world.ncoa
    .filter((n) => n.moveDate < snapshotDate && n.person.dropMonth > month)
    .sort((a, b) => (a.moveDate < b.moveDate ? -1 : a.moveDate > b.moveDate ? 1 : 0))
    .map((n) => [
      n.voterId,
      n.moveDate,
      n.moveType,
      n.newAddress,
      n.newCity,
      n.newState,
      n.newZip,
      n.deliveryPoint,
    ]);
}

function postalRows(world: World): string[][] {
  return world.postal.map((s) => [s.name, s.kind, s.address.line, s.address.city, 'MI', s.address.zip]);
}

function canvassRows(world: World): string[][] {
  return world.canvass.map((c) => [
    c.address.line,
    c.extension,
    c.address.city,
    c.address.zip,
    c.category,
    c.finding,
    c.livingUnits,
  ]);
}

export interface AuxRows {
  deceased: string[][];
  ncoa: string[][];
  postal: string[][];
  canvass: string[][];
}

export function auxRows(world: World, snapshotDate: string): AuxRows {
  return {
    deceased: deceasedRows(world, snapshotDate),
    ncoa: ncoaRows(world, snapshotDate),
    postal: postalRows(world),
    canvass: canvassRows(world),
  };
}

/** Writes the four files into `dir`; returns their row counts. */
export async function writeAux(dir: string, aux: AuxRows): Promise<Record<keyof AuxRows, number>> {
  return {
    deceased: await writeCsv(join(dir, 'deceased.csv'), DECEASED_COLUMNS, aux.deceased),
    ncoa: await writeCsv(join(dir, 'ncoa.csv'), NCOA_COLUMNS, aux.ncoa),
    postal: await writeCsv(join(dir, 'postal-locations.csv'), POSTAL_LOCATION_COLUMNS, aux.postal),
    canvass: await writeCsv(join(dir, 'canvass.csv'), CANVASS_COLUMNS, aux.canvass),
  };
}
