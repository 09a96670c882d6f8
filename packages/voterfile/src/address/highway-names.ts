/**
 * Highway-style street names. Pub 28 spells their leading words out ("COUNTY ROAD 577",
 * "STATE HIGHWAY 22"), and Michigan writes its trunklines "M-21"; the short forms clerks and
 * volunteers also use ("CO RD 577", "CR 577", "HWY 2", "M 21") are brought to those forms so
 * that one road gives one street key.
 */
const LEADING_FORMS: readonly (readonly [readonly string[], string])[] = [
  [['COUNTY', 'ROAD'], 'COUNTY ROAD'],
  [['COUNTY', 'RD'], 'COUNTY ROAD'],
  [['CO', 'RD'], 'COUNTY ROAD'],
  [['CO', 'ROAD'], 'COUNTY ROAD'],
  [['CNTY', 'RD'], 'COUNTY ROAD'],
  [['CNTY', 'ROAD'], 'COUNTY ROAD'],
  [['CR'], 'COUNTY ROAD'],
  [['COUNTY', 'HWY'], 'COUNTY HIGHWAY'],
  [['CO', 'HWY'], 'COUNTY HIGHWAY'],
  [['COUNTY', 'HIGHWAY'], 'COUNTY HIGHWAY'],
  [['STATE', 'HWY'], 'STATE HIGHWAY'],
  [['STATE', 'HIGHWAY'], 'STATE HIGHWAY'],
  [['STATE', 'RD'], 'STATE ROAD'],
  [['STATE', 'ROAD'], 'STATE ROAD'],
  [['STATE', 'RTE'], 'STATE ROUTE'],
  [['STATE', 'ROUTE'], 'STATE ROUTE'],
  [['US', 'HWY'], 'US HIGHWAY'],
  [['US', 'HIGHWAY'], 'US HIGHWAY'],
  [['HWY'], 'HIGHWAY'],
  [['HIWAY'], 'HIGHWAY'],
  [['HIGHWY'], 'HIGHWAY'],
  [['RTE'], 'ROUTE'],
];

const HAS_DIGIT = /\d/;

/**
 * Rewrites a name's leading highway words when a route number follows them
 * (["CO", "RD", "577"] -> ["COUNTY ROAD", "577"]); other names come back unchanged.
 */
export function normalizeHighwayName(nameWords: string[]): string[] {
  const last = nameWords[nameWords.length - 1];
  if (last === undefined || !HAS_DIGIT.test(last)) return nameWords;
  const first = nameWords[0]!;
  // Michigan trunklines: "M 21", "M21" and "M-21" are all M-21.
  if (first === 'M' && nameWords.length === 2 && /^\d+$/.test(last)) return [`M-${last}`];
  if (nameWords.length === 1 && /^M\d+$/.test(first)) return [`M-${first.slice(1)}`];
  for (const [form, spelled] of LEADING_FORMS) {
    if (nameWords.length > form.length && form.every((w, i) => nameWords[i] === w)) {
      return [spelled, ...nameWords.slice(form.length)];
    }
  }
  return nameWords;
}

/** Suffixes after which a number names the road ("COUNTY ROAD 577") rather than a unit. */
export const ROAD_NUMBER_SUFFIXES: ReadonlySet<string> = new Set(['RD', 'HWY', 'RTE', 'FWY', 'EXPY', 'TPKE']);
