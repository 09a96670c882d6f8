/**
 * Named points inside a load, for the kill test (issue 16): `voterroll ingest` with
 * VOTERROLL_PAUSE_AT=<stage> prints a marker and waits there, so that a test kills the process at
 * a known stage instead of guessing with sleeps. Without a checkpoint the load never waits.
 */
export const INGEST_STAGES = ['copy', 'index', 'findings', 'metrics', 'publish'] as const;
export type IngestStage = (typeof INGEST_STAGES)[number];

/** Called at each named point; it may wait (the test hook) or do nothing. */
export type Checkpoint = (stage: IngestStage) => Promise<void>;

export const noCheckpoint: Checkpoint = async () => {};

/** Where each stage's checkpoint stands, for the CLI's help and the docs. */
export const STAGE_POINTS: Record<IngestStage, string> = {
  copy: 'the registrations COPY under way (its table made, the first rows sent)',
  index: "inside the transaction building the registrations' indexes (the key built)",
  findings: 'after the first finding rule wrote its rows, before the others',
  metrics: "inside the metrics' transaction (its table made, before the roll-up)",
  publish: 'inside the publishing transaction, the partitions attached, before it commits',
};
