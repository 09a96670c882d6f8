import { cleanText, spellOutHalf } from './address-text';
import { directional } from './directionals';
import { ROAD_NUMBER_SUFFIXES } from './highway-names';
import type { StreetParts } from './normalize-address';
import { streetSuffix } from './street-suffixes';
import { unitDesignator } from './unit-designators';

export type ParsedAddressLine = StreetParts & {
  /** The unit as written after the street ("STE 104", "# 12"); pass it to normalizeUnit. */
  unit: string;
};

const NUMBER = /^(\d+)-?([A-Z])?$/;
/**
 * A number with the letters the voter file's STREET_NUMBER_PREFIX holds before it: grid
 * directions (N1234, NE1234) and Genesee County's G numbers (G5569, G-5569; about 137,000
 * registrations), so that these lines key like the registrations at the same address.
 */
const PREFIXED_NUMBER = /^([NSEW]{2}|[A-Z])-?(\d+)-?([A-Z])?$/;
const NUMBER_RANGE = /^\d+-\d+$/;
const FRACTION = /^\d+\/\d+$/;
const ORDINAL = /^\d+(ST|ND|RD|TH)$/;
const GLUED_UNIT = /^([A-Z]{2,})(\d|-[0-9A-Z])/;
const HAS_DIGIT = /\d/;
const LETTER = /^[A-Z]$/;

/**
 * Splits a one-line street address of the auxiliary files into the QVF's street fields plus the unit
 * ("2020 E Grand River Ave Ste 104" -> 2020 / E / GRAND RIVER / AVE / unit "STE 104"). Type and
 * directionals come back as Pub 28 abbreviations. Null when the line has no house number and street
 * name (a PO box, a rural route, a blank).
 */
export function parseAddressLine(line: string): ParsedAddressLine | null {
  const tokens = cleanText(spellOutHalf(line).replace(/#/g, ' # '))
    .split(' ')
    .filter((t) => t !== '');
  const first = tokens[0];
  if (first === undefined) return null;
  let streetNumberPrefix = '';
  let streetNumber: string;
  let streetNumberSuffix = '';
  const plain = NUMBER.exec(first);
  const prefixed = plain ? null : PREFIXED_NUMBER.exec(first);
  if (plain) {
    streetNumber = plain[1]!;
    streetNumberSuffix = plain[2] ?? '';
  } else if (prefixed) {
    streetNumberPrefix = prefixed[1]!;
    streetNumber = prefixed[2]!;
    streetNumberSuffix = prefixed[3] ?? '';
  } else if (NUMBER_RANGE.test(first)) {
    streetNumber = first;
  } else {
    return null;
  }
  let rest = tokens.slice(1);
  if (rest[0] !== undefined && FRACTION.test(rest[0])) {
    streetNumberSuffix = rest[0];
    rest = rest.slice(1);
  }
  let unitStart = findUnitStart(rest);
  let street = rest.slice(0, unitStart);

  let start = 0;
  let end = street.length;
  let directionSuffix = '';
  const last = street[end - 1];
  const lastDirection = last === undefined ? undefined : directional(last);
  if (lastDirection !== undefined && end >= 2 && directional(street[end - 2]!) === undefined) {
    directionSuffix = lastDirection;
    end -= 1;
  } else if (unitStart === rest.length && end >= 3 && isBareUnit(street, end)) {
    // "123 MAIN ST 4": a bare number after the type is a unit (but not in "COUNTY ROAD 577").
    unitStart = end - 1;
    end -= 1;
    street = street.slice(0, end);
  }
  let streetType = '';
  if (end - start >= 2) {
    const type = streetSuffix(street[end - 1]!);
    if (type !== undefined) {
      streetType = type;
      end -= 1;
    }
  }
  let directionPrefix = '';
  if (end - start >= 2) {
    const d = directional(street[0]!);
    if (d !== undefined) {
      directionPrefix = d;
      start += 1;
    }
  }
  const streetName = street.slice(start, end).join(' ');
  if (streetName === '') return null;
  return {
    streetNumberPrefix,
    streetNumber,
    streetNumberSuffix,
    directionPrefix,
    streetName,
    streetType,
    directionSuffix,
    unit: rest.slice(unitStart).join(' '),
  };
}

/**
 * Where the unit begins: at '#', or at a designator that follows a street name and is followed by
 * an identifier ("APT 4") or, for designators needing none, ends the line after a type ("ST REAR").
 * A designator word that opens the name ("UPPER RIVER RD", "W FRONT ST") is part of the name.
 */
function findUnitStart(rest: string[]): number {
  if (rest[0] === '#') return 0;
  for (let k = 1; k < rest.length; k++) {
    const token = rest[k]!;
    if (token === '#') return k;
    if (!rest.slice(0, k).some((t) => directional(t) === undefined)) continue;
    const glued = GLUED_UNIT.exec(token);
    if (glued && unitDesignator(glued[1]!) !== undefined) return k;
    const designator = unitDesignator(token);
    if (designator === undefined) continue;
    const next = rest[k + 1];
    if (designator.abbreviation === 'FL' && ORDINAL.test(rest[k - 1]!) && k >= 2) return k - 1;
    if (next !== undefined && (next === '#' || HAS_DIGIT.test(next) || LETTER.test(next))) return k;
    if (next === undefined && !designator.needsRange && streetSuffix(rest[k - 1]!) !== undefined) return k;
  }
  return rest.length;
}

function isBareUnit(street: string[], end: number): boolean {
  const last = street[end - 1]!;
  if (!HAS_DIGIT.test(last) && !LETTER.test(last)) return false;
  const type = streetSuffix(street[end - 2]!);
  if (type === undefined || ROAD_NUMBER_SUFFIXES.has(type)) return false;
  return street.slice(0, end - 2).some((t) => directional(t) === undefined);
}
