/** The generator's in-memory world: places, addresses, people and the auxiliary records. */
import type { AddressCategory, CanvassFinding, UocavaCode } from '../qvf-format';

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

export interface Address {
  jur: Jurisdiction;
  precinct: Precinct;
  numberPrefix: string;
  number: string;
  numberSuffix: string;
  dirPrefix: string;
  streetName: string;
  /** As the clerk typed it: usually the Pub 28 abbreviation, sometimes "STREET" or "Ave.". */
  streetType: string;
  dirSuffix: string;
  city: string;
  zip: string;
  /** Canonical one-line street address without unit: "1401 W FORT ST". */
  line: string;
  kind: AddressKind;
  unitPattern: UnitPattern;
  units: number;
  nextUnit: number;
  /** People in the file who live here (any status). */
  residents: Person[];
  /** Creation number: 0, 1, 2... (lets per-address tables be arrays). */
  serial: number;
  /** Residents counted by first name and birth year, kept once a building is big (see World.fits). */
  nameYears?: Map<number, number>;
}

/** Where a household lives: an address and a unit. The household is the residents sharing both. */
export interface Home {
  address: Address;
  unit: string;
}

export type Status = 'A' | 'V' | 'CH' | 'C' | 'R';

export type HardCase =
  | 'twins'
  | 'jr_sr'
  | 'shared_name_coincidence'
  | 'pre_registration'
  | 'uocava_military'
  | 'campus_housing';

export interface Person {
  id: string;
  /** The human behind the registration: two registrations of one person share it (planted duplicates). */
  personKey: number;
  first: string;
  middle: string;
  last: string;
  suffix: string;
  yob: number;
  gender: string;
  regDate: string;
  address: Address;
  /** EXTENSION as typed ('' for none). */
  unit: string;
  status: Status;
  uocava: UocavaCode;
  mailing: readonly string[] | null;
  permApp: boolean;
  permBallot: boolean;
  /** Chance-of-voting scale in [0, 1]. */
  propensity: number;
  /** Bit i set: would vote in ELECTIONS[i] if able then (history.ts decides who could). */
  intent: number;
  /** Bit i set: that vote would be absentee. */
  absentee: number;
  /** The votes the last written history file shows (a bit per election). */
  votes: number;
  /** Where earlier votes were cast: pairs [first election index at the next place, jurisdiction index]. */
  jurLog: number[] | null;
  /** Date the person left the address without telling the clerk ('' if not): no votes after it. */
  goneDate: string;
  deadDate: string;
  /** Date of cancellation (status C) or rejection (R): no votes from then on. */
  cancelDate: string;
  noticeDate: string;
  /** Month (index) the row leaves the file; Infinity while it stays. */
  dropMonth: number;
  /** Scheduled month of a notice or a cancellation; -1 when none. */
  noticeAt: number;
  cancelAt: number;
  challengeUntil: number;
  /** Planted or hard case: natural churn leaves it alone so that it reaches the last snapshot. */
  protected: boolean;
  /** Votes in every federal general it can (hard cases are kept clean of findings). */
  reliable: boolean;
  hardCase: HardCase | '';
  /** Text last written for this person and what it depended on: reused while unchanged. */
  rowCache: RowCache | null;
  historyCache: HistoryCache | null;
}

export interface RowCache {
  status: Status;
  address: Address;
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
