/**
 * Derives this folder's name tables from the public sources (README.md names them):
 *
 *   npx tsx packages/voterfile/src/generator/name-data/derive.ts SSA_DIR CENSUS_FILE
 *
 * SSA_DIR holds the Social Security files yob1880.txt .. yob2016.txt (lines "Mary,F,7065");
 * CENSUS_FILE is the Census Bureau's 1990 surname list dist.all.last (lines "SMITH 1.006 1.006 1":
 * name, percent of people, cumulative percent, rank).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_DECADE, LAST_DECADE } from './decades';

const OUT = dirname(fileURLToPath(import.meta.url));
/** A name given fewer times in a decade is left out: the long tail would triple the file for 1-3% of people. */
const MIN_DECADE_COUNT = 100;
/** Below this percentage the list's own figure (3 decimals) is too coarse: the cumulative column is used. */
const PRECISE_PERCENT = 0.01;
/** Half-width, in names, of the window over which the tail's share is read off the cumulative column. */
const WINDOW = 250;

function firstNames(ssaDir: string): string {
  const lines = [
    `# Social Security Administration, given names of US births (yobYYYY.txt, public domain), summed`,
    `# per decade of birth and sex; names given fewer than ${MIN_DECADE_COUNT} times in the decade left out.`,
    '# "=DECADE SEX" starts a table; then "NAME COUNT", most frequent first.',
  ];
  for (let decade = FIRST_DECADE; decade <= LAST_DECADE; decade += 10) {
    const counts = { F: new Map<string, number>(), M: new Map<string, number>() };
    for (let year = decade; year < decade + 10; year++) {
      for (const line of readFileSync(join(ssaDir, `yob${year}.txt`), 'latin1').split(/\r?\n/)) {
        const [name, sex, count] = line.split(',');
        if (!name || (sex !== 'F' && sex !== 'M')) continue;
        const table = counts[sex];
        const upper = name.toUpperCase();
        table.set(upper, (table.get(upper) ?? 0) + Number(count));
      }
    }
    for (const sex of ['F', 'M'] as const) {
      lines.push(`=${decade} ${sex}`);
      const kept = [...counts[sex]].filter(([, n]) => n >= MIN_DECADE_COUNT).sort((a, b) => b[1] - a[1]);
      for (const [name, n] of kept) lines.push(`${name} ${n}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function surnames(censusFile: string): string {
  const rows = readFileSync(censusFile, 'latin1')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name, percent, cumulative] = line.trim().split(/\s+/);
      return { name: name!, percent: Number(percent), cumulative: Number(cumulative) };
    });
  const share = rows.map((r) => r.percent);
  const start = rows.findIndex((r) => r.percent < PRECISE_PERCENT);
  // The tail's shares are rounded to 0.000: read them off the cumulative percentage over a window of
  // names, never rising with rank, then scaled so that the tail keeps the share the list gives it.
  const before = start > 0 ? rows[start - 1]!.cumulative : 0;
  let previous = Number.POSITIVE_INFINITY;
  for (let i = start; i < rows.length; i++) {
    const lo = Math.max(start - 1, i - WINDOW);
    const hi = Math.min(rows.length - 1, i + WINDOW);
    const low = lo < start ? before : rows[lo]!.cumulative;
    previous = Math.min(previous, (rows[hi]!.cumulative - low) / (hi - lo));
    share[i] = previous;
  }
  const tail = rows[rows.length - 1]!.cumulative - before;
  const estimated = share.slice(start).reduce((a, b) => a + b, 0);
  for (let i = start; i < rows.length; i++) share[i] = (share[i]! * tail) / estimated;
  const lines = [
    '# US Census Bureau, 1990 census surnames (dist.all.last, public domain): the 88,799 surnames of',
    `# 90.5% of people. "NAME WEIGHT", weight = millionths of a percent; shares under ${PRECISE_PERCENT}% are`,
    '# read off the cumulative column (the list rounds them to 0.000).',
    ...rows.map((r, i) => `${r.name} ${Math.max(1, Math.round(share[i]! * 1e6))}`),
  ];
  return `${lines.join('\n')}\n`;
}

const [ssaDir, censusFile] = process.argv.slice(2);
if (!ssaDir || !censusFile) {
  process.stderr.write('usage: derive.ts SSA_DIR CENSUS_FILE\n');
  process.exit(2);
}
writeFileSync(join(OUT, 'first-names.txt.gz'), gzipSync(firstNames(ssaDir), { level: 9 }));
writeFileSync(join(OUT, 'surnames.txt.gz'), gzipSync(surnames(censusFile), { level: 9 }));
