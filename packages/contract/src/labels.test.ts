import { describe, expect, it } from 'vitest';
import {
  CODES_NEVER_SHOWN,
  personName,
  personNameOf,
  precinctName,
  ROLE_LABELS,
  RULE_LABELS,
  reasonLabel,
  roleLabel,
  rolesLabel,
  ruleLabels,
  TRIAGE_STATUS_LABELS,
  triageMoveLabel,
  uocavaNameLabel,
  VOTER_STATUS_LABELS,
  VOTING_METHOD_LABELS,
  voterStatusLabel,
  votingMethodLabel,
} from './labels';
import { bareStatusCodes, codesInText, statusCodesInText } from './test-support/codes-in-text';
import { votingMethod } from './voters-api';

const wholeWord = (code: string) => new RegExp(`(?<![\\w-])${code.replace(/[-_.]/g, '\\$&')}(?![\\w-])`);

describe('labels', () => {
  it('says every voting method of the history in words, from this one table', async () => {
    expect(votingMethod.options.map(votingMethodLabel)).toEqual([
      'absentee',
      'in person',
      'method not recorded',
    ]);
    expect(Object.keys(VOTING_METHOD_LABELS)).toEqual(votingMethod.options);
    expect(votingMethodLabel('BY MAIL')).toBe('by mail');
    // The elections module holds names of elections only, not a second table of methods.
    expect(Object.keys(await import('./elections'))).not.toContain('VOTING_METHOD_LABELS');
  });

  it('gives every rule, status and role words that show none of the codes', () => {
    const labels = [
      ...Object.values(RULE_LABELS),
      ...Object.values(ROLE_LABELS),
      ...Object.values(TRIAGE_STATUS_LABELS).filter((l) => !l.startsWith('VALID - ')),
    ];
    for (const label of labels)
      for (const code of CODES_NEVER_SHOWN)
        expect(label, `${label} shows ${code}`).not.toMatch(wholeWord(code));
  });

  it('reads the codes of a row as words', () => {
    expect(ruleLabels('LOW_PROPENSITY,NVRA_8D_2025')).toEqual(['Low propensity', 'NVRA cancellation 2025']);
    expect(ruleLabels(['DECEASED', 'SOMETHING_NEW'])).toEqual(['Deceased', 'SOMETHING_NEW']);
    expect(roleLabel('ROLE_DIGITAL-RESEARCHER')).toBe('Digital Researcher');
    expect(roleLabel('DIGITAL-RESEARCHER')).toBe('Digital Researcher');
    expect(rolesLabel('ROLE_CLERK,ROLE_SITE-ROOT')).toBe('Clerk, Site Root');
    expect(reasonLabel('INACTIVE_VOTER')).toBe('Inactive voter (clerk review)');
    expect(reasonLabel('Deceased')).toBe('Deceased');
    expect(voterStatusLabel('CH')).toBe('Challenged');
    expect(voterStatusLabel('')).toBe('Unknown');
    expect(Object.keys(VOTER_STATUS_LABELS)).toEqual(['A', 'V', 'CH', 'I', 'R', 'C']);
  });

  it('says a flag event as a move between statuses in words', () => {
    expect(triageMoveLabel('NEW', 'TRG')).toBe('Unflagged → TRIAGE - Needs More Research');
    expect(triageMoveLabel('INQ', 'INQ')).toBe('Note (status stays In Queue for clerk review)');
  });
});

describe('codesInText', () => {
  it('finds a code shown as a word, not one inside the spec fixed labels or longer words', () => {
    expect(codesInText('Flags: NEW → TRG by ROLE_DIGITAL-RESEARCHER')).toEqual([
      expect.stringContaining('NEW in'),
      expect.stringContaining('TRG in'),
      expect.stringContaining('ROLE_DIGITAL-RESEARCHER in'),
    ]);
    expect(codesInText('Reason: INACTIVE_VOTER')).toEqual([expect.stringContaining('INACTIVE_VOTER')]);
    expect(codesInText('VALID - Registration Verified OK; INVALID - To Be Challenged; NEWS; Valid')).toEqual(
      [],
    );
    expect(codesInText('NVRA cancellation 2025, Low propensity, Digital Researcher')).toEqual([]);
  });

  it('finds the phrases issue 37 saw on the pages: the file’s UOCAVA name, CMV Identify, Municipality ALL', () => {
    expect(codesInText('UOCAVA NON-UOCAVA; 1. CMV Identify; Municipality ALL')).toEqual([
      expect.stringContaining('NON-UOCAVA in'),
      expect.stringContaining('CMV Identify in'),
      expect.stringContaining('Municipality ALL in'),
    ]);
    expect(codesInText('UOCAVA Not UOCAVA; 1. Found by our checks; Municipality All municipalities')).toEqual(
      [],
    );
  });
});

describe('statusCodesInText and bareStatusCodes', () => {
  it("finds a voter status code after 'status', not initials or a code with its words", () => {
    expect(statusCodesInText('Last voted 2020-08-04 Status V Registration date')).toEqual([
      expect.stringContaining('voter status V in'),
    ]);
    expect(statusCodesInText('status: CH; STATUS\tI')).toEqual([
      expect.stringContaining('voter status CH'),
      expect.stringContaining('voter status I'),
    ]);
    expect(
      statusCodesInText(
        'SHARON A BROWN; status V (Verify) means a notice was sent; Voter status Verify; statuses A, V; status and date',
      ),
    ).toEqual([]);
  });

  it('finds a status field that shows the code instead of its words', () => {
    expect(bareStatusCodes(['Verify', ' V ', 'Active', 'CH'])).toEqual([
      expect.stringContaining('voter status V'),
      expect.stringContaining('voter status CH'),
    ]);
    expect(bareStatusCodes(Object.values(VOTER_STATUS_LABELS))).toEqual([]);
  });
});

describe('personName and personNameOf', () => {
  it('says a name First Middle Last, blank parts left out', () => {
    expect(personName({ first_name: 'SHARON', middle_name: 'LAURA', last_name: 'BROWN' })).toBe(
      'SHARON LAURA BROWN',
    );
    expect(personName({ first_name: 'JOHN', middle_name: ' ', last_name: 'DOE', name_suffix: 'JR' })).toBe(
      'JOHN DOE JR',
    );
  });

  it("turns the lists' 'LAST, FIRST MIDDLE' around, a name without the comma as it is", () => {
    expect(personNameOf('BROWN, SHARON LAURA')).toBe('SHARON LAURA BROWN');
    expect(personNameOf('VAN DYKE, ANN')).toBe('ANN VAN DYKE');
    expect(personNameOf('BROWN')).toBe('BROWN');
    expect(personNameOf('')).toBe('');
  });
});

describe('uocavaNameLabel', () => {
  it('reads the file’s UOCAVA_STATUS_NAME in words', () => {
    expect(uocavaNameLabel('NON-UOCAVA')).toBe('Not UOCAVA');
    expect(uocavaNameLabel('')).toBe('Not UOCAVA');
    expect(uocavaNameLabel('MILITARY')).toBe('Military');
  });
});

describe('precinctName', () => {
  it('names a precinct as its zone does, one form everywhere', () => {
    expect(precinctName('03', '024')).toBe('WARD 03 PRECINCT 024');
    expect(precinctName('00', '024')).toBe('PRECINCT 024');
    expect(precinctName('', '7')).toBe('PRECINCT 7');
  });
});
