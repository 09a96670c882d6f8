import { NCOA_COLUMNS, NCOA_MOVE_TYPES } from '../qvf-format';
import { canonical, optional, parseDateOrMonth } from './aux-values';
import { type ColumnGetter, utf8RowFileOpener } from './csv-table';
import { parseVoterId } from './field-values';

export type NcoaMoveType = (typeof NCOA_MOVE_TYPES)[number];

/** One row of ncoa.csv: a USPS change-of-address match for the id that was submitted. */
export interface NcoaRecord {
  /** Line of the file the row starts on (kept as evidence). */
  line: number;
  voterId: string;
  /** ISO date (a month-only date is its first day), or null when not given. */
  moveEffectiveDate: string | null;
  moveType: NcoaMoveType;
  newAddress: string;
  newCity: string;
  /** Upper case; an out-of-state move is any state other than MI. */
  newState: string;
  newZip: string;
  deliveryPoint: string;
}

const REQUIRED = ['VOTER_IDENTIFICATION_NUMBER', 'MOVE_EFFECTIVE_DATE', 'MOVE_TYPE', 'NEW_STATE'] as const;

/** Opens ncoa.csv (UTF-8). NEW_ADDRESS, NEW_CITY, NEW_ZIP and DELIVERY_POINT may be absent. */
export const openNcoaCsv = utf8RowFileOpener({
  kind: 'a change-of-address file (ncoa.csv)',
  required: REQUIRED,
  columns: NCOA_COLUMNS,
  convert: toNcoa,
});

function toNcoa(get: ColumnGetter, line: number): NcoaRecord | string {
  const rawId = get('VOTER_IDENTIFICATION_NUMBER').trim();
  const voterId = parseVoterId(rawId);
  if (voterId === null) return `VOTER_IDENTIFICATION_NUMBER '${rawId}' is not a voter id`;
  const date = optional('MOVE_EFFECTIVE_DATE', get('MOVE_EFFECTIVE_DATE'), parseDateOrMonth, 'a date');
  if (typeof date === 'string') return date;
  const rawType = get('MOVE_TYPE').trim();
  const moveType = canonical(rawType, NCOA_MOVE_TYPES);
  if (moveType === undefined) return `MOVE_TYPE '${rawType}' is not one of ${NCOA_MOVE_TYPES.join(', ')}`;
  const newState = get('NEW_STATE').trim().toUpperCase();
  if (newState !== '' && !/^[A-Z]{2}$/.test(newState))
    return `NEW_STATE '${newState}' is not a two-letter state`;
  return {
    line,
    voterId,
    moveEffectiveDate: date.value,
    moveType,
    newAddress: get('NEW_ADDRESS').trim(),
    newCity: get('NEW_CITY').trim(),
    newState,
    newZip: get('NEW_ZIP').trim(),
    deliveryPoint: get('DELIVERY_POINT').trim(),
  };
}
