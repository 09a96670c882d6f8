import { describe, expect, it } from 'vitest';
import { listSearch, readListPlace } from './list-place';

const read = (query: string) => readListPlace(new URLSearchParams(query));

describe('a registration page’s place in a clerk list', () => {
  it('keeps only the status filters the list’s tab offers, so stepping on never asks a refused one', () => {
    // Confirmation holds Active registrations only: a saved link's CH, V or R is dropped.
    for (const v of ['CH', 'V', 'R']) {
      const place = read(`list=confirmation&list_voter_status=${v}&list_q=smith&list_pos=3&list_back=/clerk`);
      expect(place?.filters).toMatchObject({ q: 'smith' });
      expect(place?.filters.voter_status).toBeUndefined();
    }
    expect(read('list=confirmation&list_voter_status=A&list_pos=1')?.filters.voter_status).toBe('A');
    // Challenged offers every voter status but not VALID as a triage status.
    const challenged = read(
      'list=challenged&list_filter=CS&list_voter_status=CH&list_triage_status=VALID&list_pos=1',
    );
    expect(challenged?.filters.voter_status).toBe('CH');
    expect(challenged?.filters.triage_status).toBeUndefined();
    expect(read('list=confirmation&list_triage_status=VALID&list_pos=1')?.filters.triage_status).toBe(
      'VALID',
    );
    // The workspace has no such filters.
    expect(read('list=workspace&list_status=ALL&list_voter_status=A&list_pos=1')?.filters.voter_status).toBe(
      undefined,
    );
  });

  it('reads back what it wrote', () => {
    const place = {
      kind: { tab: 'confirmation' as const },
      filters: { sort: 'full_name' as const, dir: 'desc' as const, voter_status: 'A', triage_status: 'TRG' },
      pos: 331,
      // The cursor of the row's page (Confirmation pages by key): Save and next reads from it.
      after: 'eyJsIjoieCJ9',
      back: '/clerk-dashboard?tab=confirmation',
    };
    const back = readListPlace(new URLSearchParams(listSearch(place)));
    expect(back).toMatchObject({ ...place, filters: expect.objectContaining(place.filters) });
  });
});
