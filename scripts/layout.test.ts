import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  appImports,
  componentsCallingApi,
  edgesOf,
  featureCrossings,
  featureImportsFromOutside,
  folderCycles,
  isTestCode,
  type SourceFile,
  sharedNames,
  undeclaredWorkspaces,
  type Workspace,
} from './layout-rules';

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

const isTestSupport = isTestCode;

/** Every module specifier a file names (static and dynamic imports, re-exports). */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

const namesTestSupport = (spec: string) =>
  /(^|\/)test-support\//.test(spec) || /\.fixture(\.tsx?)?$/.test(spec);

const all: SourceFile[] = sourceDirs
  .flatMap((dir) => sourceFiles(dir))
  .map((path) => ({ path, imports: specifiers(readFileSync(join(ROOT, path), 'utf8')) }));
const production = all.filter((f) => !isTestSupport(f.path));
const productionEdges = edgesOf(production);

const workspaces: Workspace[] = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(ROOT, group)).map((name) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, group, name, 'package.json'), 'utf8'));
    return {
      dir: `${group}/${name}`,
      name: manifest.name,
      dependencies: Object.keys(manifest.dependencies ?? {}),
      devDependencies: Object.keys(manifest.devDependencies ?? {}),
    };
  }),
);

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

/**
 * Name clashes left to others' work on issue 34 (web components, the generator); each leaves
 * this list with its rename.
 */
const PENDING_NAMES: string[] = [];

/** Folder cycles being removed by work under way; each leaves this list with its fix. */
const PENDING_CYCLES: string[] = [];

describe('the drawn rules (ARCHITECTURE.md), on production code', () => {
  it('resolves the relative imports', () => {
    expect(productionEdges.length).toBeGreaterThan(500);
  });

  it('has no feature import another, on the web or the server', () => {
    expect(featureCrossings(productionEdges)).toEqual([]);
  });

  it("has web components call the server only through their feature's queries module", () => {
    const texts = production.map((f) => ({ path: f.path, text: readFileSync(join(ROOT, f.path), 'utf8') }));
    expect(componentsCallingApi(texts)).toEqual([]);
  });

  it("keeps the web's components and features out of app/", () => {
    expect(appImports(productionEdges)).toEqual([]);
  });

  it("has only the server's app.ts import features (not jobs, http, auth, config)", () => {
    expect(featureImportsFromOutside(productionEdges)).toEqual([]);
  });

  it('has no folders importing each other', () => {
    const cycles = folderCycles(productionEdges).map((c) => c.join(' '));
    expect(cycles.filter((c) => !PENDING_CYCLES.includes(c))).toEqual([]);
    expect(PENDING_CYCLES.filter((c) => !cycles.includes(c))).toEqual([]);
  });

  it('gives no two files one name unless they are one area in two packages', () => {
    const clashes = sharedNames(production.map((f) => f.path)).map((g) => g.join(' '));
    expect(clashes.filter((c) => !PENDING_NAMES.includes(c))).toEqual([]);
    // A pending entry that no longer clashes leaves the list.
    expect(PENDING_NAMES.filter((c) => !clashes.includes(c))).toEqual([]);
  });
});

describe('workspaces', () => {
  it('import only the workspaces they declare (tests: dependencies or devDependencies)', () => {
    expect(undeclaredWorkspaces(all, workspaces)).toEqual([]);
  });
});
