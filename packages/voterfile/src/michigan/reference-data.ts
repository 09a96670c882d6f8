/**
 * The public Michigan reference lists (counties, jurisdictions), used by the generator and for the
 * names of zones when a voter file carries only codes. Read from this folder's copies, so that the
 * package does not depend on a folder outside the project; upstream they live in
 * `<repo>/../shared/data/michigan/`, which is only a fallback here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface NamedCode {
  name: string;
  id: string;
}

function workspaceRoot(from: string): string | undefined {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function dataFile(name: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const local = join(here, name);
  if (existsSync(local)) return local;
  const root = workspaceRoot(here);
  if (root !== undefined) {
    const upstream = resolve(root, '../shared/data/michigan', name);
    if (existsSync(upstream)) return upstream;
  }
  throw new Error(`Michigan reference file ${name} not found (looked in ${local})`);
}

function readList(name: string): NamedCode[] {
  const parsed: unknown = JSON.parse(readFileSync(dataFile(name), 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${name}: expected a JSON array`);
  return parsed.map((item: unknown) => {
    const row = item as Partial<NamedCode>;
    if (typeof row.name !== 'string' || typeof row.id !== 'string') throw new Error(`${name}: bad entry`);
    return { name: row.name, id: row.id };
  });
}

export function readCounties(): NamedCode[] {
  return readList('counties.json');
}

export function readJurisdictions(): NamedCode[] {
  return readList('jurisdictions.json');
}

/** County code -> upper-case name, and jurisdiction code -> upper-case name (the list has no county). */
export interface ReferenceNames {
  counties: Map<number, string>;
  jurisdictions: Map<number, string>;
}

let names: ReferenceNames | undefined;

export function referenceNames(): ReferenceNames {
  names ??= {
    counties: new Map(readCounties().map((c) => [Number(c.id), c.name.toUpperCase()])),
    jurisdictions: new Map(
      readJurisdictions().map((j) => [Number(j.id), j.name.replace(/\s*\(\d+\)$/, '').toUpperCase()]),
    ),
  };
  return names;
}
