import { unitDesignator, unitKeyDesignator } from './unit-designators';

/** A unit (secondary address) in its two forms. */
export interface UnitForms {
  /** Pub 28 form for display: "APT 4", "# 12B", "LOT 22", "BLDG 2 APT 4". */
  display: string;
  /** Form used in full_address_hash: generic designators (APT, UNIT, #, NO) all become '#'. */
  key: string;
}

interface UnitPart {
  /** Display designator (a Pub 28 abbreviation, '#', or an unknown word kept as written). */
  designator: string;
  /** Key designator. */
  keyDesignator: string;
  ids: string[];
}

const EMPTY: UnitForms = { display: '', key: '' };
const ORDINAL = /^(\d+)(ST|ND|RD|TH)$/;
const GLUED = /^([A-Z]{2,})-?(\d[0-9A-Z\-/]*|(?<=-)[A-Z][0-9A-Z\-/]*)$/;
const WORD = /^[A-Z]{2,}$/;
const HAS_DIGIT = /\d/;

/**
 * Normalizes a unit ("EXTENSION"): "Apt. #4", "APT 4", "#4", "# 4", "Unit 4" all display as their own
 * designator with one space ("APT 4", "# 4", "UNIT 4") and key as "# 4"; specific designators keep
 * their abbreviation in the key ("LOT 22", "STE 100"). A bare identifier ("4B") is "# 4B".
 * Numeric identifiers lose leading zeros ("APT 04" is "APT 4"); "4 B" and "4B" are one identifier.
 */
export function normalizeUnit(extension: string): UnitForms {
  if (extension.trim() === '') return EMPTY;
  const text = extension
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/#/g, ' # ')
    .replace(/[^\p{L}\p{N}#/\- ]+/gu, ' ');
  const parts = toParts(text.split(' ').filter((t) => t !== '' && t !== '-'));
  if (parts.length === 0) return EMPTY;
  const display: string[] = [];
  const key: string[] = [];
  for (const part of parts) {
    const id = joinIdentifier(part.ids);
    display.push(id === '' ? part.designator : `${part.designator} ${id}`);
    key.push(id === '' ? part.keyDesignator : `${part.keyDesignator} ${id}`);
  }
  return { display: display.join(' '), key: key.join(' ') };
}

function toParts(tokens: string[]): UnitPart[] {
  const parts: UnitPart[] = [];
  let current: UnitPart | undefined;
  const start = (designator: string, keyDesignator: string): UnitPart => {
    current = { designator, keyDesignator, ids: [] };
    parts.push(current);
    return current;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!.replace(/^-+|-+$/g, '');
    if (token === '') continue;
    const designator = unitDesignator(token);
    if (designator !== undefined) {
      // "APT #4", "LOT # 22": the number sign after a designator only introduces the number.
      if (designator.abbreviation === '#' && token === '#' && current && current.ids.length === 0) continue;
      const previous = current;
      // "2ND FLOOR" is "FL 2".
      const ordinal =
        previous && previous.designator === '#' ? ORDINAL.exec(previous.ids.at(-1) ?? '') : null;
      if (designator.abbreviation === 'FL' && previous && ordinal && previous.ids.length === 1) {
        parts.pop();
        start('FL', 'FL').ids.push(ordinal[1]!);
        current = undefined;
        continue;
      }
      start(designator.abbreviation, unitKeyDesignator(designator.abbreviation));
      continue;
    }
    const glued = GLUED.exec(token);
    const gluedDesignator = glued ? unitDesignator(glued[1]!) : undefined;
    if (glued && gluedDesignator !== undefined) {
      // "APT4", "STE104", "APT-B": a designator written against its number.
      start(gluedDesignator.abbreviation, unitKeyDesignator(gluedDesignator.abbreviation)).ids.push(
        glued[2]!,
      );
      continue;
    }
    const next = tokens[i + 1];
    if (
      WORD.test(token) &&
      next !== undefined &&
      HAS_DIGIT.test(next) &&
      (!current || current.ids.length > 0)
    ) {
      // An unlisted designator ("SITE 12"): kept as written, in display and key alike.
      start(token, token);
      continue;
    }
    (current ?? start('#', '#')).ids.push(token);
  }
  return parts;
}

/** Joins identifier words: a lone letter joins its neighbour ("4 B" -> "4B"); leading zeros go. */
function joinIdentifier(ids: string[]): string {
  let out = '';
  let previous = '';
  for (const raw of ids) {
    const id = raw.replace(/^0+(?=\d)/, '');
    if (out === '') out = id;
    else if (id.length === 1 || previous.length === 1) out += id;
    else out += ` ${id}`;
    previous = id;
  }
  return out;
}
