import { describe, expect, it } from 'vitest';
import { evidenceKeyLabel, evidenceValueLabel, findingDetailLabel } from './evidence-labels';

describe('evidence labels', () => {
  it('reads the codes of a finding evidence as words', () => {
    expect([evidenceKeyLabel('status'), evidenceValueLabel('status', 'V')]).toEqual([
      'Voter status',
      'Verify',
    ]);
    expect(evidenceValueLabel('move_type', 'F')).toBe('Family');
    expect(evidenceValueLabel('finding', 'trlr_lot_blank')).toBe('Trailer lot missing');
    expect(evidenceValueLabel('kind', 'CMRA')).toBe('Commercial mail receiving agency');
    expect(findingDetailLabel('BLANK_UNIT', 'apt_num_blank')).toBe('Apartment number missing');
    expect(findingDetailLabel('UPS_USPS', 'UPS')).toBe('UPS Store');
  });

  it('shows other fields as they are, their names in words', () => {
    expect([
      evidenceKeyLabel('move_effective_date'),
      evidenceValueLabel('move_effective_date', '2023-05-01'),
    ]).toEqual(['Move effective date', '2023-05-01']);
    expect(evidenceValueLabel('age', 101)).toBe('101');
    expect(findingDetailLabel('NCOA_STATE', 'OH')).toBe('OH');
  });
});
