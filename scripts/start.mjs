// `npm start`: install what is missing, build the web app when its sources changed, then serve.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, run } from './ensure-installed.mjs';

ensureInstalled();

/** @param {string} dir @returns {number} */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const built = 'apps/web/dist/index.html';
const sources = Math.max(
  newest('apps/web/src'),
  newest('packages/contract/src'),
  statSync('apps/web/index.html').mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('building the web app ...');
  if (run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'],
  { stdio: 'inherit' },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
