import { describe, expect, it } from 'vitest';
import { TYPE_VARIANTS } from './streets';
import { addressPart, norm, streetLine } from './truth-matching';

const base = {
  numberPrefix: '',
  number: '1401',
  numberSuffix: '',
  dirPrefix: 'W',
  streetName: 'FORT',
  dirSuffix: '',
} as const;

describe('address normalization of the ground truth', () => {
  it('reads every street-type form the generator writes as its Pub 28 abbreviation', () => {
    for (const [abbreviation, forms] of Object.entries(TYPE_VARIANTS)) {
      for (const streetType of [abbreviation, ...forms]) {
        const a = { ...base, streetType };
        expect(streetLine(a), streetType).toBe(`1401 W FORT ${abbreviation}`);
      }
    }
  });

  it('collapses spaces, drops periods and upper-cases', () => {
    expect(norm('  grand  river ')).toBe('GRAND RIVER');
    expect(addressPart('Ave.')).toBe('AVE');
    expect(norm('MUÑOZ')).toBe('MUÑOZ');
    expect(norm('Muñoz')).toBe('MUÑOZ');
    const a = { ...base, streetName: 'GRAND  RIVER', streetType: 'Ave.' };
    expect(streetLine(a)).toBe('1401 W GRAND RIVER AVE');
  });
});
