import { cleanText, spellOutHalf, words } from './address-text';
import { directional } from './directionals';
import { normalizeHighwayName } from './highway-names';
import { streetSuffix } from './street-suffixes';

export { normalizeUnit, type UnitForms } from './normalize-unit';

/** The street fields of a registered address, as the QVF splits them. */
export interface StreetParts {
  streetNumberPrefix: string;
  streetNumber: string;
  streetNumberSuffix: string;
  directionPrefix: string;
  streetName: string;
  streetType: string;
  directionSuffix: string;
}

/**
 * The Pub 28 street line: "123 N MAIN ST", "12 1/2 W 12 MILE RD", "N1234 COUNTY ROAD 577".
 * - House number: prefix, number and letter suffix joined as written ("N1234", "123A"), a fraction
 *   after a space ("12 1/2"), leading zeros dropped.
 * - Type and directionals take their Pub 28 abbreviations; unknown ones are kept as written.
 * - A name carrying its own type gives it up ("MAIN STREET" -> "MAIN ST"), a repeated type is written
 *   once, a leading directional of a longer name moves to the prefix ("NORTH SHORE" -> "N SHORE");
 *   a name that is only a directional or suffix word ("NORTH ST", "PARK AVE") is kept.
 */
export function normalizeStreet(parts: StreetParts): string {
  const name = words(parts.streetName);
  const typeText = cleanText(parts.streetType);
  let type = typeText === '' ? '' : (streetSuffix(typeText) ?? typeText);
  let pre = direction(parts.directionPrefix);
  let post = direction(parts.directionSuffix);
  if (type === '' && post === '' && name.length >= 3) {
    const d = directional(name[name.length - 1]!);
    if (d !== undefined && streetSuffix(name[name.length - 2]!) !== undefined) {
      post = d;
      name.pop();
    }
  }
  if (name.length >= 2) {
    const suffix = streetSuffix(name[name.length - 1]!);
    if (suffix !== undefined && (type === '' || suffix === type)) {
      type = suffix;
      name.pop();
    }
  }
  if (pre === '' && name.length >= 2) {
    const d = directional(name[0]!);
    if (d !== undefined) {
      pre = d;
      name.shift();
    }
  }
  const out: string[] = [];
  const number = houseNumber(parts.streetNumberPrefix, parts.streetNumber, parts.streetNumberSuffix);
  if (number !== '') out.push(number);
  if (pre !== '') out.push(pre);
  if (name.length > 0) out.push(...normalizeHighwayName(name));
  if (type !== '') out.push(type);
  if (post !== '') out.push(post);
  return out.join(' ');
}

function direction(value: string): string {
  const text = cleanText(value);
  return text === '' ? '' : (directional(text) ?? text);
}

function houseNumber(prefixText: string, numberText: string, suffixText: string): string {
  const prefix = cleanText(prefixText).replace(/ /g, '');
  const number = cleanText(spellOutHalf(numberText)).replace(/^0+(?=\d)/, '');
  const suffix = cleanText(spellOutHalf(suffixText)).replace(/^-+/, '').trim();
  const joined = prefix + number;
  if (suffix === '') return joined;
  if (joined === '') return suffix;
  return suffix.includes('/') ? `${joined} ${suffix}` : joined + suffix;
}

/** City for keys: "St. Clair Shores" -> "ST CLAIR SHORES"; SAINT, SAINTE and MOUNT are written ST, STE, MT. */
export function normalizeCity(city: string): string {
  const text = cleanText(city);
  if (!/\b(SAINT|SAINTE|MOUNT)\b/.test(text)) return text;
  return text
    .split(' ')
    .map((w) => CITY_WORDS.get(w) ?? w)
    .join(' ');
}

const CITY_WORDS = new Map([
  ['SAINT', 'ST'],
  ['SAINTE', 'STE'],
  ['MOUNT', 'MT'],
]);

/** The five-digit ZIP: "48910-1234" and "489101234" -> "48910"; anything else -> "". */
export function zip5(zip: string): string {
  const m = /^(\d{5})(\d{4})?(?!\d)/.exec(zip.trim());
  return m ? m[1]! : '';
}
