import { describe, expect, it } from 'vitest';
import michigan from '../../../../../packages/voterfile/src/michigan/counties.json';
import { countyKey, loadMichiganCounties } from './michigan-counties';

describe('the map boundary data', () => {
  it("holds one shape for each of Michigan's 83 counties, matched to the product's county names", async () => {
    const features = await loadMichiganCounties();
    const shapes = new Set(features.map((f) => countyKey(f.properties.name)));
    expect(features).toHaveLength(83);
    // The voter file spells counties upper-case without periods (ST CLAIR); every one has a shape.
    const names = (michigan as { name: string }[]).map((c) => countyKey(c.name.toUpperCase()));
    expect(names.filter((n) => !shapes.has(n))).toEqual([]);
    expect(shapes.has('ST JOSEPH')).toBe(true);
    expect(features.every((f) => f.id.startsWith('26'))).toBe(true);
  });
});
