import type { Feature, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Michigan's county boundaries (US Census Bureau cartographic boundaries, 1:10m), shipped with the
 * app: michigan-counties-10m.json, cut from the npm package us-atlas by
 * `scripts/michigan-counties.ts` (michigan-topology.ts), 20 kB instead of the nation's 842 kB. It
 * is imported on demand so that it lands in the map's own chunk, and the map works offline.
 */
export type CountyFeature = Feature<Geometry, { name: string }> & { id: string };

/** County names compare upper-cased without periods ('St. Clair' and 'ST CLAIR' are one county). */
export const countyKey = (name: string) => name.toUpperCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

export async function loadMichiganCounties(): Promise<CountyFeature[]> {
  const [{ feature }, michigan] = await Promise.all([
    import('topojson-client'),
    import('./michigan-counties-10m.json').then((m) => m.default as unknown as Topology),
  ]);
  const counties = michigan.objects.counties as GeometryCollection<{ name: string }>;
  return feature(michigan, counties).features as CountyFeature[];
}
