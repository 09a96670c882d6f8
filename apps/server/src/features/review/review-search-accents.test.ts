import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { ingestSnapshot } from '@voterroll/pipeline/ingest-snapshot';
import { type QvfRow, writeQvfCsv } from '@voterroll/pipeline/test-support/qvf-files';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accountWithSession } from '../../test-support/accounts';

/**
 * The review list's search finds accented surnames (the voter file's Latin-1: MUÑOZ, MÜLLER...)
 * typed with their accents or without, by whole words and by their first letters: the load stores
 * their words folded, as the search folds what is typed.
 */
let t: TestDatabase;
let app: FastifyInstance;
let token: string;

// Born in 1921: each has an AGE_100_PLUS finding, so each is listed.
const VOTERS: QvfRow[] = [
  ['MUÑOZ', 'JOSÉ', 'MAIN'],
  ['MUNSON', 'MARY', 'MAIN'],
  ['MÜLLER', 'ANNA', 'MAIN'],
  ['CÔTÉ', 'RENÉ', 'MAIN'],
  ['SMITH', 'JOHN', 'PEÑA'],
  ['NÚÑEZ', 'ÆLFRED', 'MAIN'],
].map(([last, first, street], i) => ({
  VOTER_IDENTIFICATION_NUMBER: String(i + 1),
  LAST_NAME: last,
  FIRST_NAME: first,
  STREET_NAME: street,
  YEAR_OF_BIRTH: '1921',
}));

beforeAll(async () => {
  t = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'review-accents-'));
  try {
    const voters = join(dir, 'voters.csv');
    writeQvfCsv(voters, VOTERS);
    const loaded = await ingestSnapshot(t.db, { snapshotDate: '2025-10-01', files: { voters } });
    if (!loaded.ok) throw new Error(loaded.error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  app = await buildApp({ db: t.db });
  await app.ready();
  token = (await accountWithSession(t.db, 'researcher', ['ROLE_DIGITAL-RESEARCHER'])).token;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

async function found(q: string): Promise<number[]> {
  const r = await app.inject({
    method: 'GET',
    url: `/api/review-list/ALL/INGHAM?all=1&q=${encodeURIComponent(q)}`,
    headers: { 'x-access-token': token },
  });
  expect(r.statusCode, `${q}: ${r.body}`).toBe(200);
  const body = r.json() as { rows: { voter_identification_number: number }[]; total: number };
  expect(body.total, q).toBe(body.rows.length);
  return body.rows.map((row) => row.voter_identification_number).sort((a, b) => a - b);
}

describe(`the review search of accented names on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('finds MUÑOZ typed with its accent, without it, and by its first three letters', async () => {
    expect(await found('MUÑOZ')).toEqual([1]);
    expect(await found('muñoz')).toEqual([1]);
    expect(await found('MUNOZ')).toEqual([1]);
    expect(await found('MUN')).toEqual([1, 2]);
    expect(await found('muñ')).toEqual([1, 2]);
    // An N followed by a combining tilde, as some keyboards type it.
    expect(await found('MUN\u0303OZ')).toEqual([1]);
    expect(await found('MUNOZ JOSE')).toEqual([1]);
    expect(await found('josé m')).toEqual([1]);
  });

  it('finds the other accented letters and an accented street, whole and by short prefixes', async () => {
    expect(await found('MULLER')).toEqual([3]);
    expect(await found('MÜLLER A')).toEqual([3]);
    expect(await found('COTE RENE')).toEqual([4]);
    expect(await found('CÔTÉ')).toEqual([4]);
    expect(await found('PENA')).toEqual([5]);
    expect(await found('NUNEZ')).toEqual([6]);
    expect(await found('AELFRED')).toEqual([6]);
    // One or two letters alone (the load's prefix counts) and two initials.
    expect(await found('NU')).toEqual([6]);
    expect(await found('CO')).toEqual([4]);
    expect(await found('R C')).toEqual([4]);
    // An accent no longer splits a word: OZ does not start a word of MUÑOZ.
    expect(await found('OZ')).toEqual([]);
  });
});
