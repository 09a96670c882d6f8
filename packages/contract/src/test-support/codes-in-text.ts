import { CODES_NEVER_SHOWN, VOTER_STATUSES } from '../labels';
import { TRIAGE_STATUS_INFO } from '../triage';

/**
 * Text the spec fixes that holds a code as a word: the triage labels ('VALID - Registration
 * Verified OK', spec 3 section 4.1). Taken out of a page's text before it is searched.
 */
const SPEC_TEXT = Object.values(TRIAGE_STATUS_INFO)
  .flatMap((i) => [i.label, i.filterLabel])
  .filter((t) => CODES_NEVER_SHOWN.some((c) => wordOf(c).test(t)))
  .sort((a, b) => b.length - a.length);

function wordOf(code: string): RegExp {
  // A whole word: no letter, digit, '_' or '-' either side (NVRA_8D_2025 is not NVRA_8D_DEC_2022's part).
  return new RegExp(`(?<![\\w-])${code.replace(/[-_.]/g, '\\$&')}(?![\\w-])`);
}
/** NEW also begins Michigan's place names (NEW BALTIMORE CITY, NEW HAVEN VILLAGE): not then a code. */
const placeName = (code: string) =>
  code === 'NEW' ? new RegExp(`${wordOf(code).source}(?! [A-Z])`) : wordOf(code);
/**
 * Words issue 37 found on the pages that are codes or a bare 'ALL' to a reader: the file's UOCAVA
 * name, the workflow's first step by the company's initials, a table's 'ALL' for no area.
 */
const PHRASES_NEVER_SHOWN = [
  { code: 'NON-UOCAVA', pattern: /(?<![\w-])NON-UOCAVA(?![\w-])/ },
  { code: 'CMV Identify', pattern: /CMV Identify/ },
  { code: 'Municipality ALL', pattern: /(?:Municipality|County)\s+ALL(?![\w-])/ },
];
const PATTERNS = [
  ...CODES_NEVER_SHOWN.map((code) => ({ code, pattern: placeName(code) })),
  ...PHRASES_NEVER_SHOWN,
];

/** The codes of rules, statuses, roles and events that this text shows (none: []). */
export function codesInText(text: string): string[] {
  let rest = text;
  for (const t of SPEC_TEXT) rest = rest.replaceAll(t, ' ');
  return PATTERNS.filter((p) => p.pattern.test(rest)).map((p) => {
    const at = rest.search(p.pattern);
    return `${p.code} in "…${rest.slice(Math.max(0, at - 40), at + p.code.length + 40).replace(/\s+/g, ' ')}…"`;
  });
}

/**
 * A voter status code after the word 'status' on one line ('Status V', 'status: CH'), unless its
 * words follow in brackets ('status V (Verify)'). Single letters are initials in ordinary text,
 * so only this phrase is read page-wide; marked elements are read by `bareStatusCodes`.
 */
const STATUS_CODE = new RegExp(
  `(?<![\\w-])(?:[Ss]tatus|STATUS):?[ \\t]+(${[...VOTER_STATUSES].sort((a, b) => b.length - a.length).join('|')})(?![\\w-])(?! \\()`,
  'g',
);

/** Each voter status code this text shows after 'status' without its words. */
export function statusCodesInText(text: string): string[] {
  return [...text.matchAll(STATUS_CODE)].map(
    (m) =>
      `voter status ${m[1]} in "…${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}…"`,
  );
}

/**
 * The texts of elements that show a voter status (marked `data-voter-status`: the badge, the
 * evidence's status) that are a bare code ('V') instead of its words ('Verify').
 */
export function bareStatusCodes(texts: readonly string[]): string[] {
  return texts
    .map((t) => t.trim())
    .filter((t) => (VOTER_STATUSES as readonly string[]).includes(t))
    .map((t) => `voter status ${t} shown as its code in a status field`);
}
