import { type Answer, type Call, call, header } from './http';

/** The checks of a deployment, each named as docs/operations.md names what it proves. */

export interface Site {
  /** https://localhost:PORT, the proxy as the public reaches it. */
  https: string;
  /** http://127.0.0.1:PORT, the proxy's plain-HTTP side. */
  http: string;
  ca: string;
}

export const results: { name: string; ok: boolean; detail: string }[] = [];

/** Runs one check and records it; a failed check does not stop the others. */
export async function check(name: string, run: () => Promise<string | undefined>): Promise<void> {
  try {
    const detail = (await run()) ?? '';
    results.push({ name, ok: true, detail });
    console.log(`  ok    ${name}${detail ? ` (${detail})` : ''}`);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    results.push({ name, ok: false, detail });
    console.log(`  FAIL  ${name}: ${detail}`);
  }
}

export function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

export const get = (site: Site, path: string, c: Call = {}): Promise<Answer> =>
  call(`${site.https}${path}`, site.ca, c);

export async function httpsAnswers(site: Site): Promise<string> {
  const page = await get(site, '/');
  expect(page.status === 200, `GET / answered ${page.status}`);
  expect(/text\/html/.test(header(page, 'content-type')), 'GET / is not a page');
  expect(header(page, 'content-security-policy') !== '', "the servers' security headers are missing");
  return "the page, with the servers' security headers";
}

export async function httpRedirects(site: Site): Promise<string> {
  const plain = await call(`${site.http}/scorecard?x=1`, undefined);
  expect(plain.status === 301, `plain HTTP answered ${plain.status}`);
  const to = header(plain, 'location');
  expect(to === `${site.https}/scorecard?x=1`, `it redirects to ${to}`);
  return `301 to ${to}`;
}

export async function assetImmutable(site: Site): Promise<string> {
  const page = await get(site, '/');
  const asset = /\/assets\/[^"']+\.js/.exec(page.body)?.[0];
  expect(asset !== undefined, 'the page names no script under /assets/');
  const a = await get(site, asset!, { headers: { 'accept-encoding': 'gzip' } });
  expect(a.status === 200, `${asset} answered ${a.status}`);
  expect(/immutable/.test(header(a, 'cache-control')), `cache-control: ${header(a, 'cache-control')}`);
  expect(header(a, 'content-encoding') === 'gzip', 'the script is not compressed');
  const map = await get(site, `${asset}.map`);
  expect(map.status === 404, `its source map answered ${map.status}`);
  return `${asset}: ${header(a, 'cache-control')}, gzip; no source map`;
}

/** The public read is kept by the proxy, then revalidated with its ETag once s-maxage has passed. */
export async function publicReadCached(site: Site, path: string): Promise<string> {
  const statuses: string[] = [];
  for (let i = 0; i < 2; i++) {
    const a = await get(site, path);
    expect(a.status === 200, `${path} answered ${a.status}`);
    statuses.push(header(a, 'x-cache-status'));
  }
  expect(statuses[1] === 'HIT', `the second read was ${statuses[1]}, not a cache hit`);
  await new Promise((r) => setTimeout(r, 2200));
  const later = await get(site, path);
  statuses.push(header(later, 'x-cache-status'));
  expect(statuses[2] === 'REVALIDATED', `after s-maxage the read was ${statuses[2]}, not revalidated`);
  return `${path}: ${statuses.join(', ')}`;
}

export async function signedInNeverCached(site: Site, token: string): Promise<string> {
  const seen: string[] = [];
  for (const path of ['/api/auth/check-session', '/api/auth/check-session', '/api/qvfs']) {
    const a = await get(site, path, { headers: { 'x-access-token': token } });
    expect(a.status === 200, `${path} signed in answered ${a.status}`);
    const status = header(a, 'x-cache-status');
    expect(status === 'BYPASS', `${path} signed in: cache status ${status}`);
    expect(
      /no-store/.test(header(a, 'cache-control')),
      `${path}: cache-control ${header(a, 'cache-control')}`,
    );
    seen.push(`${path} ${status}`);
  }
  return seen.join(', ');
}
