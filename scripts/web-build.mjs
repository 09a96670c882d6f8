// Builds the web app when its sources are newer than the build (npm start, the end-to-end tests).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './ensure-installed.mjs';

/** @param {string} dir @returns {number} */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export function webBuildIsStale() {
  const built = 'apps/web/dist/index.html';
  const sources = Math.max(
    newest('apps/web/src'),
    newest('packages/contract/src'),
    statSync('apps/web/index.html').mtimeMs,
    statSync('apps/web/vite.config.ts').mtimeMs,
  );
  return !existsSync(built) || statSync(built).mtimeMs < sources;
}

/** @returns {boolean} true when the build is current (built now or before) */
export function buildWebIfStale() {
  if (!webBuildIsStale()) return true;
  console.log('building the web app ...');
  // A production bundle even when the caller runs under NODE_ENV=test (vitest's e2e set-up): with any
  // other NODE_ENV Vite bundles React's development build (about 200 KB more JavaScript, gzip).
  return (
    run('npm', ['run', 'build', '-w', 'apps/web'], { env: { ...process.env, NODE_ENV: 'production' } }) === 0
  );
}
