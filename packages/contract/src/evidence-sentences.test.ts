import { describe, expect, it } from 'vitest';
import { findingSentences, type RelatedRegistration, relatedIdsOf } from './evidence-sentences';
import { FINDING_RULES } from './metrics';

/** The evidence each rule's finding carries, as the load stores it (pipeline/src/findings). */
const SNAP = '2026-10-01';
const at = (rule: string, evidence: Record<string, unknown>, detail: string | null = null) => ({
  rule,
  detail,
  snapshot_date: SNAP,
  evidence,
});
const source = (file: string, line: number) => ({ source: file, line, source_snapshot: SNAP, source_id: 9 });
const related = new Map<number, RelatedRegistration>([
  [41008155262, { voter_id: 41008155262, full_name: 'DOE, JANE', full_street_address: '2136 BROADWAY ST' }],
  [41008155263, { voter_id: 41008155263, full_name: 'DOE, JANE A', full_street_address: '12 MAIN ST' }],
]);

const SELF = 41000000001;
const inactivity = { registration_date: '2019-05-02', last_voted: null, status: 'V' };
const CASES: Record<string, { finding: ReturnType<typeof at>; says: string[] }> = {
  DUPLICATE: {
    finding: at('DUPLICATE', {
      summary: 'Shares identifying details with other registrations',
      matches: [
        { part: 'address', match: 'same first name, birth year and address', voter_ids: [SELF, 41008155262] },
        {
          part: 'name',
          match: 'same first, middle and last name and birth year',
          voter_ids: [SELF, 41008155262, 41008155263],
        },
      ],
    }),
    says: [
      'Shares first name, birth year and address with registration 41008155262 (JANE DOE, 2136 BROADWAY ST).',
      'Shares first, middle and last name and birth year with registration 41008155262 (JANE DOE, 2136 BROADWAY ST) and registration 41008155263 (JANE A DOE, 12 MAIN ST).',
      `Source: the registration's own fields in the voter file of ${SNAP}.`,
    ],
  },
  DECEASED: {
    finding: at('DECEASED', {
      ...source('deceased.csv', 14),
      summary: 'Listed in the deceased source, matched by voter id',
      date_of_death: '2024-03-02',
      source_name: 'Michigan Department of Health and Human Services',
      matched_by: 'name and birth year (unique match)',
    }),
    says: [
      'Listed in the deceased records of Michigan Department of Health and Human Services, date of death 2024-03-02; matched by name and birth year (the only registration that matches).',
      `Source: deceased.csv, line 14, delivered with the voter file of ${SNAP}.`,
    ],
  },
  AGE_100_PLUS: {
    finding: at('AGE_100_PLUS', { year_of_birth: 1921, age: 105, as_of: '2026-01-01' }),
    says: ['Born in 1921: age 105 on 2026-01-01 (the voter file gives only the birth year).'],
  },
  AGE_90_PLUS: {
    finding: at('AGE_90_PLUS', { year_of_birth: 1931, age: 95, as_of: '2026-01-01' }),
    says: ['Born in 1931: age 95 on 2026-01-01 (the voter file gives only the birth year).'],
  },
  AGE_PLACEHOLDER: {
    finding: at('AGE_PLACEHOLDER', { year_of_birth: 1800, age: 226, as_of: '2026-01-01' }),
    says: ['Birth year 1800 is a placeholder: age 226 on 2026-01-01, which no one living has.'],
  },
  REG_DATE_PRE_1942: {
    finding: at('REG_DATE_PRE_1942', { registration_date: '1930-01-01' }),
    says: ['Registered on 1930-01-01, before 1942.'],
  },
  UPS_USPS: {
    finding: at(
      'UPS_USPS',
      {
        ...source('postal-locations.csv', 3),
        name: 'THE UPS STORE 1234',
        kind: 'UPS',
        address: '500 MAIN ST, LANSING 48933',
      },
      'UPS',
    ),
    says: [
      "The registration's street address is THE UPS STORE 1234, a UPS Store, at 500 MAIN ST, LANSING 48933.",
      `Source: postal-locations.csv, line 3, delivered with the voter file of ${SNAP}.`,
    ],
  },
  NCOA_STATE: {
    finding: at(
      'NCOA_STATE',
      {
        ...source('ncoa.csv', 8),
        move_effective_date: '2023-04-01',
        move_type: 'F',
        new_state: 'OH',
        new_city: 'TOLEDO',
      },
      'OH',
    ),
    says: ['A National Change of Address record (family move) to TOLEDO, OH, effective 2023-04-01.'],
  },
  LOW_PROPENSITY: {
    finding: at('LOW_PROPENSITY', { ...inactivity, last_voted: '2016-11-08', status: 'A' }),
    says: ['Registered on 2019-05-02; last voted on 2016-11-08; voter status Active.'],
  },
  NVRA_8D_DEC_2022: {
    finding: at('NVRA_8D_DEC_2022', inactivity),
    says: [
      'Registered on 2019-05-02; no vote on file; voter status Verify.',
      'A confirmation notice was sent (status Verify), the registration predates the federal general election of 2020-11-03 and no vote is on file since.',
    ],
  },
  NVRA_8D_2025: {
    finding: at('NVRA_8D_2025', inactivity),
    says: [
      'A confirmation notice was sent (status Verify), the registration predates the federal general election of 2022-11-08 and no vote is on file since.',
    ],
  },
  NON_RESIDENTIAL: {
    finding: at('NON_RESIDENTIAL', { ...source('canvass.csv', 5), category: 'Commercial' }, 'Commercial'),
    says: ['Canvassers categorized the address as Commercial.'],
  },
  BLANK_UNIT: {
    finding: at('BLANK_UNIT', { ...source('canvass.csv', 6), finding: 'apt_num_blank' }, 'apt_num_blank'),
    says: [
      'Apartment number missing: canvassers found units at the address and the registration names none.',
    ],
  },
  UNDELIVERABLE: {
    finding: at('UNDELIVERABLE', { summary: 'Mail to this address came back undeliverable' }),
    says: ['Mail to this address came back undeliverable.'],
  },
};

describe('a finding in sentences (the challenge packet)', () => {
  it('has a case for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual([...FINDING_RULES].sort());
  });

  for (const [rule, c] of Object.entries(CASES)) {
    it(`says ${rule} in words, with its source, never its JSON`, () => {
      const said = findingSentences(c.finding, SELF, related);
      for (const s of c.says) expect(said).toContain(s);
      expect(said.at(-1)).toMatch(/^Source: /);
      expect(said.join(' ')).not.toMatch(/[{}[\]"_]|\bnull\b|undefined/);
    });
  }

  it('names a related registration missing from the voter file as such', () => {
    const said = findingSentences(CASES.DUPLICATE!.finding, SELF, new Map());
    expect(said[0]).toBe(
      'Shares first name, birth year and address with registration 41008155262 (no longer in the voter file).',
    );
  });

  it("lists DUPLICATE's other registrations once, without the registration itself", () => {
    expect(relatedIdsOf(CASES.DUPLICATE!.finding, SELF)).toEqual([41008155262, 41008155263]);
    expect(relatedIdsOf(CASES.DECEASED!.finding, SELF)).toEqual([]);
  });
});
