/**
 * The synthetic Michigan voter file: `generate` writes monthly snapshots of one evolving
 * population in the QVF formats, with the auxiliary sources and ground-truth.json. The same seed
 * and options give byte-identical files. The population always evolves from 2020-11-01, so the
 * last snapshot is the same whether one or all 24 snapshots are written.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { plantDeceased, plantDuplicates, plantedCount, plantNcoa, plantOld, plantUocava } from './anomalies';
import { monthOf, monthStart, SNAPSHOT_DATES } from './calendar';
import { BACKGROUND_RATES, ChangeEvents } from './change-events';
import { CHANGE_EVENTS_FILE, CHANGE_EVENTS_NOTES, type ChangeEventsTruth } from './change-events-truth';
import { scheduleLife, simulateMonth } from './churn';
import { ENVELOPE_SNAPSHOT, writeEnvelopeSet } from './envelopes';
import { michiganGeography } from './geography';
import { computeGroundTruth, GROUND_TRUTH_NOTES, type GroundTruth } from './ground-truth';
import {
  plantCampusHousing,
  plantJuniorSenior,
  plantPreRegistrations,
  plantSharedNames,
  plantTwins,
} from './hard-cases';
import { drawIntent } from './history';
import { populate } from './households';
import { isRegistered } from './model';
import { START_DATE, World } from './population';
import { qvfColumns } from './qvf-row';
import { deriveRng } from './random';
import { plantBlankUnits, plantNonResidential, plantPostal } from './site-anomalies';
import { makeCanvassBackground, makePostalLocations } from './sites';
import { auxRows, writeAux } from './write-aux-csv';
import { fileOrder, writeHistory, writeRegistrations } from './write-qvf-csv';

export { SNAPSHOT_DATES } from './calendar';
export type { ChangeEvent, ChangeEventKind, ChangeEventsTruth } from './change-events-truth';
export { readChangeEvents } from './change-events-truth';
export type { GroundTruth, MetricKind } from './ground-truth';

export interface GenerateOptions {
  outDir: string;
  /** Registrations in the last snapshot, roughly (default 30000). */
  voters?: number;
  /** How many of SNAPSHOT_DATES to write: the last k (default all 24). */
  snapshots?: number;
  /** Default 2025. */
  seed?: number;
  /**
   * Background changes of every kind (names, birth-year corrections, gender, absentee, UOCAVA,
   * precincts) and planted change events in chosen months, listed in change-events.json. Off by
   * default: it changes every file from the first month on. `voterroll generate` turns it on.
   */
  changeEvents?: boolean;
  onProgress?: (msg: string) => void;
}

export interface SnapshotSummary {
  date: string;
  dir: string;
  columns: number;
  /** Rows of EntireStateVoters.csv (all statuses). */
  registrations: number;
  /** Of which registered (A, V, CH). */
  registered: number;
  historyRows: number;
  deceasedRows: number;
  ncoaRows: number;
  postalLocationRows: number;
  canvassRows: number;
}

export interface GenerateSummary {
  outDir: string;
  seed: number;
  voters: number;
  /** Every file written (paths joined onto outDir). */
  files: string[];
  snapshots: SnapshotSummary[];
  groundTruthFile: string;
  /** change-events.json, with the option changeEvents. */
  changeEventsFile?: string;
  /** Registrations carrying each finding in the last snapshot. */
  counts: GroundTruth['counts'];
}

export const SNAPSHOT_FILES = [
  'EntireStateVoters.csv',
  'EntireStateVoterHistory.csv',
  'deceased.csv',
  'ncoa.csv',
  'postal-locations.csv',
  'canvass.csv',
] as const;

const PRE_REGISTRATION_MONTH = monthOf('2025-06-01');

/** Net growth of the natural file from Nov 2020 to Oct 2025 (registrations minus removals), measured. */
const GROWTH = 1.11;

function plantEverything(world: World, voters: number): void {
  const n = (perThousand: number, minimum: number) => plantedCount(voters, perThousand, minimum);
  plantDuplicates(world, n(1.5, 3), n(1, 3));
  plantDeceased(world, n(1.5, 3), n(1, 3), n(0.5, 2));
  plantOld(world, n(0.6, 3), n(0.15, 3), n(0.4, 3));
  plantPostal(world, n(1.5, 3));
  plantNcoa(world, n(1.5, 3), n(0.5, 2));
  plantUocava(world, n(2.5, 4));
  plantNonResidential(world, n(2, 4));
  plantBlankUnits(world, n(0.3, 6));
  plantTwins(world, n(0.8, 2));
  plantJuniorSenior(world, n(0.8, 2));
  plantSharedNames(world, n(0.5, 3));
  plantCampusHousing(world, n(1.5, 4));
}

function formatJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`,
  );
  return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')}\n${indent}}`;
}

/**
 * Whether each person's row text is kept to be written again while it is unchanged. It pays with
 * several snapshots of a file of moderate size (the demo); for two snapshots, or a million
 * registrations, the memory it holds (about 2.5 KB a registration) costs more in garbage
 * collection than it saves (figures: docs/performance.md).
 */
export function reusesRowText(voters: number, snapshots: number): boolean {
  return snapshots > 2 && voters <= 1_000_000;
}

/**
 * About how much of V8's heap generating `voters` registrations takes (the registrations' and
 * addresses' columns are typed arrays, outside it), from measured peaks of heap used
 * (docs/performance.md).
 */
export function generatorMemoryNeeded(voters: number, snapshots: number): number {
  const perRegistration = reusesRowText(voters, snapshots) ? 2_800 : 340;
  return 300e6 + voters * perRegistration;
}

/**
 * Why this Node cannot generate `voters` registrations (its heap is too small, with the option
 * that gives it room, a quarter to spare), or null when it can. Checked before any work starts.
 */
export function heapShortfall(voters: number, snapshots: number): string | null {
  const needed = generatorMemoryNeeded(voters, snapshots);
  const limit = getHeapStatistics().heap_size_limit;
  if (needed <= limit) return null;
  const megabytes = Math.ceil((needed * 1.25) / 2 ** 30) * 1024;
  return (
    `generating ${voters.toLocaleString('en-US')} registrations needs about ${(needed / 2 ** 30).toFixed(1)} GB ` +
    `of memory; this Node allows ${(limit / 2 ** 30).toFixed(1)} GB. ` +
    `Run it with NODE_OPTIONS=--max-old-space-size=${megabytes}.`
  );
}

export async function generate(o: GenerateOptions): Promise<GenerateSummary> {
  const voters = o.voters ?? 30_000;
  const k = o.snapshots ?? SNAPSHOT_DATES.length;
  const seed = o.seed ?? 2025;
  if (!Number.isInteger(voters) || voters < 100) throw new Error('voters must be an integer of at least 100');
  if (!Number.isInteger(k) || k < 1 || k > SNAPSHOT_DATES.length) {
    throw new Error(`snapshots must be an integer from 1 to ${SNAPSHOT_DATES.length}`);
  }
  const progress = o.onProgress ?? (() => {});
  const targets = SNAPSHOT_DATES.slice(-k);
  const last = targets[targets.length - 1]!;
  const geo = michiganGeography();
  // Every registration made by the last month, dropped ones included: about 1.15 per final one.
  const world = new World(geo, deriveRng(seed, 'world'), Math.ceil(voters * 1.2));

  makePostalLocations(world, Math.max(30, Math.min(1500, Math.round(voters / 150))));
  plantEverything(world, voters);
  // Planted registrations stay to the end; the natural ones grow by GROWTH until the last snapshot.
  const planted = world.persons.length;
  populate(world, planted + Math.max(0, Math.round((voters - planted) / GROWTH)));
  makeCanvassBackground(world, Math.max(20, Math.min(10_000, Math.round(voters / 120))));
  const history = deriveRng(seed, 'history');
  for (const p of world.persons) {
    drawIntent(history, p);
    if (!p.protected) scheduleLife(world, p, monthOf(START_DATE));
  }
  const base = world.persons.length;
  progress(`population of ${world.persons.length} registrations as of ${START_DATE}`);

  await mkdir(o.outDir, { recursive: true });
  const files: string[] = [];
  const snapshots: SnapshotSummary[] = [];
  let truth: ReturnType<typeof computeGroundTruth> | undefined;
  const reuse = reusesRowText(voters, k);
  const changes = o.changeEvents ? new ChangeEvents(seed, targets) : undefined;
  for (let month = monthOf(START_DATE); month <= monthOf(last); month++) {
    const date = monthStart(month);
    if (targets.includes(date)) {
      const dir = join(o.outDir, date);
      await mkdir(dir, { recursive: true });
      // Filtered, not compacted: the simulation must not depend on which snapshots are written.
      const rows = fileOrder(world.persons, month);
      const registrations = await writeRegistrations(join(dir, SNAPSHOT_FILES[0]), rows, date, reuse);
      const historyRows = await writeHistory(join(dir, SNAPSHOT_FILES[1]), geo, rows, date, reuse);
      const aux = auxRows(world, date);
      const auxCounts = await writeAux(dir, aux);
      files.push(...SNAPSHOT_FILES.map((f) => join(dir, f)));
      const summary: SnapshotSummary = {
        date,
        dir,
        columns: qvfColumns(date).length,
        registrations,
        registered: rows.filter((p) => isRegistered(p.status)).length,
        historyRows,
        deceasedRows: auxCounts.deceased,
        ncoaRows: auxCounts.ncoa,
        postalLocationRows: auxCounts.postal,
        canvassRows: auxCounts.canvass,
      };
      snapshots.push(summary);
      progress(`${date}: ${registrations} registrations, ${historyRows} votes`);
      if (date === last) truth = computeGroundTruth(rows, aux, date);
    }
    if (month === PRE_REGISTRATION_MONTH) plantPreRegistrations(world, plantedCount(voters, 0.5, 3), month);
    if (month < monthOf(last)) {
      changes?.beforeMonth(world, month);
      simulateMonth(world, month, base);
      changes?.month(world, month);
    }
  }
  if (!truth) throw new Error('last snapshot was not written');
  const groundTruth: GroundTruth = {
    seed,
    voters,
    snapshots: targets,
    lastSnapshot: last,
    ...truth,
    notes: GROUND_TRUTH_NOTES,
  };
  // The 2020 ballot envelope set (demo data entry), read from the written Dec 2020 files.
  const envelopeDir = snapshots.find((s) => s.date === ENVELOPE_SNAPSHOT)?.dir;
  if (envelopeDir) {
    const set = await writeEnvelopeSet({ outDir: o.outDir, snapshotDir: envelopeDir, seed });
    progress(`envelopes 2020: ${set.envelopes} envelopes, ${set.boards} counting boards`);
  }
  const groundTruthFile = join(o.outDir, 'ground-truth.json');
  await writeFile(groundTruthFile, `${formatJson(groundTruth)}\n`);
  files.push(groundTruthFile);
  let changeEventsFile: string | undefined;
  if (changes) {
    const eventMonths = new Set(changes.events.map((e) => e.snapshotDate));
    const truth: ChangeEventsTruth = {
      seed,
      voters,
      snapshots: targets,
      normalMonths: targets.filter(
        (d, i) => i > 0 && monthOf(d) === monthOf(targets[i - 1]!) + 1 && !eventMonths.has(d),
      ),
      events: changes.events,
      backgroundRates: { ...BACKGROUND_RATES },
      notes: CHANGE_EVENTS_NOTES,
    };
    changeEventsFile = join(o.outDir, CHANGE_EVENTS_FILE);
    await writeFile(changeEventsFile, `${JSON.stringify(truth, null, 2)}\n`);
    files.push(changeEventsFile);
    for (const e of changes.events) progress(`change event ${e.snapshotDate}: ${e.kind}, ${e.detail}`);
  }
  progress(
    `ground truth: ${Object.entries(truth.counts)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
  );
  return {
    outDir: o.outDir,
    seed,
    voters,
    files,
    snapshots,
    groundTruthFile,
    ...(changeEventsFile ? { changeEventsFile } : {}),
    counts: truth.counts,
  };
}
