import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../test-support/read-output';
import { SNAPSHOT_DATES } from './calendar';
import { chooseEventMonths, EVENT_KINDS } from './change-events';
import { type ChangeEventsTruth, generate, readChangeEvents } from './generate';

type Row = Record<string, string>;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'voterfile-changes-'));
  dirs.push(dir);
  return dir;
}

const address = (r: Row) =>
  [
    r.STREET_NUMBER_PREFIX,
    r.STREET_NUMBER,
    r.STREET_NUMBER_SUFFIX,
    r.STREET_NAME,
    r.EXTENSION,
    r.ZIP_CODE,
  ].join(' ');

/** What changed for a registration present in both snapshots, by kind. */
function changedKinds(b: Row, a: Row): string[] {
  const kinds: string[] = [];
  const moved = address(b) !== address(a);
  if (moved) kinds.push('address');
  if (b.LAST_NAME !== a.LAST_NAME || b.FIRST_NAME !== a.FIRST_NAME || b.MIDDLE_NAME !== a.MIDDLE_NAME)
    kinds.push('name');
  if (b.YEAR_OF_BIRTH !== a.YEAR_OF_BIRTH) kinds.push('birth_year');
  if (b.REGISTRATION_DATE !== a.REGISTRATION_DATE) kinds.push('registration_date');
  if (b.VOTER_STATUS_TYPE_CODE !== a.VOTER_STATUS_TYPE_CODE) kinds.push('voter_status');
  if (b.GENDER !== a.GENDER) kinds.push('gender');
  if (
    (b.IS_PERMANENT_ABSENTEE_VOTER ?? b.IS_PERM_AV_APP_VOTER) !==
    (a.IS_PERMANENT_ABSENTEE_VOTER ?? a.IS_PERM_AV_APP_VOTER)
  )
    kinds.push('permanent_absentee');
  if (!moved && (b.PRECINCT !== a.PRECINCT || b.JURISDICTION_CODE !== a.JURISDICTION_CODE))
    kinds.push('precinct');
  if (b.UOCAVA_STATUS_CODE !== a.UOCAVA_STATUS_CODE) kinds.push('uocava');
  return kinds;
}

describe('change events', () => {
  let dir: string;
  let truth: ChangeEventsTruth;
  const files = new Map<string, Map<string, Row>>();
  const at = (date: string) => files.get(date)!;
  beforeAll(async () => {
    dir = tempDir();
    await generate({ outDir: dir, voters: 6000, snapshots: 8, seed: 3, changeEvents: true });
    truth = readChangeEvents(dir);
    for (const date of truth.snapshots) {
      const rows = new Map<string, Row>();
      for (const r of readCsv(join(dir, date, 'EntireStateVoters.csv'), 'latin1').records)
        rows.set(r.VOTER_IDENTIFICATION_NUMBER!, r);
      files.set(date, rows);
    }
  }, 120_000);

  it('plants every kind once, from the 4th snapshot on, and leaves other months normal', () => {
    expect(truth.events.map((e) => e.kind).sort()).toEqual([...EVENT_KINDS].sort());
    const eventMonths = new Set(truth.events.map((e) => e.snapshotDate));
    for (const d of eventMonths) expect(truth.snapshots.indexOf(d)).toBeGreaterThanOrEqual(3);
    expect(truth.normalMonths.length).toBeGreaterThanOrEqual(3);
    for (const d of truth.normalMonths) expect(eventMonths.has(d)).toBe(false);
    expect(new Set(truth.events.map((e) => e.jurisdiction)).size).toBe(truth.events.length);
  });

  it('shows each planted event in its month and zone', () => {
    for (const e of truth.events) {
      const [before, after] = [at(e.previousSnapshot), at(e.snapshotDate)];
      expect(e.voterIds.length, e.kind).toBeGreaterThanOrEqual(e.kind === 'shared_registration_date' ? 8 : 5);
      for (const id of e.voterIds) {
        const [b, a] = [before.get(id), after.get(id)];
        if (e.kind === 'purge') {
          expect([b?.VOTER_STATUS_TYPE_CODE, b?.JURISDICTION_CODE, a]).toEqual([
            'A',
            e.jurisdiction,
            undefined,
          ]);
          continue;
        }
        expect(a?.JURISDICTION_CODE, `${e.kind} ${id}`).toBe(e.jurisdiction);
        expect(a?.COUNTY_CODE).toBe(e.county);
        if (e.kind === 'shared_registration_date') {
          expect(b).toBeUndefined();
          continue;
        }
        expect(b?.JURISDICTION_CODE).toBe(e.jurisdiction);
        const kinds = changedKinds(b!, a!);
        if (e.kind === 'birth_year_batch') expect(kinds).toContain('birth_year');
        if (e.kind === 'mass_address_change') {
          expect(kinds).toContain('address');
          expect([b!.PRECINCT, a!.PRECINCT]).toEqual([e.precinct, e.precinct]);
        }
        if (e.kind === 'precinct_renumbering') {
          expect(address(a!)).toBe(address(b!));
          expect([b!.PRECINCT, a!.PRECINCT]).toEqual([e.precinct, e.toPrecinct]);
        }
      }
      if (e.kind === 'shared_registration_date') {
        const rows = e.voterIds.map((id) => after.get(id)!);
        expect(new Set(rows.map((r) => r.REGISTRATION_DATE)).size).toBe(1);
        expect(new Set(rows.map(address)).size).toBe(1);
        expect(rows[0]!.PRECINCT).toBe(e.precinct);
      }
      if (e.kind === 'precinct_renumbering') {
        const codesBefore = [...before.values()].filter((r) => r.JURISDICTION_CODE === e.jurisdiction);
        expect(codesBefore.some((r) => r.PRECINCT === e.toPrecinct)).toBe(false);
      }
    }
  });

  it('gives every month background changes of every kind, and normal months the common ones', () => {
    const planted = new Set(truth.events.flatMap((e) => e.voterIds));
    const all: Record<string, number> = {};
    const normal: Record<string, number> = {};
    const count = (date: string, kind: string) => {
      all[kind] = (all[kind] ?? 0) + 1;
      if (truth.normalMonths.includes(date)) normal[kind] = (normal[kind] ?? 0) + 1;
    };
    truth.snapshots.slice(1).forEach((date, i) => {
      const before = at(truth.snapshots[i]!);
      const after = at(date);
      for (const [id, a] of after) {
        if (planted.has(id)) continue;
        const b = before.get(id);
        if (!b) count(date, 'added');
        else for (const kind of changedKinds(b, a)) count(date, kind);
      }
      for (const id of before.keys()) if (!after.has(id)) count(date, 'removed');
    });
    const kinds = [
      'added',
      'removed',
      'address',
      'name',
      'birth_year',
      'registration_date',
      'voter_status',
      'gender',
      'permanent_absentee',
      'precinct',
      'uocava',
    ];
    for (const kind of kinds) expect(all[kind] ?? 0, kind).toBeGreaterThan(0);
    for (const kind of ['added', 'removed', 'address', 'name', 'voter_status', 'permanent_absentee'])
      expect(normal[kind] ?? 0, kind).toBeGreaterThan(0);
    // Birth-year changes are rare outside the planted batch: a batch of 25 stands out.
    expect(all.birth_year!).toBeLessThan(2 * (truth.snapshots.length - 1));
  });
});

describe('chooseEventMonths', () => {
  it('plants nothing before the 4th snapshot, nor in a run too short to have history', () => {
    expect(chooseEventMonths(1, SNAPSHOT_DATES.slice(-3)).size).toBe(0);
    const plan = chooseEventMonths(1, SNAPSHOT_DATES);
    expect(plan.size).toBe(5);
    for (const date of plan.keys()) expect(SNAPSHOT_DATES.indexOf(date)).toBeGreaterThan(3);
    expect([...plan.values()].flat().sort()).toEqual([...EVENT_KINDS].sort());
  });

  it('is off by default: no change-events.json', async () => {
    const out = tempDir();
    await generate({ outDir: out, voters: 300, snapshots: 1, seed: 2 });
    expect(existsSync(join(out, 'change-events.json'))).toBe(false);
  });
});
