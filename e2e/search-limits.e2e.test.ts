import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '@voterroll/db/connection';
import type { Db } from '@voterroll/db/database';
import { migrate } from '@voterroll/db/migrate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app';
import { closeBrowser, openPage } from './harness';

/**
 * The searches' failure messages (spec 1 section 8): a server of its own, with no voter file loaded
 * (the search answers 404) and a limit of one search a minute (the next answers 429).
 */
const dir = resolve('.tmp', `e2e-limits-${process.pid}`);
let db: Db;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  db = await openDatabase(dir);
  await migrate(db);
  app = await buildApp({
    db,
    webRoot: resolve('apps/web/dist'),
    limits: { search: { max: 1, windowMs: 60_000 } },
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await closeBrowser();
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Search Name / ID when the server refuses', () => {
  it('says "Server error." on a 404, then the rate-limit message on a 429', async () => {
    const { page } = await openPage(`${url}/search-by-name`);
    await page.getByRole('tab', { name: 'Search By Voter ID' }).click();
    const form = page.getByRole('tabpanel', { name: 'Search By Voter ID' });
    await form.getByLabel('Voter Identification Number').fill('123456');
    await form.getByRole('button', { name: 'Search' }).click();
    const error = page.getByTestId('search-error');
    await expect.poll(() => error.textContent()).toBe('Server error.');
    expect(await page.getByRole('table').count()).toBe(0);

    await form.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => error.textContent())
      .toMatch(/^Too many requests from your connection\. Please wait/);
  });
});
