// `npm start`: install what is missing, build the web app when its sources changed, then serve.
import { spawn } from 'node:child_process';
import { ensureInstalled } from './ensure-installed.mjs';
import { buildWebIfStale } from './web-build.mjs';

ensureInstalled();

if (!buildWebIfStale()) process.exit(1);

const server = spawn(
  process.execPath,
  ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'],
  { stdio: 'inherit' },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
