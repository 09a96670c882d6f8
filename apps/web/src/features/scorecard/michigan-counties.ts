import type { Feature, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Michigan's county boundaries from `us-atlas` (Census cartographic boundaries, 1:10m), shipped
 * with the app: the TopoJSON is imported on demand so that it lands in the map's own chunk, and
 * the map works offline. Michigan's counties are FIPS 26xxx.
 */
export const MICHIGAN_FIPS = '26';

export type CountyFeature = Feature<Geometry, { name: string }> & { id: string };

/** County names compare upper-cased without periods ('St. Clair' and 'ST CLAIR' are one county). */
export const countyKey = (name: string) => name.toUpperCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

export async function loadMichiganCounties(): Promise<CountyFeature[]> {
  const [{ feature }, atlas] = await Promise.all([
    import('topojson-client'),
    import('us-atlas/counties-10m.json').then((m) => m.default as unknown as Topology),
  ]);
  const counties = atlas.objects.counties as GeometryCollection<{ name: string }>;
  const michigan: GeometryCollection<{ name: string }> = {
    ...counties,
    geometries: counties.geometries.filter((g) => String(g.id).startsWith(MICHIGAN_FIPS)),
  };
  return feature(atlas, michigan).features as CountyFeature[];
}
