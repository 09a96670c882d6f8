import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address() as { port: number };
  s.close();
  return port;
}

/** How `npm start` runs the server: its TypeScript through tsx. */
export const SOURCE_SERVER = ['--import', 'tsx', 'apps/server/src/main.ts'];

/**
 * The real server (main.ts, as `npm start` runs it, or `command`: the production build) on
 * `database`, without the demo, on 127.0.0.1:`port`; resolves once it says it serves.
 * `output()` is everything it printed.
 */
export async function startServer(
  database: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
  command: string[] = SOURCE_SERVER,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, DATABASE_URL: database, DEMO: '0', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const deadline = Date.now() + 60_000;
  while (!out.includes('serving http')) {
    if (child.exitCode !== null) throw new Error(`the server stopped before serving:\n${out}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => out };
}
