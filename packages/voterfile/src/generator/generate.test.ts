import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCounties, readJurisdictions } from '../michigan/reference-data';
import {
  ADDRESS_CATEGORIES,
  CANVASS_COLUMNS,
  CANVASS_FINDINGS,
  DECEASED_COLUMNS,
  HISTORY_COLUMNS,
  NCOA_COLUMNS,
  POSTAL_LOCATION_COLUMNS,
  QVF_COLUMNS_48,
  QVF_COLUMNS_49,
  UOCAVA_CODES,
  VOTER_STATUS_CODES,
} from '../qvf-format';
import { readCsv } from '../test-support/read-output';
import { type GenerateSummary, generate, SNAPSHOT_DATES, SNAPSHOT_FILES } from './generate';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'voterfile-gen-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('.'))
    .sort();
}

describe('SNAPSHOT_DATES', () => {
  it('has 24 ascending dates: three around the 2020 election, then monthly Feb 2024 - Oct 2025', () => {
    expect(SNAPSHOT_DATES).toHaveLength(24);
    expect(SNAPSHOT_DATES.slice(0, 4)).toEqual(['2020-11-01', '2020-12-01', '2021-01-01', '2024-02-01']);
    expect(SNAPSHOT_DATES.at(-1)).toBe('2025-10-01');
    expect([...SNAPSHOT_DATES].sort()).toEqual(SNAPSHOT_DATES);
  });
});

describe('determinism', () => {
  it('gives byte-identical files for the same seed and options, other files for another seed', async () => {
    const [a, b, c] = [tempDir(), tempDir(), tempDir()];
    await generate({ outDir: a, voters: 1500, snapshots: 3, seed: 7 });
    await generate({ outDir: b, voters: 1500, snapshots: 3, seed: 7 });
    await generate({ outDir: c, voters: 1500, snapshots: 3, seed: 8 });
    const files = filesOf(a);
    expect(files).toHaveLength(3 * 6 + 1);
    expect(filesOf(b)).toEqual(files);
    for (const f of files) expect(readFileSync(join(b, f)).equals(readFileSync(join(a, f))), f).toBe(true);
    const last = join('2025-10-01', 'EntireStateVoters.csv');
    expect(readFileSync(join(c, last)).equals(readFileSync(join(a, last)))).toBe(false);
  });
});

describe('formats', () => {
  let dir: string;
  let summary: GenerateSummary;
  beforeAll(async () => {
    dir = tempDir();
    summary = await generate({ outDir: dir, voters: 2000, seed: 11 });
  });

  it('writes every file of every snapshot and the ground truth', () => {
    expect(summary.snapshots.map((s) => s.date)).toEqual(SNAPSHOT_DATES);
    for (const date of SNAPSHOT_DATES) {
      expect(readdirSync(join(dir, date)).sort()).toEqual([...SNAPSHOT_FILES].sort());
    }
    expect(readdirSync(dir)).toContain('ground-truth.json');
    expect(summary.files).toHaveLength(24 * 6 + 1);
  });

  it('quotes every field, uses CRLF, and switches from 48 to 49 columns in August 2024', () => {
    for (const date of SNAPSHOT_DATES) {
      const text = readFileSync(join(dir, date, 'EntireStateVoters.csv')).toString('latin1');
      const columns = date >= '2024-08-01' ? QVF_COLUMNS_49 : QVF_COLUMNS_48;
      expect(text.slice(0, text.indexOf('\r\n'))).toBe(columns.map((c) => `"${c}"`).join(','));
      const { rows } = readCsv(join(dir, date, 'EntireStateVoters.csv'), 'latin1');
      for (const row of rows) expect(row).toHaveLength(columns.length);
      expect(text.split('\r\n').every((l) => l === '' || (l.startsWith('"') && l.endsWith('"')))).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    }
  });

  it('encodes in Latin-1 and has names with Latin-1 letters', () => {
    const bytes = readFileSync(join(dir, '2025-10-01', 'EntireStateVoters.csv'));
    expect(bytes.some((b) => b >= 0xc0)).toBe(true);
    const { records } = readCsv(join(dir, '2025-10-01', 'EntireStateVoters.csv'), 'latin1');
    const accented = records.filter((r) => /[À-ÿ]/.test(r.FIRST_NAME! + r.LAST_NAME!));
    expect(accented.length).toBeGreaterThan(0);
  });

  it('writes values in the QVF forms, with codes that match the reference names', () => {
    const counties = new Map(readCounties().map((c) => [c.id, c.name.toUpperCase()]));
    const jurisdictions = new Map(
      readJurisdictions().map((j) => [j.id.padStart(5, '0'), j.name.replace(/ \(\d+\)$/, '').toUpperCase()]),
    );
    const { records } = readCsv(join(dir, '2025-10-01', 'EntireStateVoters.csv'), 'latin1');
    const statuses: readonly string[] = VOTER_STATUS_CODES;
    for (const r of records) {
      expect(counties.get(r.COUNTY_CODE!)).toBe(r.COUNTY_NAME);
      expect(r.JURISDICTION_CODE).toMatch(/^\d{5}$/);
      expect(jurisdictions.get(r.JURISDICTION_CODE!)).toBe(r.JURISDICTION_NAME);
      expect(r.REGISTRATION_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.YEAR_OF_BIRTH).toMatch(/^\d{4}$/);
      expect(r.VOTER_IDENTIFICATION_NUMBER).toMatch(/^\d{9,13}$/);
      expect(r.PRECINCT).toMatch(/^\d{3}$/);
      expect(r.WARD).toMatch(/^(\d{2})?$/);
      expect(Number(r.ZIP_CODE)).toBeGreaterThanOrEqual(48001);
      expect(Number(r.ZIP_CODE)).toBeLessThanOrEqual(49971);
      expect(statuses).toContain(r.VOTER_STATUS_TYPE_CODE);
      expect(UOCAVA_CODES[r.UOCAVA_STATUS_CODE as keyof typeof UOCAVA_CODES]).toBe(r.UOCAVA_STATUS_NAME);
      expect(['M', 'F', 'U', '']).toContain(r.GENDER);
      expect(['Y', 'N']).toContain(r.IS_PERM_AV_BALLOT_VOTER);
      expect(['Y', 'N']).toContain(r.IS_PERM_AV_APP_VOTER);
    }
    expect(new Set(records.map((r) => r.VOTER_IDENTIFICATION_NUMBER)).size).toBe(records.length);
  });

  it('writes history with the three ELECTION_DATE forms across snapshots', () => {
    const forms = new Set<string>();
    for (const date of SNAPSHOT_DATES) {
      const { header, records } = readCsv(join(dir, date, 'EntireStateVoterHistory.csv'), 'utf8');
      expect(header).toEqual([...HISTORY_COLUMNS]);
      const d = records[0]!.ELECTION_DATE!;
      forms.add(
        /^\d{4}-\d{2}-\d{2}$/.test(d)
          ? 'iso'
          : /^\d{2}\/\d{2}\/\d{4}$/.test(d)
            ? 'us'
            : d.endsWith(' 00:00:00')
              ? 'time'
              : d,
      );
      for (const r of records.slice(0, 200)) expect(['Y', 'N']).toContain(r.IS_ABSENTEE_VOTER);
    }
    expect(forms).toEqual(new Set(['iso', 'us', 'time']));
  });

  it('writes the auxiliary files with their exact columns and values', () => {
    const at = (f: string) => readCsv(join(dir, '2025-10-01', f), 'utf8');
    expect(at('deceased.csv').header).toEqual([...DECEASED_COLUMNS]);
    expect(at('ncoa.csv').header).toEqual([...NCOA_COLUMNS]);
    expect(at('postal-locations.csv').header).toEqual([...POSTAL_LOCATION_COLUMNS]);
    const canvass = at('canvass.csv');
    expect(canvass.header).toEqual([...CANVASS_COLUMNS]);
    const categories: readonly string[] = ADDRESS_CATEGORIES;
    const findings: readonly string[] = CANVASS_FINDINGS;
    for (const r of canvass.records) {
      expect(categories).toContain(r.CATEGORY);
      expect(['', ...findings]).toContain(r.FINDING);
      expect(r.LIVING_UNIT_COUNT).toMatch(/^(\d+)?$/);
    }
    for (const r of at('deceased.csv').records) expect(r.DATE_OF_DEATH).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const r of at('ncoa.csv').records) {
      expect(r.MOVE_EFFECTIVE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['I', 'F', 'B']).toContain(r.MOVE_TYPE);
    }
    for (const r of at('postal-locations.csv').records) {
      expect(['USPS', 'UPS', 'FEDEX', 'CMRA']).toContain(r.KIND);
      expect(r.ADDRESS_LINE_1).toMatch(/^\d+ [A-Z0-9 -]+$/);
    }
  });
});
