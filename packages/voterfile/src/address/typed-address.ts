import { cleanText, spellOutHalf } from './address-text';
import { directional } from './directionals';
import { normalizeCity, normalizeStreet, normalizeUnit } from './normalize-address';
import { parseAddressLine } from './parse-address-line';
import { PUB28_STREET_SUFFIXES, streetSuffix } from './street-suffixes';
import { unitDesignator } from './unit-designators';

/** The most keys one typed text gives: each is one range scan of the type-ahead's index. */
export const TYPED_KEYS_MAX = 8;
const READINGS_MAX = 3;

/** A search key as stored in addresses.search_key: upper case, letters and digits only. */
const toKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const ZIP = /^(\d{5})(?:-?\d{4})?$/;
const STATE = new Set(['MI', 'MICH', 'MICHIGAN']);
const HAS_DIGIT = /\d/;
const LETTER = /^[A-Z]$/;
/** The generic designators a dwelling's unit may be stored under ("# 2" keys as "2"). */
const GENERIC_FORMS = ['#', 'APT', 'UNIT'];

/** One reading of the typed text: the street line (with its unit) and the city after it, if any. */
interface Reading {
  line: string[];
  city: string;
}

/**
 * The search keys of what a person typed in the address type-ahead, most precise first, each a
 * prefix of the stored addresses.search_key. The street line is read with the load's Publication 28
 * rules, so "6913 Jackson Drive" keys as "6913JACKSONDR", "North" as "N", and "Apartment 2", "Apt 2",
 * "Unit 2" and "#2" each find the dwelling whichever designator the file uses. A city and ZIP after
 * the street give a key with them and one without. The text as typed, letters and digits only, is
 * always the last key; text without spaces gives only that.
 */
export function typedAddressKeys(typed: string): string[] {
  const keys: string[] = [];
  for (const reading of readings(typed)) {
    const parsed = parseAddressLine(reading.line.join(' '));
    if (!parsed) continue;
    const street = normalizeStreet(parsed);
    const units = unitForms(parsed.unit);
    if (reading.city !== '') for (const unit of units) keys.push(toKey(`${street} ${unit} ${reading.city}`));
    for (const unit of units) keys.push(toKey(`${street} ${unit}`));
  }
  keys.push(toKey(typed));
  return [...new Set(keys)].filter((k) => k !== '').slice(0, TYPED_KEYS_MAX);
}

/** The unit as the file may display it: a generic designator in each of its forms. */
function unitForms(unit: string): string[] {
  const forms = normalizeUnit(unit);
  if (forms.display === '') return [''];
  if (!forms.key.startsWith('# ') || forms.key.includes(' ', 2)) return [forms.display];
  const id = forms.key.slice(2);
  return GENERIC_FORMS.map((d) => `${d} ${id}`);
}

/**
 * The ways to split the typed text into a street line and a city. After a comma is the city
 * (then state and ZIP). Without commas the city may start after any street type (city names hold
 * type words too: "GRAND HAVEN", "ALLEN PARK"), after its directional and unit, when a word
 * without digits follows; a directional after the type may instead begin the city ("DR EAST
 * LANSING"). Every such reading is kept, left to right, at most READINGS_MAX.
 */
function readings(typed: string): Reading[] {
  const [first = '', ...rest] = spellOutHalf(typed).replace(/#/g, ' # ').split(',');
  const tail = words(rest.join(' '));
  if (tail.length > 0) {
    const zip = trailingZip(tail);
    return [{ line: withoutOpenDesignator(words(first)), city: cityKey(tail, zip) }];
  }
  const all = words(first);
  const zip = trailingZip(all);
  const tokens = withoutOpenDesignator(all);
  const out: Reading[] = [];
  for (let s = 2; s < tokens.length && out.length < READINGS_MAX; s++) {
    if (streetSuffix(tokens[s]!) === undefined) continue;
    const ends = [s + 1];
    if (s + 1 < tokens.length && directional(tokens[s + 1]!) !== undefined) ends.unshift(s + 2);
    for (const end of ends) {
      const j = afterUnit(tokens, end);
      const city = tokens.slice(j);
      if (city.length === 0) out.push({ line: tokens, city: '' });
      else if (!HAS_DIGIT.test(city[0]!) && unitDesignator(city[0]!) === undefined)
        out.push({ line: tokens.slice(0, j), city: cityKey(city, zip) });
    }
  }
  if (out.length > 0) return out.slice(0, READINGS_MAX);
  return [{ line: tokens, city: '' }, ...completions(tokens)];
}

/**
 * A street type still being typed ("6913 JACKSON DRIV"): the line with the last word completed to
 * each type it may begin, so the key reaches the stored abbreviation before the word is done.
 */
function completions(tokens: string[]): Reading[] {
  const last = tokens[tokens.length - 1];
  if (tokens.length < 3 || last === undefined || !/^[A-Z]{3,}$/.test(last)) return [];
  const found = new Map<string, string>();
  for (const [standard, primary] of PUB28_STREET_SUFFIXES) {
    if (primary !== last && primary.startsWith(last) && !found.has(standard)) found.set(standard, primary);
  }
  // "DR" already finds "DRS": keep the types no other found type is a prefix of.
  const standards = [...found.keys()];
  return standards
    .filter((a) => !standards.some((b) => b !== a && a.startsWith(b)))
    .slice(0, 2)
    .map((a) => ({ line: [...tokens.slice(0, -1), found.get(a)!], city: '' }));
}

/** Where the words after a unit begin ("APT 2 LANSING", "# 4B LANSING"), or `at` when no unit starts there. */
function afterUnit(tokens: string[], at: number): number {
  const word = tokens[at];
  if (word === undefined) return at;
  const designator = unitDesignator(word);
  if (designator === undefined) return at;
  let j = at + 1;
  if (tokens[j] === '#') j += 1;
  const id = tokens[j];
  if (id !== undefined && (HAS_DIGIT.test(id) || LETTER.test(id))) return j + 1;
  return designator.needsRange ? at : at + 1;
}

/** A designator still waiting for its number ("... DR APT") says nothing yet: it is left out. */
function withoutOpenDesignator(tokens: string[]): string[] {
  const last = tokens[tokens.length - 1];
  if (tokens.length > 2 && last !== undefined && unitDesignator(last)?.needsRange) return tokens.slice(0, -1);
  return tokens;
}

/** Takes a trailing ZIP and state off `tokens` (in place) and answers the ZIP ("" if none). */
function trailingZip(tokens: string[]): string {
  let zip = '';
  const m = ZIP.exec(tokens[tokens.length - 1] ?? '');
  if (m) {
    zip = m[1]!;
    tokens.pop();
  }
  if (STATE.has(tokens[tokens.length - 1] ?? '')) tokens.pop();
  return zip;
}

/** The city and ZIP as the stored key writes them after the street ("ST CLAIR SHORES48080"). */
function cityKey(city: string[], zip: string): string {
  const text = city.filter((w) => !STATE.has(w)).join(' ');
  return `${normalizeCity(text)}${text !== '' && zip !== '' ? ` ${zip}` : ''}`;
}

function words(text: string): string[] {
  const clean = cleanText(text.toUpperCase());
  return clean === '' ? [] : clean.split(' ');
}
