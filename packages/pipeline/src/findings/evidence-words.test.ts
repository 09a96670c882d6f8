import {
  CANVASS_FINDING_LABELS,
  MOVE_TYPE_LABELS,
  POSTAL_KIND_LABELS,
} from '@voterroll/contract/evidence-labels';
import { VOTER_STATUS_LABELS } from '@voterroll/contract/labels';
import {
  CANVASS_FINDINGS,
  NCOA_MOVE_TYPES,
  POSTAL_LOCATION_KINDS,
  VOTER_STATUS_CODES,
} from '@voterroll/voterfile/qvf-format';
import { describe, expect, it } from 'vitest';

// Words, not codes (issue 27): every code the source files may put in a finding's evidence or
// summary has its words in the contract's tables, which the summaries and the pages read.
describe("the evidence's codes", () => {
  it.each([
    ['voter status', VOTER_STATUS_CODES, VOTER_STATUS_LABELS],
    ['NCOA move type', NCOA_MOVE_TYPES, MOVE_TYPE_LABELS],
    ['canvass finding', CANVASS_FINDINGS, CANVASS_FINDING_LABELS],
    ['postal location kind', POSTAL_LOCATION_KINDS, POSTAL_KIND_LABELS],
  ] as const)('gives every %s its words', (_, codes, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
  });
});
