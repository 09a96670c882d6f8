/**
 * USPS Publication 28, Appendix C2 (secondary unit designators), plus '#'.
 * Each row is [standard abbreviation, name, other accepted spellings, needs a range]; the only
 * spellings added to Pub 28's are FLR, UPSTAIRS and DOWNSTAIRS, which clerks write for FL, UPPR, LOWR.
 * Designators without a required range (BSMT, FRNT, LBBY, LOWR, OFC, PH, REAR, SIDE, UPPR) may
 * stand alone ("REAR").
 */
export const PUB28_UNIT_DESIGNATORS: readonly (readonly [string, string, string, boolean])[] = [
  ['APT', 'APARTMENT', 'APT', true],
  ['BSMT', 'BASEMENT', 'BSMT', false],
  ['BLDG', 'BUILDING', 'BLDG', true],
  ['DEPT', 'DEPARTMENT', 'DEPT', true],
  ['FL', 'FLOOR', 'FL FLR', true],
  ['FRNT', 'FRONT', 'FRNT', false],
  ['HNGR', 'HANGAR', 'HNGR', true],
  ['KEY', 'KEY', '', true],
  ['LBBY', 'LOBBY', 'LBBY', false],
  ['LOT', 'LOT', '', true],
  ['LOWR', 'LOWER', 'LOWR DOWNSTAIRS', false],
  ['OFC', 'OFFICE', 'OFC', false],
  ['PH', 'PENTHOUSE', 'PH', false],
  ['PIER', 'PIER', '', true],
  ['REAR', 'REAR', '', false],
  ['RM', 'ROOM', 'RM', true],
  ['SIDE', 'SIDE', '', false],
  ['SLIP', 'SLIP', '', true],
  ['SPC', 'SPACE', 'SPC', true],
  ['STOP', 'STOP', '', true],
  ['STE', 'SUITE', 'STE', true],
  ['TRLR', 'TRAILER', 'TRLR', true],
  ['UNIT', 'UNIT', '', true],
  ['UPPR', 'UPPER', 'UPPR UPSTAIRS', false],
  ['#', '#', '', true],
];

/**
 * Designators that only say "this is a unit number" and name no kind of space: the same dwelling
 * is written "APT 4", "UNIT 4", "#4" and "NO 4", so the unit key writes them all as '#'.
 */
export const GENERIC_UNIT_DESIGNATORS: ReadonlySet<string> = new Set([
  'APT',
  'UNIT',
  '#',
  'NO',
  'NUM',
  'NUMBER',
  'NBR',
]);

interface Designator {
  /** The Pub 28 abbreviation (display form); NO, NUM, NUMBER and NBR display as '#'. */
  abbreviation: string;
  needsRange: boolean;
}

const DESIGNATORS = new Map<string, Designator>();
for (const [abbreviation, name, others, needsRange] of PUB28_UNIT_DESIGNATORS) {
  for (const word of [abbreviation, name, ...others.split(' ')]) {
    if (word !== '') DESIGNATORS.set(word, { abbreviation, needsRange });
  }
}
for (const word of ['NO', 'NUM', 'NUMBER', 'NBR'])
  DESIGNATORS.set(word, { abbreviation: '#', needsRange: true });

/** The designator a word names ("APARTMENT" -> APT, "NUMBER" -> #), or undefined. Expects upper case. */
export function unitDesignator(word: string): Designator | undefined {
  return DESIGNATORS.get(word);
}

/** The form a designator takes in the unit key: generic ones become '#', specific ones keep their abbreviation. */
export function unitKeyDesignator(abbreviation: string): string {
  return GENERIC_UNIT_DESIGNATORS.has(abbreviation) ? '#' : abbreviation;
}
