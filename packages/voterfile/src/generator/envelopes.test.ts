import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEnvelopeOcrCsv } from '../envelopes/envelope-ocr-reader';
import { readCsv } from '../test-support/read-output';
import { problemLog, readAll } from '../test-support/reader-files';
import { ENVELOPE_SET_FOLDER, ENVELOPE_TRUTH_FILE } from './envelopes';
import { generate } from './generate';

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'envelopes-gen-'));
  // The last 23 snapshots start with Dec 2020, the envelope set's file.
  await generate({ outDir: dir, voters: 1500, snapshots: 23, seed: 5 });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the 2020 envelope set', () => {
  it('has one scan per absentee vote of the chosen voters, an OCR row each (misread in places), and one truncated row', async () => {
    const set = join(dir, ENVELOPE_SET_FOLDER);
    const truth = readCsv(join(set, ENVELOPE_TRUTH_FILE), 'utf8').records;
    expect(truth.length).toBeGreaterThan(50);
    const history = readCsv(join(dir, '2020-12-01', 'EntireStateVoterHistory.csv'), 'latin1').records;
    const absentee = new Set(
      history
        .filter((h) => h.IS_ABSENTEE_VOTER === 'Y' && h.ELECTION_DATE?.replace(/ .*/, '').includes('2020'))
        .map((h) => h.VOTER_IDENTIFICATION_NUMBER?.replace(/^0+/, '')),
    );
    for (const t of truth) {
      expect(absentee.has(t.VOTER_IDENTIFICATION_NUMBER)).toBe(true);
      expect(existsSync(join(set, 'images', t.FILE_NAME!))).toBe(true);
    }
    const svg = readFileSync(join(set, 'images', truth[0]!.FILE_NAME!), 'utf8');
    expect(svg).toContain(truth[0]!.BALLOT_NUMBER);
    // Well-formed enough for a browser: no attribute twice in one tag (that fails the whole image).
    for (const tag of svg.match(/<[a-z][^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-z-]+)=/g)].map((m) => m[1]);
      expect(new Set(names).size, tag).toBe(names.length);
    }

    const { problems, onProblem } = problemLog();
    const opened = await openEnvelopeOcrCsv(join(set, 'envelopes-ocr.csv'), onProblem);
    if (!opened.ok) throw new Error(opened.error);
    const rows = await readAll(opened.value.batches);
    expect(problems.map((p) => p.reason)).toEqual(['expected 9 fields, found 2']);
    expect(rows.map((r) => r.fileName)).toEqual(truth.map((t) => t.FILE_NAME));
    const misread = rows.filter((r, i) => r.ocrFullName !== truth[i]!.NAME);
    const review = rows.filter((r) => r.status === 'REVIEW');
    // Most envelopes read right, some wrong, a share a person must read.
    expect(misread.length).toBeGreaterThan(rows.length * 0.05);
    expect(misread.length).toBeLessThan(rows.length * 0.5);
    expect(review.length).toBeGreaterThan(0);
  });
});
