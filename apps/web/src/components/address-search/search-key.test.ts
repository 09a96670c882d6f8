import { describe, expect, it } from 'vitest';
import { canSuggest, typedToKey } from './search-key';

describe('the type-ahead key', () => {
  it('is the typed text trimmed, upper-cased, its spaces kept one at a time for the server to read', () => {
    expect(typedToKey('  123 main st apt 4 ')).toBe('123 MAIN ST APT 4');
    expect(typedToKey('12\tElm\u00a0\u00a0Ct')).toBe('12 ELM CT');
  });

  it('asks for suggestions from six letters or digits on', () => {
    expect(canSuggest('12 mai')).toBe(false);
    expect(canSuggest('12 main')).toBe(true);
    // Punctuation does not count: the server's key has letters and digits only.
    expect(canSuggest('1-2 m.a.i')).toBe(false);
    expect(canSuggest('x'.repeat(97))).toBe(false);
  });
});
