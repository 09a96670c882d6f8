import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Helpers of the extract tests: calls as a user, waiting for a job, reading a file. */

export const call = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

export interface Job {
  request_id: number;
  status: string;
  rows_written: number;
  rows_expected: number | null;
  error: string | null;
}

/** The user's request `id` once `done(job)` holds (polled; the worker runs beside the test). */
export async function jobWhen(
  app: FastifyInstance,
  token: string,
  id: number,
  done: (j: Job) => boolean,
): Promise<Job> {
  let job: Job | undefined;
  await expect
    .poll(
      async () => {
        const list = (await call(app, token, 'GET', '/api/downloads')).json() as Job[];
        job = list.find((j) => j.request_id === id);
        return job !== undefined && done(job);
      },
      { timeout: 20_000, interval: 25 },
    )
    .toBe(true);
  if (!job) throw new Error('unreachable');
  return job;
}

/** A gzip CSV of quoted fields, CRLF lines, Latin-1, as records. */
export function csvRecords(gz: Buffer): string[][] {
  const text = gunzipSync(gz).toString('latin1');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => (m[1] ?? '').replaceAll('""', '"')),
    );
}
