import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../test-support/read-output';
import { generate } from './generate';
import { type GroundTruth, METRIC_KINDS } from './ground-truth';
import { HARD_CASE_KINDS } from './model';
import { TYPE_ABBREVIATIONS } from './streets';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function run(
  voters: number,
  snapshots: number,
  seed: number,
): Promise<{ dir: string; truth: GroundTruth }> {
  const dir = mkdtempSync(join(tmpdir(), 'voterfile-truth-'));
  dirs.push(dir);
  await generate({ outDir: dir, voters, snapshots, seed });
  return { dir, truth: JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as GroundTruth };
}

// An independent reading of the metric definitions, from the files alone.
const REGISTERED = new Set(['A', 'V', 'CH', 'I']);
const norm = (s: string) => s.toUpperCase().replace(/\./g, '').trim().replace(/\s+/g, ' ');
function isoDate(d: string): string {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(d);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : d.slice(0, 10);
}

function fromFiles(dir: string, date: string) {
  const at = (f: string, enc: 'latin1' | 'utf8') => readCsv(join(dir, date, f), enc).records;
  const regs = at('EntireStateVoters.csv', 'latin1').filter((r) => REGISTERED.has(r.VOTER_STATUS_TYPE_CODE!));
  const votes = new Map<string, string[]>();
  for (const h of at('EntireStateVoterHistory.csv', 'utf8')) {
    const id = h.VOTER_IDENTIFICATION_NUMBER!;
    votes.set(id, [...(votes.get(id) ?? []), isoDate(h.ELECTION_DATE!)]);
  }
  const street = (r: Record<string, string>) => {
    const type = norm(r.STREET_TYPE!);
    return [
      r.STREET_NUMBER_PREFIX! + r.STREET_NUMBER!,
      r.STREET_NUMBER_SUFFIX!,
      r.DIRECTION_PREFIX!,
      r.STREET_NAME!,
      TYPE_ABBREVIATIONS[type] ?? type,
      r.DIRECTION_SUFFIX!,
    ]
      .map(norm)
      .filter((s) => s !== '')
      .join(' ');
  };
  const sets = Object.fromEntries(METRIC_KINDS.map((k) => [k, new Set<string>()])) as Record<
    string,
    Set<string>
  >;
  const add = (kind: string, id: string) => sets[kind]!.add(id);
  const year = Number(date.slice(0, 4));
  const postal = new Set(
    at('postal-locations.csv', 'utf8').map((r) => `${norm(r.ADDRESS_LINE_1!)}|${r.ZIP_CODE}`),
  );
  const canvass = at('canvass.csv', 'utf8');
  const key = (r: Record<string, string>) => `${norm(r.ADDRESS_LINE_1!)}|${r.ZIP_CODE}`;
  const nonRes = new Set(
    canvass
      .filter((r) =>
        [
          'Virtual Mailbox',
          'Prison',
          'Camps-Seasonal',
          'RV Park-Seasonal',
          'Business',
          'Homeless Shelter',
          'Memory/Dementia Care',
        ].includes(r.CATEGORY!),
      )
      .map(key),
  );
  const blank = new Set(canvass.filter((r) => r.FINDING !== '' && r.FINDING !== 'empty_lot').map(key));
  const emptyLot = new Set(canvass.filter((r) => r.FINDING === 'empty_lot').map(key));
  const ids = new Set(regs.map((r) => r.VOTER_IDENTIFICATION_NUMBER!));
  for (const r of regs) {
    const id = r.VOTER_IDENTIFICATION_NUMBER!;
    const age = year - Number(r.YEAR_OF_BIRTH);
    const reg = r.REGISTRATION_DATE!;
    const v = votes.get(id) ?? [];
    const place = `${street(r)}|${r.ZIP_CODE}`;
    if (age >= 100 && age <= 115) add('AGE_100_PLUS', id);
    if (age >= 90 && age <= 115) add('AGE_90_PLUS', id);
    if (age > 115) add('AGE_PLACEHOLDER', id);
    if (reg < '1942-01-01') add('REG_DATE_PRE_1942', id);
    if (postal.has(place)) add('UPS_USPS', id);
    if (['M', 'C', 'O'].includes(r.UOCAVA_STATUS_CODE!)) add('UOCAVA', id);
    if (reg <= '2022-10-11' && !v.some((d) => d > '2022-08-31')) add('LOW_PROPENSITY', id);
    const status = r.VOTER_STATUS_TYPE_CODE;
    if (status === 'V' && reg < '2020-11-03' && !v.some((d) => d >= '2020-11-03'))
      add('NVRA_8D_DEC_2022', id);
    if (status === 'V' && reg < '2022-11-08' && !v.some((d) => d >= '2022-11-08')) add('NVRA_8D_2025', id);
    if (nonRes.has(place)) add('NON_RESIDENTIAL', id);
    if ((blank.has(place) && r.EXTENSION!.trim() === '') || emptyLot.has(place)) add('BLANK_UNIT', id);
  }
  for (const d of at('deceased.csv', 'utf8')) {
    if (d.VOTER_IDENTIFICATION_NUMBER !== '') {
      if (ids.has(d.VOTER_IDENTIFICATION_NUMBER!)) add('DECEASED', d.VOTER_IDENTIFICATION_NUMBER!);
      continue;
    }
    const m = norm(d.MIDDLE_NAME!);
    const hits = regs.filter(
      (r) =>
        norm(r.FIRST_NAME!) === norm(d.FIRST_NAME!) &&
        norm(r.LAST_NAME!) === norm(d.LAST_NAME!) &&
        r.YEAR_OF_BIRTH === d.YEAR_OF_BIRTH &&
        (m === '' || norm(r.MIDDLE_NAME!) === '' || m[0] === norm(r.MIDDLE_NAME!)[0]),
    );
    if (hits.length === 1) add('DECEASED', hits[0]!.VOTER_IDENTIFICATION_NUMBER!);
  }
  for (const n of at('ncoa.csv', 'utf8')) {
    const d = n.MOVE_EFFECTIVE_DATE!;
    if (
      n.NEW_STATE !== 'MI' &&
      d >= '2021-06-01' &&
      d <= '2025-06-30' &&
      ids.has(n.VOTER_IDENTIFICATION_NUMBER!)
    ) {
      add('NCOA_STATE', n.VOTER_IDENTIFICATION_NUMBER!);
    }
  }
  // Duplicate rules: registrations matched by either (true duplicates and coincidences together).
  const matched = new Set<string>();
  for (const rule of [
    (r: Record<string, string>) =>
      `${norm(r.FIRST_NAME!)}|${r.YEAR_OF_BIRTH}|${street(r)}|${norm(r.CITY!)}|${r.ZIP_CODE}`,
    (r: Record<string, string>) =>
      `${norm(r.FIRST_NAME!)}|${norm(r.MIDDLE_NAME!)}|${norm(r.LAST_NAME!)}|${r.YEAR_OF_BIRTH}`,
  ]) {
    const groups = new Map<string, string[]>();
    for (const r of regs)
      groups.set(rule(r), [...(groups.get(rule(r)) ?? []), r.VOTER_IDENTIFICATION_NUMBER!]);
    for (const g of groups.values()) if (g.length > 1) for (const id of g) matched.add(id);
  }
  return { sets, matched, registered: ids };
}

describe('ground truth against the files', () => {
  let dir: string;
  let truth: GroundTruth;
  beforeAll(async () => {
    ({ dir, truth } = await run(2000, 1, 31));
  });

  it('equals an independent computation of every metric from the written files', () => {
    const { sets, matched } = fromFiles(dir, truth.lastSnapshot);
    for (const kind of METRIC_KINDS) {
      if (kind === 'DUPLICATE') continue;
      expect([...sets[kind]!].sort(), kind).toEqual([...truth.planted[kind]].sort());
    }
    // Every duplicate-rule match is either a true duplicate or a listed coincidence, never both.
    const coincidences = new Set(truth.hardCases.shared_name_coincidence);
    expect(truth.planted.DUPLICATE.filter((id) => coincidences.has(id))).toEqual([]);
    expect([...matched].sort()).toEqual([...truth.planted.DUPLICATE, ...coincidences].sort());
  });

  it('lists only registered registrations of the last snapshot', () => {
    const { registered } = fromFiles(dir, truth.lastSnapshot);
    for (const kind of METRIC_KINDS)
      for (const id of truth.planted[kind]) expect(registered.has(id), kind).toBe(true);
    for (const kind of HARD_CASE_KINDS)
      for (const id of truth.hardCases[kind]) expect(registered.has(id), kind).toBe(true);
  });

  it('has several of each planted kind even at 2,000 registrations', () => {
    for (const kind of METRIC_KINDS) expect(truth.planted[kind].length, kind).toBeGreaterThanOrEqual(3);
    for (const kind of HARD_CASE_KINDS) expect(truth.hardCases[kind].length, kind).toBeGreaterThanOrEqual(2);
  });

  it('is the same whether one snapshot or all are written', async () => {
    const all = await run(2000, 24, 31);
    expect(all.truth.planted).toEqual(truth.planted);
    expect(all.truth.hardCases).toEqual(truth.hardCases);
    const file = join('2025-10-01', 'EntireStateVoters.csv');
    expect(readFileSync(join(all.dir, file)).equals(readFileSync(join(dir, file)))).toBe(true);
  });
});

describe('a 30,000-registration run', () => {
  let dir: string;
  let truth: GroundTruth;
  beforeAll(async () => {
    ({ dir, truth } = await run(30_000, 24, 2025));
  });

  it('has registrations in all 83 counties and about 30,000 in the last snapshot', () => {
    const { records } = readCsv(join(dir, '2025-10-01', 'EntireStateVoters.csv'), 'latin1');
    expect(new Set(records.map((r) => r.COUNTY_CODE)).size).toBe(83);
    expect(records.length).toBeGreaterThan(27_000);
    expect(records.length).toBeLessThan(33_000);
  });

  it('has every kind of finding and every hard case', () => {
    expect(truth.seed).toBe(2025);
    expect(truth.lastSnapshot).toBe('2025-10-01');
    for (const kind of METRIC_KINDS) expect(truth.planted[kind].length, kind).toBeGreaterThan(0);
    for (const kind of HARD_CASE_KINDS) expect(truth.hardCases[kind].length, kind).toBeGreaterThan(0);
    // Hard cases are flagged only where a definition catches them by construction.
    for (const [id, kinds] of Object.entries(truth.hardCasesFlagged)) {
      if (truth.hardCases.uocava_military.includes(id)) expect(kinds).toEqual(['UOCAVA']);
    }
    const clean = [...truth.hardCases.twins, ...truth.hardCases.jr_sr, ...truth.hardCases.campus_housing];
    expect(clean.filter((id) => truth.hardCasesFlagged[id] !== undefined)).toEqual([]);
  });

  it('keeps overseas and military voters out of the movers and every other finding', () => {
    const uocava = new Set(truth.planted.UOCAVA);
    for (const id of truth.hardCases.uocava_military) expect(uocava.has(id)).toBe(true);
    for (const kind of METRIC_KINDS) {
      if (kind !== 'UOCAVA')
        expect(
          truth.planted[kind].filter((id) => uocava.has(id)),
          kind,
        ).toEqual([]);
    }
  });
});
