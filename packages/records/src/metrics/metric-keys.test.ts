import { FINDING_RULES } from '@voterroll/contract/metrics';
import { describe, expect, it } from 'vitest';
import { ABSENTEE_2020_KEY, NVRA_REMOVED_KEY } from './metric-keys';

describe('the extra zone_metrics keys', () => {
  it('share no key with the finding rules, the totals or each other (zone_metrics is keyed by them)', () => {
    const taken = new Set<string>([...FINDING_RULES, 'TOTAL', 'ANY_FINDING', 'HARD_FINDING', 'UOCAVA']);
    const extra = [NVRA_REMOVED_KEY, ABSENTEE_2020_KEY];
    for (const key of extra) expect(taken.has(key), key).toBe(false);
    expect(new Set(extra).size).toBe(extra.length);
    // Keys with a ':' are a metric's parts (UOCAVA:M, DUPLICATE:address): these are metrics of their own.
    for (const key of extra) expect(key).toMatch(/^[A-Z0-9_]+$/);
  });
});
