import { LST_REGISTRATION_WIDTH } from '../qvf-format';

/** The files a load takes, by what they hold. */
export const FILE_KINDS = ['voters', 'history', 'deceased', 'ncoa', 'postal', 'canvass'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** What a person calls each kind, in the ingest's plan. */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  voters: 'registrations',
  history: 'voting history',
  deceased: 'deceased',
  ncoa: 'NCOA moves',
  postal: 'postal locations',
  canvass: 'canvass',
};

export type Recognised = { kind: FileKind; format: 'csv' | 'fixed-width' } | { kind: null; reason: string };

/** The column names of a CSV header line, upper-cased, quotes and a byte-order mark removed. */
export function headerNames(firstLine: string): string[] {
  return firstLine
    .replace(/^(\uFEFF|\u00EF\u00BB\u00BF)/, '')
    .split(',')
    .map((f) => f.trim().replace(/^"|"$/g, '').trim().toUpperCase());
}

/**
 * Which file of a delivery this is, by its header first and its name where the header cannot
 * tell (the fixed-width era has none). The state's files: registrations (a header of QVF column
 * names, or 520-character records) and history (ELECTION_DATE); the product's auxiliary files by
 * their distinctive columns or names.
 */
export function recogniseFile(name: string, firstLine: string | null): Recognised {
  if (firstLine === null) return { kind: null, reason: 'empty' };
  const base = name.toLowerCase().replace(/^.*\//, '');
  const cols = new Set(headerNames(firstLine));
  const has = (...names: string[]) => names.every((n) => cols.has(n));
  if (has('VOTER_IDENTIFICATION_NUMBER', 'ELECTION_DATE')) return { kind: 'history', format: 'csv' };
  if (has('VOTER_IDENTIFICATION_NUMBER', 'LAST_NAME', 'STREET_NAME'))
    return { kind: 'voters', format: 'csv' };
  if (has('MOVE_EFFECTIVE_DATE') || (/ncoa/.test(base) && has('VOTER_IDENTIFICATION_NUMBER')))
    return { kind: 'ncoa', format: 'csv' };
  if (has('DATE_OF_DEATH') || (/deceased|death/.test(base) && has('LAST_NAME')))
    return { kind: 'deceased', format: 'csv' };
  if (has('ADDRESS_LINE_1') && (has('LIVING_UNIT_COUNT') || has('FINDING') || /canvass/.test(base)))
    return { kind: 'canvass', format: 'csv' };
  if (has('ADDRESS_LINE_1', 'KIND') || (/postal/.test(base) && has('ADDRESS_LINE_1')))
    return { kind: 'postal', format: 'csv' };
  const record = firstLine.replace(/\r$/, '');
  if (record.length === LST_REGISTRATION_WIDTH) return { kind: 'voters', format: 'fixed-width' };
  if (/^entire_state_h|history/.test(base))
    return { kind: null, reason: 'voting history in another layout than the CSV the load reads' };
  return { kind: null, reason: 'not a file of the voter file (no known header)' };
}

/** Parts in the order of their names, numbers compared as numbers ("Part 2" before "Part 10"). */
export function byPartName(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}
