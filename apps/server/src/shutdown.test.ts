import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './test-support/server-process';

/**
 * SIGTERM stops the real server (main.ts, as `npm start` runs it) cleanly: a request already
 * received is answered in full and its connection closed, no new connection is accepted, the
 * process exits 0. On both engines.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // A PGlite folder admits one process: the server's.
  if (t.db.engine === 'pglite') await t.db.close();
});
afterAll(async () => {
  await t.drop();
});

/** Whether a new TCP connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** Everything the socket receives until the server closes it. */
function readAll(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (c: Buffer) => {
    text += c.toString();
  });
  return new Promise((resolve) => socket.once('close', () => resolve(text)));
}

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections and exits 0', async () => {
    const port = await freePort();
    const { child, output } = await startServer(t.target, port);
    const body = JSON.stringify({ voter_identification_number: 123456789 });
    // The same request, answered before the signal: what the one in flight must get too.
    const before = await fetch(`http://127.0.0.1:${port}/api/search-by-voter-id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const expected = { status: before.status, body: await before.text() };
    expect(expected.status).toBeLessThan(500);

    // In flight: the headers are in, the body comes after the signal.
    const inFlight = connect(port, '127.0.0.1');
    await once(inFlight, 'connect');
    const answer = readAll(inFlight);
    inFlight.write(
      `POST /api/search-by-voter-id HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');

    // No new connection is accepted while the request in flight still waits for its body.
    const deadline = Date.now() + 10_000;
    while (await accepts(port)) {
      if (Date.now() > deadline) throw new Error('the server still accepts connections 10 s after SIGTERM');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(child.exitCode).toBeNull();

    inFlight.write(body.slice(10));
    const raw = await answer;
    const [head = '', received = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${expected.status} ${before.statusText}`);
    // Its connection closes with it: a kept-alive one would hold the server for its timeout.
    expect(head.toLowerCase()).toContain('\r\nconnection: close');
    expect(received).toBe(expected.body);
    const [code] = await exited;
    expect(code, output()).toBe(0);
  });
});
