import { type Place, STATEWIDE, type ZoneChoice } from './zone-store';

/**
 * Spec 1 section 4, the cascade: choosing a county clears jurisdiction and precinct; clearing it
 * returns to the whole state. Choosing a jurisdiction clears the precinct; clearing it returns to
 * the county. Choosing or clearing a precinct changes only the precinct.
 */
export const chooseCounty = (county: Place | null): ZoneChoice =>
  county ? { county, jurisdiction: null, precinct: null } : STATEWIDE;

export const chooseJurisdiction = (c: ZoneChoice, jurisdiction: Place | null): ZoneChoice =>
  c.county ? { county: c.county, jurisdiction, precinct: null } : STATEWIDE;

export const choosePrecinct = (c: ZoneChoice, precinct: Place | null): ZoneChoice =>
  c.county && c.jurisdiction ? { ...c, precinct } : c;
