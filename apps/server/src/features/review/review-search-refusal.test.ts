import { REVIEW_SEARCH_MORE_LETTERS } from '@voterroll/contract/review-search-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagTestApp, flagTestApp } from '../../test-support/flag-app';

/**
 * A search of short words alone that no stored table answers (three initials, a letter and a
 * two-letter word) is refused, in the list and the CSV, with the contract's words; one and two
 * letters and two initials are answered.
 */
let h: FlagTestApp;
beforeAll(async () => {
  h = await flagTestApp({ lansingVoters: 20, users: { researcher: [['ROLE_DIGITAL-RESEARCHER'], {}] } });
});
afterAll(() => h.close());

const get = (url: string) =>
  h.app.inject({ method: 'GET', url, headers: { 'x-access-token': h.tokens.researcher! } });

describe('the review search refused for more letters', () => {
  it('answers 400 with the message for short words alone other than one word or two initials', async () => {
    for (const q of ['j sm', 'j s m', 'ab cd'])
      for (const path of ['review-list', 'review-list-csv']) {
        const r = await get(`/api/${path}/ALL/INGHAM?q=${encodeURIComponent(q)}`);
        expect(r.statusCode, `${path} ${q}`).toBe(400);
        expect(r.json().message, `${path} ${q}`).toContain(REVIEW_SEARCH_MORE_LETTERS);
      }
    for (const q of ['v', 'vo', 'j v', 'voter1 j']) {
      const r = await get(`/api/review-list/ALL/INGHAM?q=${encodeURIComponent(q)}`);
      expect(r.statusCode, q).toBe(200);
    }
  });
});
