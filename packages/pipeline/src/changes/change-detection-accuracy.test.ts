import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@voterroll/db/test-support/database';
import { readUnusualChanges, type UnusualChange } from '@voterroll/records/changes/unusual-changes';
import {
  type ChangeEvent,
  type ChangeEventsTruth,
  generate,
  readChangeEvents,
  SNAPSHOT_FILES,
} from '@voterroll/voterfile/generator/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSnapshot } from '../ingest-snapshot';
import { FALSE_ALARMS_PER_MONTH } from './change-method';

/**
 * Recall and false alarms of the unusual-changes method (docs/changes.md, "Measured") on generated
 * data with planted change events (the generator's option changeEvents, ground truth in
 * change-events.json): ten monthly snapshots loaded one after the other, about 1.5 minutes on
 * PGlite. An event is found when its month has a flagged count of its kind in its own zone (the
 * precinct it names, else its jurisdiction); a flag in a containing zone alone does not count. A
 * false alarm is a flagged count with no known cause that no planted event explains (its month and
 * kind, in its zone, a zone containing it or a precinct of its jurisdiction).
 */
const SEED = Number(process.env.ACCURACY_SEED ?? 29);
const VOTERS = Number(process.env.ACCURACY_VOTERS ?? 20_000);
const SNAPSHOTS = 10;

interface Zone {
  zone_hash: string;
  level: string;
  county_code: number | null;
  jurisdiction_code: number | null;
  precinct: string | null;
  parent_hash: string | null;
}

let t: TestDatabase;
let dir: string;
let truth: ChangeEventsTruth;
const flags = new Map<string, UnusualChange[]>();
const zones = new Map<string, Zone>();

beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'change-accuracy-'));
  await generate({ outDir: dir, voters: VOTERS, snapshots: SNAPSHOTS, seed: SEED, changeEvents: true });
  truth = readChangeEvents(dir);
  for (const date of truth.snapshots) {
    const s = join(dir, date);
    const [voters, history, deceased, ncoa, postal, canvass] = SNAPSHOT_FILES.map((f) => join(s, f));
    const result = await ingestSnapshot(t.db, {
      snapshotDate: date,
      files: {
        voters: voters!,
        history: history!,
        deceased: deceased!,
        ncoa: ncoa!,
        postal: postal!,
        canvass: canvass!,
      },
    });
    if (!result.ok) throw new Error(result.error);
    flags.set(date, await readUnusualChanges(t.db, date));
  }
  for (const z of await t.db.query<Zone>(
    'select zone_hash, level, county_code, jurisdiction_code, precinct, parent_hash from zones',
  ))
    zones.set(z.zone_hash, z);
}, 900_000);

afterAll(async () => {
  await t?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The zone and its ancestors up to the state. */
function* upward(hash: string | null): Generator<Zone> {
  for (
    let z = hash ? zones.get(hash) : undefined;
    z;
    z = z.parent_hash ? zones.get(z.parent_hash) : undefined
  )
    yield z;
}

const inJurisdiction = (z: Zone, e: ChangeEvent) =>
  z.county_code === Number(e.county) && z.jurisdiction_code === Number(e.jurisdiction);

/**
 * The event's own zone, where its changes are counted: its precinct when it names one (the new
 * precinct of a renumbering, whose registrations are counted where they are now), else its
 * jurisdiction.
 */
function isEventZone(z: Zone, e: ChangeEvent): boolean {
  const precinct = e.kind === 'precinct_renumbering' ? e.toPrecinct! : e.precinct;
  return (
    inJurisdiction(z, e) &&
    (precinct === null ? z.level === 'jurisdiction' : z.level === 'precinct' && z.precinct === precinct)
  );
}

/** A flagged count the event explains: its month and kind, in its zone, a zone containing it, or a precinct of its jurisdiction. */
function explains(e: ChangeEvent, date: string, r: UnusualChange): boolean {
  if (date !== e.snapshotDate || r.kind !== e.changeKind) return false;
  const z = zones.get(r.zone_hash)!;
  if (z.level === 'precinct' && inJurisdiction(z, e)) return true;
  return [...zones.values()].some((own) => isEventZone(own, e) && [...upward(own.zone_hash)].includes(z));
}

/** Flagged counts neither a planted event nor a known cause explains. */
function falseAlarms(date: string): UnusualChange[] {
  return (flags.get(date) ?? []).filter(
    (r) => r.known_cause === null && !truth.events.some((e) => explains(e, date, r)),
  );
}

/** Distinct places among flagged counts: those no other flagged count of the kind lies within (a precinct's flag, not also its jurisdiction's and county's). */
function places(rows: UnusualChange[]): UnusualChange[] {
  return rows.filter(
    (r) =>
      !rows.some(
        (o) =>
          o !== r && o.kind === r.kind && [...upward(o.zone_hash)].some((z) => z.zone_hash === r.zone_hash),
      ),
  );
}

describe('unusual changes against the planted events', () => {
  it('prints recall and false alarms', () => {
    const events = truth.events.map((e) => {
      const rows = flags.get(e.snapshotDate) ?? [];
      const own = rows.find((r) => r.kind === e.changeKind && isEventZone(zones.get(r.zone_hash)!, e));
      const jur = rows.find(
        (r) =>
          r.kind === e.changeKind && r.level === 'jurisdiction' && inJurisdiction(zones.get(r.zone_hash)!, e),
      );
      return {
        month: e.snapshotDate,
        event: e.kind,
        kind: e.changeKind,
        zone: `${e.jurisdictionName}${e.precinct ? ` pct ${e.kind === 'precinct_renumbering' ? e.toPrecinct : e.precinct}` : ''}`,
        planted: e.voterIds.length,
        flagged: own ? 'yes' : 'NO',
        observed: own?.observed ?? '',
        expected: own ? own.expected.toFixed(2) : '',
        score: own ? own.score.toFixed(1) : '',
        jurisdiction: jur ? 'yes' : 'no',
      };
    });
    console.log(
      `change events planted and flagged (seed ${SEED}, ${VOTERS} voters, ${SNAPSHOTS} snapshots):`,
    );
    console.table(events);
    const months = truth.snapshots.slice(1).map((date) => {
      const rows = flags.get(date) ?? [];
      const alarms = falseAlarms(date);
      return {
        month: date,
        normal: truth.normalMonths.includes(date),
        flagged: rows.length,
        'known cause': rows.filter((r) => r.known_cause !== null).length,
        'planted event': rows.filter((r) => truth.events.some((e) => explains(e, date, r))).length,
        'false alarms': alarms.length,
        'their places': places(alarms).length,
        kinds: [...new Set(alarms.map((r) => r.kind))].join(' '),
      };
    });
    console.log('flagged counts per month:');
    console.table(months);
    for (const date of truth.snapshots.slice(1)) {
      for (const r of falseAlarms(date))
        console.log(`${date} false alarm: ${r.explanation} (score ${r.score.toFixed(1)})`);
      if (truth.normalMonths.includes(date))
        for (const r of (flags.get(date) ?? []).filter((r) => r.known_cause !== null))
          console.log(`${date} known cause ${r.known_cause}: ${r.explanation} (score ${r.score.toFixed(1)})`);
    }
    expect(events.length).toBe(5);
  });

  it('flags every planted event in its month, in its own zone, with its kind', () => {
    expect(truth.events.map((e) => e.kind).sort()).toEqual([
      'birth_year_batch',
      'mass_address_change',
      'precinct_renumbering',
      'purge',
      'shared_registration_date',
    ]);
    for (const e of truth.events) {
      const own = (flags.get(e.snapshotDate) ?? []).filter(
        (r) => r.kind === e.changeKind && isEventZone(zones.get(r.zone_hash)!, e),
      );
      expect(own.length, `${e.kind} in ${e.jurisdictionName} ${e.snapshotDate}`).toBe(1);
      expect(own[0]!.observed).toBeGreaterThanOrEqual(e.voterIds.length * 0.9);
    }
  });

  it('raises at most the budget of false alarms (one a month statewide) in normal months, and in event months beside the events', () => {
    expect(truth.normalMonths.length).toBeGreaterThanOrEqual(5);
    const normal = truth.normalMonths.flatMap(falseAlarms);
    expect(normal.length).toBeLessThanOrEqual(FALSE_ALARMS_PER_MONTH * truth.normalMonths.length);
    const eventMonths = [...new Set(truth.events.map((e) => e.snapshotDate))];
    expect(eventMonths.flatMap(falseAlarms).length).toBeLessThanOrEqual(
      FALSE_ALARMS_PER_MONTH * eventMonths.length,
    );
  });

  it('attaches the renumbering cause to the renumbering, and no known cause to the other events', () => {
    for (const e of truth.events) {
      const own = (flags.get(e.snapshotDate) ?? []).find(
        (r) => r.kind === e.changeKind && isEventZone(zones.get(r.zone_hash)!, e),
      );
      expect(own?.known_cause ?? null, e.kind).toBe(e.kind === 'precinct_renumbering' ? 'RENUMBERING' : null);
    }
  });
});
