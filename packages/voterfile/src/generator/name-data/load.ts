/**
 * Reads this folder's frequency tables (README.md: sources and how they were derived) once, on
 * first use: a few tens of milliseconds, against minutes of generation.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Sex } from '../names';
import { WeightedTable } from '../random';
import { decadeOf, FIRST_DECADE, LAST_DECADE } from './decades';

export interface NameTables {
  /** Given names by sex, index (decade - FIRST_DECADE) / 10. */
  first: Record<Sex, WeightedTable<string>[]>;
  surnames: WeightedTable<string>;
  /** Every listed surname once, for drawing rare ones uniformly. */
  surnameList: readonly string[];
}

function lines(file: string): string[] {
  const text = gunzipSync(readFileSync(new URL(file, import.meta.url))).toString('latin1');
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
}

function table(rows: readonly string[]): WeightedTable<string> {
  const names: string[] = [];
  const weights: number[] = [];
  for (const row of rows) {
    const space = row.lastIndexOf(' ');
    names.push(row.slice(0, space));
    weights.push(Number(row.slice(space + 1)));
  }
  return new WeightedTable(names, weights);
}

function readFirstNames(): Record<Sex, WeightedTable<string>[]> {
  const sections = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of lines('./first-names.txt.gz')) {
    if (line.startsWith('=')) {
      current = [];
      sections.set(line.slice(1), current);
    } else current.push(line);
  }
  const first: Record<Sex, WeightedTable<string>[]> = { F: [], M: [] };
  for (let decade = FIRST_DECADE; decade <= LAST_DECADE; decade += 10) {
    for (const sex of ['F', 'M'] as const) {
      const rows = sections.get(`${decade} ${sex}`);
      if (!rows?.length) throw new Error(`first-names.txt.gz: no table for ${decade} ${sex}`);
      first[sex].push(table(rows));
    }
  }
  return first;
}

let loaded: NameTables | undefined;

export function nameTables(): NameTables {
  if (!loaded) {
    const surnames = table(lines('./surnames.txt.gz'));
    loaded = { first: readFirstNames(), surnames, surnameList: surnames.items };
  }
  return loaded;
}

export function firstNameTable(sex: Sex, yob: number): WeightedTable<string> {
  return nameTables().first[sex][(decadeOf(yob) - FIRST_DECADE) / 10]!;
}
