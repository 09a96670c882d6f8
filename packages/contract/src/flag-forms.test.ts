import { describe, expect, it } from 'vitest';
import { phoneDigits } from './accounts-api';
import { flagPhoneForm } from './flag-forms';

const phoneMessages = (phone: string, consent: unknown = true) => {
  const r = flagPhoneForm.safeParse({ phone, consent });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the flag dialog phone step (spec 1 section 5)', () => {
  it('accepts a phone as people type it and sends its 10 digits', () => {
    for (const typed of [
      '5175550142',
      '(517) 555-0142',
      '517.555.0142',
      '+1 517 555 0142',
      '1-517-555-0142',
    ]) {
      expect(phoneMessages(typed)).toEqual([]);
      expect(phoneDigits(typed)).toBe('5175550142');
    }
  });

  it("says the spec's words for a missing or wrong phone and a missing consent", () => {
    // The form shows a field's first message (react-hook-form's default).
    expect(phoneMessages('')[0]).toBe('Phone required');
    expect(phoneMessages('555-0142')).toEqual(['Phone number is invalid']);
    expect(phoneMessages('517 555 01a2')).toEqual(['Phone number is invalid']);
    expect(phoneMessages('5175550142', false)).toEqual(['Consent is required.']);
  });
});
