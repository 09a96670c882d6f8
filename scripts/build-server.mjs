// `npm run build`'s server half: bundles the server and the `voterroll` command into plain
// JavaScript in dist/server (no TypeScript loader at run time). The workspace packages are bundled
// in; every other package stays an import of node_modules. The files the code finds beside itself
// (the PGlite worker, the migrations, the Michigan reference lists) are copied beside the bundle.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = join(ROOT, 'dist/server');

/** Every third-party dependency any workspace declares: imported from node_modules, not bundled. */
function externals() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const names = new Set();
  for (const ws of root.workspaces) {
    const manifest = JSON.parse(readFileSync(join(ROOT, ws, 'package.json'), 'utf8'));
    for (const deps of [manifest.dependencies, manifest.devDependencies])
      for (const name of Object.keys(deps ?? {})) if (!name.startsWith('@voterroll/')) names.add(name);
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

await build({
  absWorkingDir: ROOT,
  entryPoints: { main: 'apps/server/src/main.ts', voterroll: 'apps/server/src/cli/bin.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: externals(),
  sourcemap: 'linked',
  logLevel: 'warning',
});

// What the bundled code reads relative to its own file (import.meta.url).
cpSync(join(ROOT, 'packages/db/src/pglite-worker.mjs'), join(OUT, 'pglite-worker.mjs'));
cpSync(join(ROOT, 'packages/db/migrations'), join(ROOT, 'dist/migrations'), { recursive: true });
/** @type {[string, RegExp][]} */
const besides = [
  ['packages/voterfile/src/michigan', /\.json$/],
  ['packages/voterfile/src/generator/name-data', /\.gz$/],
];
for (const [dir, pattern] of besides)
  for (const file of readdirSync(join(ROOT, dir)).filter((f) => pattern.test(f)))
    cpSync(join(ROOT, dir, file), join(OUT, file));

console.log(`server built: ${OUT}/main.mjs, ${OUT}/voterroll.mjs`);
