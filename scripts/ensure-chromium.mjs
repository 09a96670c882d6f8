// The end-to-end tests drive Debian's Chromium (no browser download: the machine reaches only the
// npm registry and Debian's packages). Installs it with apt-get when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium (apt-get) ...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const r = spawnSync('sh', ['-c', `${sudo}apt-get update && ${sudo}apt-get install -y chromium`], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`installing chromium with apt-get failed (exit ${r.status})`);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureChromium();
