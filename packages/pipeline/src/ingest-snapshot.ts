import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';
import type { Db } from '@voterroll/db/database';
import {
  openCanvassCsv,
  openDeceasedCsv,
  openNcoaCsv,
  openPostalLocationsCsv,
} from '@voterroll/voterfile/readers/aux-readers';
import { openHistoryCsv } from '@voterroll/voterfile/readers/history-csv-reader';
import { openRegistrationFile } from '@voterroll/voterfile/readers/open-registration-file';
import type { RowProblem } from '@voterroll/voterfile/registration';
import { buildAddressDensity } from './addresses/address-density';
import { insertNewAddresses } from './addresses/insert-addresses';
import { withBulkSettings } from './bulk-settings';
import { addChangeFigures } from './changes/change-figures';
import { stageChanges, stageFieldChanges, storeChanges } from './changes/detect-changes';
import { findUnusualChanges } from './changes/find-unusual-changes';
import { type Checkpoint, noCheckpoint } from './checkpoint';
import { computeFindings } from './findings/compute-findings';
import { loadCanvass, loadDeceased, loadNcoa, loadPostalLocations } from './findings/load-sources';
import { loadHistory } from './history/load-history';
import { addAbsentee2020 } from './metrics/absentee-2020';
import { addNvraRemovals } from './metrics/nvra-removals';
import { buildZoneMetrics } from './metrics/rollup-metrics';
import { saveDuplicateCandidates } from './registrations/duplicate-keys';
import {
  analyzeRegistrations,
  indexRegistrations,
  keyRegistrations,
  type LoadProgress,
  loadRegistrations,
} from './registrations/load-registrations';
import { analyzeForReaders, buildReviewRows } from './review/review-rows';
import { buildReviewSearchTables } from './review/review-search-tables';
import { gate, sideBySide } from './side-by-side';
import { discardInterrupted, discardUnpublished } from './snapshots/discard-snapshot';
import { resolveLoadContext } from './snapshots/load-context';
import { type PublishResult, publishSnapshot } from './snapshots/publish-snapshot';
import {
  markFailed,
  markLoading,
  otherOrigin,
  type SnapshotOrigin,
  storeCounts,
  storeProblems,
} from './snapshots/snapshot-row';
import { isSnapshotDate } from './snapshots/snapshot-tables';

export interface IngestFiles {
  voters: string;
  history?: string;
  deceased?: string;
  ncoa?: string;
  postal?: string;
  canvass?: string;
}

export interface IngestOptions {
  snapshotDate: string;
  files: IngestFiles;
  /** 'demo' only for the server's synthetic demo; a database holds one origin or the other. */
  origin?: SnapshotOrigin;
  onProgress?: (p: LoadProgress) => void;
  onProblem?: (p: RowProblem) => void;
  /** CPU seconds used so far (the benchmark's: this process and the server): noted per stage. */
  cpuClock?: () => number;
  /** Called at the named points of the load (checkpoint.ts): the kill test's hook. */
  checkpoint?: Checkpoint;
}

export interface IngestReport extends PublishResult {
  newAddresses: number;
  /** zone_metrics rows of the snapshot: one per zone and metric key with a count. */
  metricRows: number;
  snapshotDate: string;
  rowsRead: number;
  rowsLoaded: number;
  rowsRejected: number;
  historyRows: number;
  sourceRows: Partial<Record<'deceased' | 'ncoa' | 'postal' | 'canvass', number>>;
  findings: Record<string, number>;
  problems: number;
  /** Seconds per stage, for the benchmark and the operator. */
  timings: Record<string, number>;
  /** CPU seconds per stage, when a cpuClock was given. */
  cpuSeconds: Record<string, number>;
  seconds: number;
}

/** At most this many problem rows are kept in load_problems; all are counted. */
const STORED_PROBLEMS = 1000;

/**
 * Loads one monthly snapshot: reads and checks the files, copies them in, computes findings and
 * metrics, and publishes the snapshot in one transaction. Files with a wrong header are refused
 * before anything is written; a failure midway leaves nothing behind.
 */
export async function ingestSnapshot(db: Db, o: IngestOptions): Promise<Result<IngestReport, string>> {
  const started = Date.now();
  if (!isSnapshotDate(o.snapshotDate)) return err(`"${o.snapshotDate}" is not a snapshot date (YYYY-MM-DD).`);
  for (const [kind, path] of Object.entries(o.files)) {
    if (path && !existsSync(path)) return err(`The ${kind} file ${path} does not exist.`);
  }
  const [existing] = await db.query<{ status: string }>(
    'select status from snapshots where snapshot_date = $1::date',
    [o.snapshotDate],
  );
  if (existing?.status === 'ready') return err(`Snapshot ${o.snapshotDate} is already loaded.`);
  const origin = o.origin ?? 'loaded';
  const mixed = await otherOrigin(db, origin);
  if (mixed) return err(mixed);

  const problems: RowProblem[] = [];
  let problemCount = 0;
  let rejected = 0;
  const votersName = basename(o.files.voters);
  const onProblem = (p: RowProblem) => {
    problemCount += 1;
    if (p.file === votersName) rejected += 1;
    if (problems.length < STORED_PROBLEMS) problems.push(p);
    o.onProblem?.(p);
  };

  // Open every file first: a wrong header refuses the whole load before anything is written.
  const voters = await openRegistrationFile(o.files.voters, onProblem);
  if (!voters.ok) return voters;
  const opened = {
    history: o.files.history ? await openHistoryCsv(o.files.history, onProblem) : null,
    deceased: o.files.deceased ? await openDeceasedCsv(o.files.deceased, onProblem) : null,
    ncoa: o.files.ncoa ? await openNcoaCsv(o.files.ncoa, onProblem) : null,
    postal: o.files.postal ? await openPostalLocationsCsv(o.files.postal, onProblem) : null,
    canvass: o.files.canvass ? await openCanvassCsv(o.files.canvass, onProblem) : null,
  };
  const refused = Object.values(opened).find((file) => file !== null && !file.ok);
  if (refused && !refused.ok) {
    // Close what was opened: a refused load reads none of its files.
    await voters.value.batches.return(undefined);
    for (const file of Object.values(opened)) if (file?.ok) await file.value.batches.return(undefined);
    return refused;
  }

  // A load killed earlier left its tables and rows: cleared first (one of this date, below).
  await discardInterrupted(db, o.snapshotDate);
  // Resolved once: every stage reads the snapshot's tables and the previous snapshot from here.
  const load = await resolveLoadContext(db, o.snapshotDate);
  const t = load.tables;
  const f = o.files;
  await markLoading(db, load, [f.voters, f.history, f.deceased, f.ncoa, f.postal, f.canvass], origin);

  const timings: Record<string, number> = {};
  const cpuSeconds: Record<string, number> = {};
  /** Runs one stage and notes its seconds; stages may run side by side. */
  const timed = async <T>(stage: string, work: () => Promise<T>): Promise<T> => {
    const begun = performance.now();
    const cpuBegun = o.cpuClock?.() ?? 0;
    const value = await work();
    timings[stage] = Math.round(performance.now() - begun) / 1000;
    if (o.cpuClock) cpuSeconds[stage] = Math.round((o.cpuClock() - cpuBegun) * 100) / 100;
    return value;
  };
  // The history and the auxiliary files need nothing of the registrations.
  const loadHistoryAndSources = async () => {
    const history = opened.history?.ok && o.files.history ? o.files.history : null;
    // The reader checked the header; the copy reads the rows itself (history-copy.ts).
    if (opened.history?.ok) await opened.history.value.batches.return(undefined);
    const historyRows = history ? await timed('history', () => loadHistory(db, load, history, onProblem)) : 0;
    const sourceRows: IngestReport['sourceRows'] = {};
    await timed('sources', async () => {
      if (opened.deceased?.ok)
        sourceRows.deceased = await loadDeceased(db, load, opened.deceased.value.batches);
      if (opened.ncoa?.ok) sourceRows.ncoa = await loadNcoa(db, load, opened.ncoa.value.batches);
      if (opened.postal?.ok)
        sourceRows.postal = await loadPostalLocations(db, load, opened.postal.value.batches);
      if (opened.canvass?.ok) sourceRows.canvass = await loadCanvass(db, load, opened.canvass.value.batches);
    });
    return { historyRows, sourceRows };
  };
  // The work after the copy runs in two lanes side by side (side-by-side.ts): the indexes, the new
  // addresses, the changes and the density beside the history, sources, findings and metrics, with
  // the review rows as a third part between them (below). The sources
  // load after the copy, not beside it: their parsing took the JavaScript thread from the
  // registrations' and slowed the copy more than it saved (measured).
  try {
    // Only an earlier attempt at this snapshot can have left anything behind.
    if (existing) await timed('discard', () => discardUnpublished(db, t));
    const progress = o.onProgress ?? (() => {});
    const checkpoint = o.checkpoint ?? noCheckpoint;
    const copied = await timed('copy', () =>
      loadRegistrations(db, load, voters.value, votersName, onProblem, progress, checkpoint),
    );
    await timed('analyze', async () => {
      await copied.zones.save(db);
      await analyzeRegistrations(db, load);
    });
    await timed('duplicates', () => saveDuplicateCandidates(db, load, copied.duplicates));
    // The review rows need the snapshot's addresses (reader lane) and its findings (finding lane):
    // a third part waits for both and builds them beside the metrics (gates: side-by-side.ts).
    const addressesStored = gate();
    const findingsFound = gate();
    const readerLane = addressesStored.guard(async () => {
      await timed('index', () => indexRegistrations(db, load, checkpoint));
      const added = await timed('addresses', () =>
        withBulkSettings(db, (tx) => insertNewAddresses(tx, load, copied.addresses)),
      );
      addressesStored.open();
      // A statewide file's millions of forms have no reader after.
      copied.addresses.clear();
      await timed('changes', () => withBulkSettings(db, (tx) => stageChanges(tx, load)));
      await timed('changes.fields', () => stageFieldChanges(db, load));
      await timed('density', () => buildAddressDensity(db, load));
      return added;
    });
    const findingLane = findingsFound.guard(async () => {
      const loaded = await loadHistoryAndSources();
      const findings = await timed('findings', () => computeFindings(db, load, timings, checkpoint, true));
      findingsFound.open();
      const metricRows = await timed('metrics', () => buildZoneMetrics(db, load, checkpoint));
      // The last votes computeFindings built have no reader after the metrics.
      await db.exec(`drop table ${t.lastVote}`);
      return { ...loaded, findings, metricRows };
    });
    const reviewRows = async () => {
      await Promise.all([addressesStored.passed, findingsFound.passed]);
      return timed('review.rows', () => buildReviewRows(db, load));
    };
    const [newAddresses, derived] = await sideBySide(db, readerLane, findingLane, reviewRows);
    const { historyRows, sourceRows, findings, metricRows } = derived;
    // The visibility map lets a page's count read only the index (the density and review list
    // pages; docs/performance.md). Vacuumed after every part: while another part's transaction
    // ran, vacuum could mark no page all-visible.
    await timed('vacuum', async () => {
      await db.exec(`vacuum ${t.density}`);
      await db.exec(`vacuum analyze ${t.reviewRows}`);
    });
    // Needs both lanes' work: the staged changes and the metrics partition.
    await timed('removals', () => addNvraRemovals(db, load));
    await timed('changes.figures', () => addChangeFigures(db, load));
    await timed('changes.unusual', () => findUnusualChanges(db, load));
    await timed('absentee', () => addAbsentee2020(db, load));
    await timed('review.words', () => buildReviewSearchTables(db, load));
    await timed('readers.analyze', () => analyzeForReaders(db, load));
    await keyRegistrations(db, load);
    await storeProblems(db, load, problems);
    await storeCounts(db, load, [copied.rowsRead + rejected, copied.rowsLoaded, rejected, historyRows]);
    const seconds = (Date.now() - started) / 1000;
    const published = await timed('publish', () =>
      publishSnapshot(db, load, { loadSeconds: seconds }, timings, checkpoint, (tx) => storeChanges(tx, t)),
    );
    return ok({
      snapshotDate: o.snapshotDate,
      rowsRead: copied.rowsRead + rejected,
      rowsLoaded: copied.rowsLoaded,
      rowsRejected: rejected,
      historyRows,
      sourceRows,
      findings,
      problems: problemCount,
      ...published,
      metricRows,
      newAddresses,
      timings,
      cpuSeconds,
      seconds: (Date.now() - started) / 1000,
    });
  } catch (e) {
    await discardUnpublished(db, t);
    await markFailed(db, load, e instanceof Error ? e.message : String(e));
    throw e;
  }
}
