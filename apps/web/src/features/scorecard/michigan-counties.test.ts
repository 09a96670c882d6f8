import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import michigan from '../../../../../packages/voterfile/src/michigan/counties.json';
import { countyKey, loadMichiganCounties } from './michigan-counties';
import { michiganCountiesTopology } from './michigan-topology';

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

  it('ships exactly the Michigan counties of the us-atlas package (scripts/michigan-counties.ts)', () => {
    const atlas = createRequire(import.meta.url)('us-atlas/counties-10m.json') as Topology;
    const shipped = JSON.parse(
      readFileSync(new URL('./michigan-counties-10m.json', import.meta.url), 'utf8'),
    );
    expect(shipped).toEqual(michiganCountiesTopology(atlas));
    expect(shipped.objects.counties.geometries).toHaveLength(83);
    // Only the arcs Michigan uses: a small part of the nation's.
    expect(shipped.arcs.length).toBeLessThan(atlas.arcs.length / 10);
  });
});
