import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithSession } from './test-support/accounts';
import { freePort, startServer } from './test-support/server-process';
import { loadTwoSnapshots, OCTOBER } from './test-support/two-snapshots';

/**
 * Several server processes on one PostgreSQL (issue 28): two real servers (main.ts, as `npm start`
 * runs it) behind one address each, sharing the database and EXTRACTS_DIR, as a deployment runs
 * them behind a balancer. A client's rate limit holds across both, an extract requested on one
 * downloads from the other, a sign-out on one revokes the token on both.
 */
const TYPE_AHEAD_LIMIT = 3;

let t: TestDatabase;
let extracts: string;
const servers: { child: ChildProcess; url: string; output: () => string }[] = [];

async function startOne(): Promise<(typeof servers)[number]> {
  const port = await freePort();
  const { child, output } = await startServer(t.target, port, {
    TRUST_PROXY: 'loopback',
    EXTRACTS_DIR: extracts,
    TYPEAHEAD_RATE_LIMIT_PER_MINUTE: String(TYPE_AHEAD_LIMIT),
  });
  return { child, url: `http://127.0.0.1:${port}`, output };
}

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadTwoSnapshots(t.db);
    extracts = mkdtempSync(join(tmpdir(), 'multi-extracts-'));
    servers.push(await startOne(), await startOne());
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) {
      const exited = once(s.child, 'exit');
      s.child.kill('SIGTERM');
      await exited;
    }
    await t?.drop();
    if (extracts) rmSync(extracts, { recursive: true, force: true });
  });

  const server = (i: number) => {
    const s = servers[i % servers.length];
    if (!s) throw new Error('no server');
    return s.url;
  };
  const asUser = (token: string, init: RequestInit = {}) => ({
    ...init,
    headers: { 'x-access-token': token, 'content-type': 'application/json', ...init.headers },
  });

  it("holds a client's type-ahead limit across both processes", async () => {
    const typeAhead = (i: number, client: string) =>
      fetch(`${server(i)}/api/addresses?key=${encodeURIComponent('105 main st')}`, {
        headers: { 'x-forwarded-for': client },
      });
    const codes: number[] = [];
    for (let i = 0; i < TYPE_AHEAD_LIMIT; i++) codes.push((await typeAhead(i, '198.51.100.7')).status);
    expect(codes).toEqual(Array(TYPE_AHEAD_LIMIT).fill(200));
    // The (limit+1)th, sent to the other process than the limit-th: refused.
    const over = await typeAhead(TYPE_AHEAD_LIMIT, '198.51.100.7');
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/^Too many requests/);
    expect((await typeAhead(TYPE_AHEAD_LIMIT + 1, '198.51.100.7')).status).toBe(429);
    // Another client is not held by it.
    expect((await typeAhead(0, '198.51.100.8')).status).toBe(200);
  });

  it('downloads from one process an extract requested on the other', async () => {
    const { token } = await accountWithSession(t.db, 'multi-researcher', ['ROLE_DIGITAL-RESEARCHER']);
    const queued = await fetch(
      `${server(0)}/api/downloads`,
      asUser(token, {
        method: 'POST',
        body: JSON.stringify({
          vf: `qvf_${OCTOBER}`,
          county_name: 'INGHAM',
          jurisdiction_name: 'LANSING CITY',
          precinct: '',
        }),
      }),
    );
    expect(queued.status).toBe(200);
    const id = ((await queued.json()) as { request_id: number }).request_id;
    await expect
      .poll(
        async () => {
          const list = (await (await fetch(`${server(1)}/api/downloads`, asUser(token))).json()) as {
            request_id: number;
            status: string;
          }[];
          return list.find((j) => j.request_id === id)?.status;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe('COMPLETED');
    for (const i of [1, 0]) {
      const file = await fetch(
        `${server(i)}/api/download-file`,
        asUser(token, { method: 'POST', body: JSON.stringify({ request_id: id }) }),
      );
      expect(file.status).toBe(200);
      const text = gunzipSync(Buffer.from(await file.arrayBuffer())).toString('latin1');
      expect(text.split('\r\n').length - 2).toBe(72);
    }
  });

  it('revokes on both processes a token signed out on one', async () => {
    const { token } = await accountWithSession(t.db, 'multi-root', ['ROLE_SITE-ROOT']);
    const check = (i: number) => fetch(`${server(i)}/api/auth/check-session`, asUser(token));
    expect((await check(0)).status).toBe(200);
    expect((await check(1)).status).toBe(200);
    const out = await fetch(`${server(0)}/api/auth/signout`, asUser(token, { method: 'POST', body: '{}' }));
    expect(out.status).toBe(200);
    expect((await check(1)).status).toBe(401);
    expect((await check(0)).status).toBe(401);
  });

  it('answers a public read with the same ETag from both, and 304 from the other', async () => {
    const url = `/api/addresses?key=${encodeURIComponent('110 main st')}`;
    const first = await fetch(`${server(0)}${url}`, { headers: { 'x-forwarded-for': '198.51.100.20' } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const second = await fetch(`${server(1)}${url}`, {
      headers: { 'x-forwarded-for': '198.51.100.20', 'if-none-match': etag },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });
});
