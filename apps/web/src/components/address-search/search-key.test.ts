import { describe, expect, it } from 'vitest';
import { canSuggest, typedToKey } from './search-key';

describe('the type-ahead key', () => {
  it('is the typed text trimmed, without spaces and upper-cased', () => {
    expect(typedToKey('  123 main st apt 4 ')).toBe('123MAINSTAPT4');
    expect(typedToKey('12\tElm\u00a0Ct')).toBe('12ELMCT');
  });

  it('asks for suggestions from six letters or digits on', () => {
    expect(canSuggest('12 mai')).toBe(false);
    expect(canSuggest('12 main')).toBe(true);
    // Punctuation does not count: the server's key has letters and digits only.
    expect(canSuggest('1-2 m.a.i')).toBe(false);
    expect(canSuggest('x'.repeat(97))).toBe(false);
  });
});
