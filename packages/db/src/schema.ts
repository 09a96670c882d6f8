import {
  bigint,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The tables the application reads and writes through the ORM, declared to match the SQL
 * migrations (which are the source of truth). Keys are camelCase here; the ORM maps them to the
 * snake_case columns (casing: 'snake_case' in orm.ts): the one place the two spellings meet.
 * Bulk loading and the metric SQL do not go through the ORM.
 */

export const zones = pgTable('zones', {
  zoneHash: text().primaryKey(),
  level: text({ enum: ['state', 'county', 'jurisdiction', 'precinct'] }).notNull(),
  countyCode: smallint(),
  countyName: text(),
  jurisdictionCode: integer(),
  jurisdictionName: text(),
  ward: text(),
  precinct: text(),
  zoneName: text().notNull(),
  parentHash: text(),
});

export const snapshots = pgTable('snapshots', {
  snapshotDate: date({ mode: 'string' }).primaryKey(),
  status: text({ enum: ['loading', 'ready', 'failed'] }).notNull(),
  origin: text({ enum: ['loaded', 'demo'] })
    .notNull()
    .default('loaded'),
  votersFile: text(),
  historyFile: text(),
  deceasedFile: text(),
  ncoaFile: text(),
  postalFile: text(),
  canvassFile: text(),
  rowsRead: integer().notNull(),
  rowsLoaded: integer().notNull(),
  rowsRejected: integer().notNull(),
  historyRows: integer().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
  loadSeconds: numeric({ precision: 10, scale: 2, mode: 'number' }),
  message: text(),
});

export const loadProblems = pgTable('load_problems', {
  snapshotDate: date({ mode: 'string' }).notNull(),
  file: text().notNull(),
  line: integer().notNull(),
  reason: text().notNull(),
});

export const zoneMetrics = pgTable(
  'zone_metrics',
  {
    snapshotDate: date({ mode: 'string' }).notNull(),
    zoneHash: text().notNull(),
    metricKey: text().notNull(),
    value: integer().notNull(),
    activeValue: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.zoneHash, t.metricKey, t.snapshotDate] })],
);

export const zoneScores = pgView('zone_scores', {
  snapshotDate: date({ mode: 'string' }).notNull(),
  zoneHash: text().notNull(),
  totalCount: integer().notNull(),
  activeCount: integer().notNull(),
  overallScore: numeric({ mode: 'number' }),
  hardScore: numeric({ mode: 'number' }),
}).existing();

export const votingHistory = pgTable(
  'voting_history',
  {
    voterId: bigint({ mode: 'number' }).notNull(),
    electionDate: date({ mode: 'string' }).notNull(),
    votingMethod: text({ enum: ['ABSENTEE', 'IN PERSON', 'UNKNOWN'] }).notNull(),
    countyCode: smallint(),
    jurisdictionCode: integer(),
    firstSeen: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.voterId, t.electionDate, t.votingMethod] })],
);

export const registrationChanges = pgTable('registration_changes', {
  snapshotDate: date({ mode: 'string' }).notNull(),
  voterId: bigint({ mode: 'number' }).notNull(),
  change: text({ enum: ['ADDED', 'REMOVED'] }).notNull(),
  voterStatusTypeCode: text().notNull(),
  countyCode: smallint().notNull(),
  jurisdictionCode: integer().notNull(),
  ward: text().notNull(),
  precinct: text().notNull(),
  lastName: text().notNull(),
  firstName: text().notNull(),
  middleName: text().notNull(),
  nameSuffix: text().notNull(),
  yearOfBirth: smallint(),
  registrationDate: date({ mode: 'string' }),
  fullStreetAddress: text().notNull(),
  fullAddressHash: text().notNull(),
  addressHash: text().notNull(),
});

export const addresses = pgTable('addresses', {
  fullAddressHash: text().primaryKey(),
  addressHash: text().notNull(),
  normStreet: text().notNull(),
  unitKey: text().notNull(),
  unitDisplay: text().notNull(),
  normCity: text().notNull(),
  zip5: text().notNull(),
  fullStreetAddress: text().notNull(),
  fullAddress: text().notNull(),
  searchKey: text().notNull(),
  countyCode: smallint().notNull(),
  firstSeen: date({ mode: 'string' }).notNull(),
});

/** 2020 ballot envelopes and counting boards (migration 0060; loaded by the envelope ingest). */
export const avcbPrecincts = pgTable('avcb_precincts', {
  avcbNumber: integer().notNull(),
  countyCode: smallint().notNull(),
  countyName: text().notNull(),
  jurisdictionCode: integer().notNull(),
  jurisdictionName: text().notNull(),
  precinct: text().notNull(),
});

export const ballotEnvelopes = pgTable('ballot_envelopes', {
  fileName: text().primaryKey(),
  imageLocation: text().notNull(),
  avcbNumber: integer().notNull(),
  countyName: text().notNull(),
  jurisdictionName: text().notNull(),
  ocrAvcb: text().notNull(),
  ocrFullName: text().notNull(),
  ocrFullStreetAddress: text().notNull(),
  ocrPrecinct: text().notNull(),
  ocrBallotNumber: text().notNull(),
  ocrBallotSignedDate: text().notNull(),
  ocrBallotReceivedDate: text().notNull(),
  name: text(),
  address: text(),
  precinct: text(),
  ballotNumber: text(),
  ballotSignedDate: date({ mode: 'string' }),
  ballotReceivedDate: date({ mode: 'string' }),
  comments: text().notNull(),
  currentDataEntryStatus: text({ enum: ['OCR', 'REVIEW', 'ENTERED'] }).notNull(),
  sourceFile: text().notNull(),
  sourceLine: integer().notNull(),
  loadedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  version: integer().notNull(),
});

export const ballotEnvelopeEvents = pgTable('ballot_envelope_events', {
  id: bigint({ mode: 'number' }).primaryKey(),
  fileName: text().notNull(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  actorUserId: bigint({ mode: 'number' }),
  actorName: text().notNull(),
  changes: jsonb().notNull(),
});
