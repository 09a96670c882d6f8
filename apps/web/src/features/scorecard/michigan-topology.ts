import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';

/**
 * Cuts the Michigan counties (FIPS 26xxx) out of us-atlas's national county TopoJSON: the same
 * geometries, names and quantization, with only the arcs they use (renumbered). Arcs are
 * delta-encoded from their own first point, so they move between files unchanged. Used by
 * `scripts/michigan-counties.ts` to write the file the map ships, and by its test to check that
 * file against the package.
 */
export const MICHIGAN_FIPS = '26';

type CountyGeometry = (Polygon<{ name: string }> | MultiPolygon<{ name: string }>) & { id: string };

export function michiganCountiesTopology(atlas: Topology): Topology {
  const counties = atlas.objects.counties as GeometryCollection<{ name: string }>;
  const arcs: Topology['arcs'] = [];
  const renumbered = new Map<number, number>();
  const arc = (i: number) => {
    const k = i < 0 ? ~i : i;
    let n = renumbered.get(k);
    if (n === undefined) {
      n = arcs.length;
      renumbered.set(k, n);
      arcs.push(atlas.arcs[k]!);
    }
    return i < 0 ? ~n : n;
  };
  const ring = (r: number[]) => r.map(arc);
  const geometries = (counties.geometries as CountyGeometry[])
    .filter((g) => String(g.id).startsWith(MICHIGAN_FIPS))
    .map((g): CountyGeometry => {
      const base = { id: String(g.id), properties: { name: g.properties!.name } };
      return g.type === 'Polygon'
        ? { type: 'Polygon', arcs: g.arcs.map(ring), ...base }
        : { type: 'MultiPolygon', arcs: g.arcs.map((p) => p.map(ring)), ...base };
    });
  return {
    type: 'Topology',
    ...(atlas.transform ? { transform: atlas.transform } : {}),
    objects: { counties: { type: 'GeometryCollection', geometries } },
    arcs,
  };
}
