import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pieces of a deployment, started as deploy/ says: the servers by the command and environment
 * of the systemd unit, nginx with the site rendered by envsubst from its template.
 */

export const ROOT = new URL('../..', import.meta.url).pathname;

/** Runs a command to its end; throws with its output when it fails. */
export function sh(command: string, args: string[], env: NodeJS.ProcessEnv = {}, input?: string): string {
  const r = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', input });
  if (r.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** nginx from Debian's packages, installed when missing (the deploy test runs as root in CI). */
export function ensureNginx(): void {
  if (spawnSync('nginx', ['-v']).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: install it (apt-get install nginx-light)');
  console.log('installing nginx from Debian ...');
  sh('apt-get', ['update', '-qq']);
  sh('apt-get', ['install', '-y', '-qq', 'nginx-light'], { DEBIAN_FRONTEND: 'noninteractive' });
}

/** The systemd unit's ExecStart and Environment, for a server on `port`. */
export function unitCommand(port: number): { args: string[]; env: Record<string, string> } {
  const unit = readFileSync(join(ROOT, 'deploy/systemd/voterroll@.service'), 'utf8');
  const env: Record<string, string> = {};
  for (const [, name, value] of unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm))
    env[name!] = value!.replace('%i', String(port));
  const exec = /^ExecStart=(\S+) (.*)$/m.exec(unit);
  if (!exec) throw new Error('deploy/systemd/voterroll@.service has no ExecStart');
  return { args: exec[2]!.split(/\s+/), env };
}

/** The environment file deploy/voterroll.env.example with the test's values in place. */
export function envFile(values: Record<string, string>): Record<string, string> {
  const example = readFileSync(join(ROOT, 'deploy/voterroll.env.example'), 'utf8');
  const env: Record<string, string> = {};
  for (const [, name, value] of example.matchAll(/^([A-Z_]+)=(.*)$/gm)) env[name!] = value!;
  for (const name of Object.keys(values))
    if (!(name in env)) throw new Error(`${name} is not in deploy/voterroll.env.example`);
  return { ...env, ...values };
}

export interface Server {
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a production server as the unit does; resolves when it serves (or throws its output). */
export async function startServer(port: number, settings: Record<string, string>): Promise<Server> {
  const unit = unitCommand(port);
  const child = spawn(process.execPath, unit.args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...settings, ...unit.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (c: Buffer) => {
    out += c.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + 60_000;
  while (!out.includes('serving http')) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} stopped:\n${out}`);
    if (Date.now() > deadline) throw new Error(`the server on ${port} did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { port, child, output: () => out, stop };
}

/** The variables of deploy/nginx/voterroll.conf.template, rendered with envsubst as the guide says. */
export function renderSite(dir: string, values: Record<string, string>): string {
  const template = readFileSync(join(ROOT, 'deploy/nginx/voterroll.conf.template'), 'utf8');
  const names = Object.keys(values)
    .map((n) => `\${${n}}`)
    .join(' ');
  const site = sh('envsubst', [names], values, template);
  const unset = /\$\{[A-Z_]+\}/.exec(site);
  if (unset) throw new Error(`the site template still has ${unset[0]}`);
  const file = join(dir, 'voterroll.conf');
  writeFileSync(file, site);
  return file;
}

/** A self-signed certificate for localhost, tls.crt and tls.key in `dir`; returns the certificate. */
export function selfSignedCertificate(dir: string): string {
  sh('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost', '-keyout', `${dir}/tls.key`, '-out', `${dir}/tls.crt`],
  ]);
  return readFileSync(`${dir}/tls.crt`, 'utf8');
}

/** The site rendered for this machine: localhost, the certificate in `dir`, two servers' ports. */
export function renderLocalSite(
  dir: string,
  p: { http: number; https: number; a: number; b: number },
): string {
  return renderSite(dir, {
    DOMAIN: 'localhost',
    PUBLIC_URL: `https://localhost:${p.https}`,
    HTTP_PORT: String(p.http),
    HTTPS_PORT: String(p.https),
    TLS_CERT: `${dir}/tls.crt`,
    TLS_KEY: `${dir}/tls.key`,
    WEB_ROOT: join(ROOT, 'apps/web/dist'),
    CACHE_DIR: `${dir}/cache`,
    DEPLOY_DIR: join(ROOT, 'deploy'),
    PORT_A: String(p.a),
    PORT_B: String(p.b),
  });
}

/** nginx with its own prefix and a main configuration that includes the rendered site. */
export function startNginx(dir: string, site: string): () => void {
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `user root;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy-temp;
  include ${site};
}
`,
  );
  sh('nginx', ['-t', '-p', dir, '-c', conf]);
  sh('nginx', ['-p', dir, '-c', conf]);
  return () => {
    spawnSync('nginx', ['-p', dir, '-c', conf, '-s', 'stop']);
  };
}
