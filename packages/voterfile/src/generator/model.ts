/** The generator's in-memory world: places, addresses, people and the auxiliary records. */
import type { AddressCategory, CanvassFinding } from '../qvf-format';
import type { Address } from './address-store';
import type { Person } from './person';

export type { Address } from './address-store';
export type { Person } from './person';

export interface County {
  code: number;
  /** Upper case, as COUNTY_NAME carries it. */
  name: string;
  population: number;
  seat: string;
  zips: string[];
  jurisdictions: Jurisdiction[];
}

export interface Precinct {
  index: number;
  number: string;
  ward: string;
  houseCode: string;
  houseName: string;
  senateCode: string;
  senateName: string;
  congressCode: string;
  congressName: string;
  commissionerCode: string;
  commissionerName: string;
  villageCode: string;
  villageName: string;
  villagePrecinct: string;
}

export interface Street {
  name: string;
  /** Pub 28 suffix abbreviation, or '' for names such as "M-59". */
  type: string;
  dirPrefix: string;
  dirSuffix: string;
  numberMin: number;
  numberMax: number;
  /** The line after the house number, canonical: "W FORT ST". */
  tail: string;
}

export interface Jurisdiction {
  index: number;
  code: number;
  /** Five digits, zero-padded. */
  codeText: string;
  /** Upper case, without the "(code)" suffix: "DETROIT CITY". */
  name: string;
  /** The place name alone: "DETROIT". */
  base: string;
  isCity: boolean;
  county: County;
  population: number;
  zips: string[];
  /** Mailing city names used in addresses: the place itself, sometimes a neighbouring post office. */
  postalCities: string[];
  schoolCode: string;
  schoolName: string;
  precincts: Precinct[];
  streets: Street[];
  /** Pre-built history columns COUNTY_CODE .. SCHOOL_DISTRICT_NAME. */
  historySegment: string;
}

export type AddressKind =
  | 'house'
  | 'apartment'
  | 'trailer-park'
  | 'senior-living'
  | 'hotel'
  | 'campus'
  | 'postal'
  | 'non-residential'
  | 'empty-lot';

/** How a building's units are written: a pattern where `{n}` is the unit id. */
export type UnitPattern = string;

/** Where a household lives: an address and a unit. The household is the residents sharing both. */
export interface Home {
  address: Address;
  unit: string;
}

export type Status = 'A' | 'V' | 'CH' | 'C' | 'R';

/** The people a careless detector would flag wrongly, planted so that precision is measured on them. */
export const HARD_CASE_KINDS = [
  'twins',
  'jr_sr',
  'shared_name_coincidence',
  'pre_registration',
  'uocava_military',
  'campus_housing',
] as const;
export type HardCase = (typeof HARD_CASE_KINDS)[number];

export interface RowCache {
  status: Status;
  /** The address's serial. */
  address: number;
  unit: string;
  columns: number;
  text: string;
}

export interface HistoryCache {
  votes: number;
  jur: Jurisdiction;
  moves: number;
  form: string;
  text: string;
}

export interface DeceasedRecord {
  voterId: string;
  first: string;
  middle: string;
  last: string;
  yob: number;
  dateOfDeath: string;
  source: string;
  /** From this date on the record is in deceased.csv. */
  knownFrom: string;
}

export interface NcoaRecord {
  /** The registration the row was returned for: the row is in a snapshot's file while it is. */
  person: Person;
  voterId: string;
  moveDate: string;
  moveType: 'I' | 'F' | 'B';
  newAddress: string;
  newCity: string;
  newState: string;
  newZip: string;
  deliveryPoint: string;
}

export interface PostalLocation {
  name: string;
  kind: 'USPS' | 'UPS' | 'FEDEX' | 'CMRA';
  address: Address;
}

export interface CanvassRow {
  address: Address;
  extension: string;
  category: AddressCategory;
  finding: CanvassFinding | '';
  livingUnits: string;
}

export function isRegistered(status: Status): boolean {
  return status === 'A' || status === 'V' || status === 'CH';
}
