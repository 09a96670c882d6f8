// Installs the workspace's packages when they are missing or older than the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  // npm install, not npm ci: the registry this project is built against lacks some platforms'
  // optional packages of the lint tool, which npm ci insists on finding in the lockfile.
  console.log('installing packages (npm install) ...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const r = spawnSync(command, args, { stdio: 'inherit', ...options });
  return r.status ?? 1;
}
