import { basename, dirname, join, normalize } from 'node:path';

/**
 * The drawn rules of ARCHITECTURE.md as functions over a list of source files and what they
 * import, so that `layout.test.ts` checks the real tree and `layout-rules.test.ts` shows each rule
 * failing on a made-up one. Paths are relative to the repository, with forward slashes.
 */

export interface SourceFile {
  path: string;
  /** The module specifiers the file names, as written. */
  imports: string[];
}

/** An import resolved inside the repository: `to` is a source file's path. */
export interface Edge {
  from: string;
  to: string;
}

/** A workspace's folder, its package name and the workspaces it declares (dependencies first). */
export interface Workspace {
  dir: string;
  name: string;
  dependencies: string[];
  devDependencies: string[];
}

export const isTestCode = (path: string) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)test-support\//.test(path) || /\.fixture\.tsx?$/.test(path);

/** Relative imports resolved to the files they name (`.ts`, `.tsx`, or the exact name). */
export function edgesOf(files: readonly SourceFile[]): Edge[] {
  const known = new Set(files.map((f) => f.path));
  return files.flatMap((f) =>
    f.imports
      .filter((s) => s.startsWith('.'))
      .flatMap((s) => {
        const base = normalize(join(dirname(f.path), s));
        const to = [base, `${base}.ts`, `${base}.tsx`].find((p) => known.has(p));
        return to ? [{ from: f.path, to }] : [];
      }),
  );
}

const featureOf = (path: string) => /^(apps\/(?:web|server)\/src)\/features\/([^/]+)\//.exec(path);

/** No feature imports another, on either side. */
export function featureCrossings(edges: readonly Edge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    const a = featureOf(from);
    const b = featureOf(to);
    return a && b && a[1] === b[1] && a[2] !== b[2] ? [`${from} imports ${to}`] : [];
  });
}

/** The web's `components/` and `features/` do not import `app/` (the router, guard and layout). */
export function appImports(edges: readonly Edge[]): string[] {
  return edges
    .filter(
      ({ from, to }) =>
        /^apps\/web\/src\/(components|features)\//.test(from) && to.startsWith('apps/web/src/app/'),
    )
    .map(({ from, to }) => `${from} imports ${to}`);
}

/**
 * On the server only `app.ts` (which registers them) and the features themselves import
 * `features/`: not `jobs/`, `http/`, `auth/`, `config.ts`.
 */
export function featureImportsFromOutside(edges: readonly Edge[]): string[] {
  return edges
    .filter(
      ({ from, to }) =>
        to.startsWith('apps/server/src/features/') &&
        !from.startsWith('apps/server/src/features/') &&
        from !== 'apps/server/src/app.ts',
    )
    .map(({ from, to }) => `${from} imports ${to}`);
}

/** `@voterroll/name/...` -> `@voterroll/name`; other specifiers -> null. */
const workspaceOf = (spec: string) => /^(@voterroll\/[^/]+)/.exec(spec)?.[1] ?? null;

/**
 * A workspace imports only the workspaces its package.json declares: production code its
 * dependencies, tests and test support its dependencies or devDependencies.
 */
export function undeclaredWorkspaces(
  files: readonly SourceFile[],
  workspaces: readonly Workspace[],
): string[] {
  return files.flatMap((f) => {
    const own = workspaces.find((w) => f.path.startsWith(`${w.dir}/`));
    if (!own) return [];
    const allowed = new Set([
      own.name,
      ...own.dependencies,
      ...(isTestCode(f.path) ? own.devDependencies : []),
    ]);
    return f.imports
      .map(workspaceOf)
      .filter((w): w is string => w !== null && !allowed.has(w))
      .map((w) => `${f.path} imports ${w}, not declared in ${own.dir}/package.json`);
  });
}

/** A folder, or a file at the top of a package's `src/` (app.ts, config.ts are not one unit). */
const unitOf = (path: string) => (/^(apps|packages)\/[^/]+\/src\/[^/]+$/.test(path) ? path : dirname(path));

const within = (folder: string, outer: string) => folder === outer || folder.startsWith(`${outer}/`);

/**
 * Folders that import each other, directly or round a longer loop (Tarjan's components). A folder
 * and its own subfolders are one unit: a loop inside one folder's tree is not reported.
 */
export function folderCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    if (a !== b) next.get(a)?.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const outer = component.reduce((a, b) => (a.length <= b.length ? a : b), v);
    if (component.some((f) => !within(f, outer))) cycles.push(component.sort());
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * Names a folder gives its files by their layer (`features/alerts/routes.ts`): such a file is
 * named by its folder and layer together.
 */
export const LAYER_NAMES = new Set(['app', 'main', 'routes', 'queries', 'setup']);

const nameOf = (path: string) => {
  const base = basename(path).replace(/\.(ts|tsx|mts|mjs)$/, '');
  return LAYER_NAMES.has(base) ? `${basename(dirname(path))}/${base}` : base;
};
const packageOf = (path: string) => /^(apps|packages)\/[^/]+/.exec(path)?.[0] ?? path;

/**
 * Production files sharing a name: allowed only for the same area (folder) in two packages,
 * e.g. a records reader and a server feature's file in `alerts/`, never twice in one package.
 */
export function sharedNames(paths: readonly string[]): string[][] {
  const byName = new Map<string, string[]>();
  for (const p of paths) byName.set(nameOf(p), [...(byName.get(nameOf(p)) ?? []), p]);
  return [...byName.values()].filter((group) => {
    if (group.length < 2) return false;
    const packages = new Set(group.map(packageOf));
    const folders = new Set(group.map((p) => basename(dirname(p))));
    return packages.size < group.length || folders.size > 1;
  });
}

/**
 * Web components that call the API client themselves (`apiGet(`, `apiPost(`...): a feature's calls
 * live in its `<area>-queries.ts`, components use its hooks (ARCHITECTURE.md, issue 34).
 */
export function componentsCallingApi(files: readonly { path: string; text: string }[]): string[] {
  return files
    .filter((f) => f.path.startsWith('apps/web/src/') && f.path.endsWith('.tsx'))
    .filter((f) => /\bapi(Get|Post|Put|Delete)\s*\(/.test(f.text))
    .map((f) => f.path);
}
