import type { FindingRule } from '@voterroll/contract/metrics';

/**
 * One hand-built registration of each rule (metric-rules.fixture.ts) and the finding the load gives
 * it, as GET /api/registration/{voterId} answers it: the server's test checks the answer against
 * these on both engines, the web's tests render them. UNDELIVERABLE has no case yet.
 */
export interface RuleEvidenceCase {
  voterId: number;
  finding: {
    rule: FindingRule;
    detail: string | null;
    snapshot_date: string;
    evidence: Record<string, unknown>;
    verdict: null;
  };
}

const S = '2025-10-01';
const at = (
  voterId: number,
  rule: FindingRule,
  detail: string | null,
  evidence: Record<string, unknown>,
) => ({
  voterId,
  finding: { rule, detail, snapshot_date: S, evidence, verdict: null },
});

export const RULE_EVIDENCE: Partial<Record<FindingRule, RuleEvidenceCase>> = {
  DUPLICATE: at(1001, 'DUPLICATE', null, {
    matches: [{ part: 'address', match: 'same first name, birth year and address', voter_ids: [1001, 1002] }],
    summary: 'Shares identifying details with other registrations',
  }),
  DECEASED: at(1014, 'DECEASED', null, {
    line: 2,
    source: 'deceased.csv',
    summary: 'Listed in the deceased source, matched by voter id',
    source_id: 1,
    matched_by: 'voter id',
    source_name: 'obituary',
    date_of_death: '2024-03-01',
    source_snapshot: S,
  }),
  AGE_100_PLUS: at(1019, 'AGE_100_PLUS', null, {
    age: 100,
    as_of: '2025-01-01',
    summary: 'Age 100 on Jan 1',
    year_of_birth: 1925,
  }),
  AGE_90_PLUS: at(1016, 'AGE_90_PLUS', null, {
    age: 90,
    as_of: '2025-01-01',
    summary: 'Age 90 on Jan 1',
    year_of_birth: 1935,
  }),
  AGE_PLACEHOLDER: at(1022, 'AGE_PLACEHOLDER', null, {
    age: 125,
    as_of: '2025-01-01',
    summary: 'Birth year 1900 is a placeholder (age 125), not a real age',
    year_of_birth: 1900,
  }),
  REG_DATE_PRE_1942: at(1025, 'REG_DATE_PRE_1942', null, {
    summary: 'Registered 1941-12-31, before 1942',
    registration_date: '1941-12-31',
  }),
  UPS_USPS: at(1027, 'UPS_USPS', 'USPS', {
    kind: 'USPS',
    line: 2,
    name: 'DETROIT MAIN POST OFFICE',
    source: 'postal-locations.csv',
    address: '1401 West Fort Street, DETROIT 48233',
    summary: 'Registered at DETROIT MAIN POST OFFICE (USPS post office)',
    source_id: 1,
    source_snapshot: S,
  }),
  NCOA_STATE: at(1029, 'NCOA_STATE', 'OH', {
    line: 2,
    source: 'ncoa.csv',
    summary: 'Change of address to OH effective 2023-05-01',
    new_city: 'COLUMBUS',
    move_type: 'I',
    new_state: 'OH',
    source_id: 1,
    source_snapshot: S,
    move_effective_date: '2023-05-01',
  }),
  LOW_PROPENSITY: at(1025, 'LOW_PROPENSITY', null, {
    status: 'A',
    summary: 'Registered 1941-12-31; last voted never (no history on file)',
    last_voted: null,
    registration_date: '1941-12-31',
  }),
  NVRA_8D_DEC_2022: at(1039, 'NVRA_8D_DEC_2022', null, {
    status: 'V',
    summary: 'Registered 2020-11-02; last voted 2020-08-04',
    last_voted: '2020-08-04',
    registration_date: '2020-11-02',
  }),
  NVRA_8D_2025: at(1039, 'NVRA_8D_2025', null, {
    status: 'V',
    summary: 'Registered 2020-11-02; last voted 2020-08-04',
    last_voted: '2020-08-04',
    registration_date: '2020-11-02',
  }),
  NON_RESIDENTIAL: at(1044, 'NON_RESIDENTIAL', 'Prison', {
    line: 2,
    source: 'canvass.csv',
    summary: 'Address canvassed as Prison',
    category: 'Prison',
    source_id: 1,
    source_snapshot: S,
  }),
  BLANK_UNIT: at(1046, 'BLANK_UNIT', 'apt_num_blank', {
    line: 4,
    source: 'canvass.csv',
    finding: 'apt_num_blank',
    summary: 'Apartment number missing: the address has units and the registration names none',
    source_id: 3,
    source_snapshot: S,
  }),
};
