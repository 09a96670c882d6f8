import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Where test support lives: in a `test-support/` folder or a `*.fixture.ts` file, never under a
 * production name. Production code (apps' and packages' sources) neither imports vitest nor
 * imports test support. e2e/ is test code throughout.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(e.name) ? [relative(ROOT, path)] : [];
  });
}

const sourceDirs = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(ROOT, group)).flatMap((name) =>
    ['src', 'bin'].map((sub) => join(ROOT, group, name, sub)).filter((dir) => existsSync(dir)),
  ),
);

const isTestSupport = (path: string) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)test-support\//.test(path) || /\.fixture\.tsx?$/.test(path);

/** Every module specifier a file names (static and dynamic imports, re-exports). */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

const namesTestSupport = (spec: string) =>
  /(^|\/)test-support\//.test(spec) || /\.fixture(\.tsx?)?$/.test(spec);

const production = sourceDirs
  .flatMap((dir) => sourceFiles(dir))
  .filter((path) => !isTestSupport(path))
  .map((path) => ({ path, imports: specifiers(readFileSync(join(ROOT, path), 'utf8')) }));

describe('source layout', () => {
  it('finds the production sources', () => {
    expect(production.length).toBeGreaterThan(200);
  });

  it('keeps vitest out of production modules', () => {
    const offenders = production.filter((f) =>
      f.imports.some((s) => s === 'vitest' || s.startsWith('vitest/')),
    );
    expect(offenders.map((f) => f.path)).toEqual([]);
  });

  it('keeps test support out of production modules', () => {
    const offenders = production.flatMap((f) =>
      f.imports.filter(namesTestSupport).map((spec) => `${f.path} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
