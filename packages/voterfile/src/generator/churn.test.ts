import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../test-support/read-output';
import { generate, SNAPSHOT_DATES } from './generate';

interface Row {
  status: string;
  address: string;
  county: string;
}

describe('population dynamics across snapshots', () => {
  let dir: string;
  const snapshots = new Map<string, Map<string, Row>>();
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'voterfile-churn-'));
    await generate({ outDir: dir, voters: 4000, seed: 5 });
    for (const date of SNAPSHOT_DATES) {
      const rows = new Map<string, Row>();
      for (const r of readCsv(join(dir, date, 'EntireStateVoters.csv'), 'latin1').records) {
        rows.set(r.VOTER_IDENTIFICATION_NUMBER!, {
          status: r.VOTER_STATUS_TYPE_CODE!,
          address: `${r.STREET_NUMBER} ${r.STREET_NAME} ${r.EXTENSION} ${r.ZIP_CODE}`,
          county: r.COUNTY_CODE!,
        });
      }
      snapshots.set(date, rows);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const at = (date: string) => snapshots.get(date)!;
  const pairs = () => SNAPSHOT_DATES.slice(1).map((d, i) => [at(SNAPSHOT_DATES[i]!), at(d)] as const);

  it('adds and removes registrations from one snapshot to the next', () => {
    const sizes = SNAPSHOT_DATES.map((d) => at(d).size);
    expect(new Set(sizes).size).toBeGreaterThan(10);
    let added = 0;
    let removed = 0;
    for (const [before, after] of pairs()) {
      for (const id of after.keys()) if (!before.has(id)) added++;
      for (const id of before.keys()) if (!after.has(id)) removed++;
    }
    expect(added).toBeGreaterThan(200);
    expect(removed).toBeGreaterThan(200);
  });

  it('never brings back an id once it has left the file', () => {
    const gone = new Set<string>();
    for (const [before, after] of pairs()) {
      for (const id of after.keys()) expect(gone.has(id)).toBe(false);
      for (const id of before.keys()) if (!after.has(id)) gone.add(id);
    }
  });

  it('keeps cancelled rows (C) for a few months before they leave', () => {
    const last = at('2025-10-01');
    const cancelled = [...at('2025-06-01')].filter(([, r]) => r.status === 'C').map(([id]) => id);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.filter((id) => last.has(id))).toEqual([]);
    for (const [before, after] of pairs()) {
      for (const [id, r] of after)
        if (r.status === 'C' && before.get(id)?.status === 'C') expect(before.has(id)).toBe(true);
    }
  });

  it('cancels a wave of inactive (V) registrations in spring 2025', () => {
    const april = at('2025-04-01');
    const may = at('2025-05-01');
    const inactive = [...april].filter(([, r]) => r.status === 'V').map(([id]) => id);
    const cancelled = inactive.filter((id) => may.get(id)?.status === 'C');
    expect(inactive.length).toBeGreaterThan(200);
    expect(cancelled.length / inactive.length).toBeGreaterThan(0.25);
    const vShare = (date: string) =>
      [...at(date).values()].filter((r) => r.status === 'V').length / at(date).size;
    expect(vShare('2025-03-01')).toBeGreaterThan(0.06);
    expect(vShare('2025-03-01')).toBeLessThan(0.11);
  });

  it('moves registrations to new addresses, sometimes to another county, and changes statuses both ways', () => {
    let moved = 0;
    let county = 0;
    let toV = 0;
    let toA = 0;
    for (const [before, after] of pairs()) {
      for (const [id, r] of after) {
        const b = before.get(id);
        if (!b) continue;
        if (b.address !== r.address) moved++;
        if (b.county !== r.county) county++;
        if (b.status === 'A' && r.status === 'V') toV++;
        if (b.status === 'V' && r.status === 'A') toA++;
      }
    }
    expect(moved).toBeGreaterThan(50);
    expect(county).toBeGreaterThan(5);
    expect(toV).toBeGreaterThan(20);
    expect(toA).toBeGreaterThan(0);
  });
});
