import type { Rng } from './random';

/**
 * How a scanner's OCR misreads an envelope: the confusions of printed and handwritten characters
 * (O and 0, I and 1, S and 5, B and 8...), dropped and doubled characters, and on hard-to-read
 * scans whole fields left blank. `legibility` 'clear' envelopes are read almost perfectly.
 */
export type Legibility = 'clear' | 'smudged' | 'faded';

const CONFUSIONS: Record<string, string[]> = {
  O: ['0', 'D', 'Q'],
  '0': ['O', 'D', '8'],
  I: ['1', 'l', '|'],
  '1': ['I', 'l', '7'],
  S: ['5', '$'],
  '5': ['S', '6'],
  B: ['8', 'R'],
  '8': ['B', '3', '0'],
  E: ['F', 'C'],
  G: ['6', 'C'],
  '6': ['G', 'b'],
  Z: ['2'],
  '2': ['Z', '7'],
  A: ['4', 'R'],
  '4': ['A', '9'],
  M: ['N', 'RN'],
  N: ['M', 'H'],
  U: ['V', 'LI'],
  '/': ['1', '7', ''],
  '-': ['_', '~', ''],
};

/** Per-character chance of a misreading, by legibility. */
const ERROR_RATE: Record<Legibility, number> = { clear: 0.004, smudged: 0.06, faded: 0.16 };
/** Chance that the OCR returns nothing for a field, by legibility. */
const BLANK_RATE: Record<Legibility, number> = { clear: 0, smudged: 0.03, faded: 0.25 };

export function ocrRead(rng: Rng, text: string, legibility: Legibility): string {
  if (text === '' || rng.chance(BLANK_RATE[legibility])) return '';
  const rate = ERROR_RATE[legibility];
  let out = '';
  for (const ch of text) {
    if (!rng.chance(rate)) {
      out += ch;
      continue;
    }
    const roll = rng.next();
    const options = CONFUSIONS[ch.toUpperCase()];
    if (options && roll < 0.7) out += rng.pick(options);
    else if (roll < 0.85)
      out += ''; // dropped
    else out += ch + ch; // doubled
  }
  return out;
}

/** Draws how readable an envelope is: most are clear, some smudged, a few faded or stained. */
export function drawLegibility(rng: Rng): Legibility {
  const r = rng.next();
  return r < 0.72 ? 'clear' : r < 0.92 ? 'smudged' : 'faded';
}
