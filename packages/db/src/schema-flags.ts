import { bigint, boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Flags, their append-only history and the verdicts on findings, declared to match
 * migrations/0020_flags.sql (the source of truth). Statuses: @voterroll/contract/triage.
 */

const TRIAGE_STATUSES = ['NEW', 'TRG', 'SFCR', 'CS', 'VALID', 'INQ', 'NS', 'CAT', 'CI'] as const;

export const flags = pgTable('flags', {
  flaggedRegId: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  voterId: bigint({ mode: 'number' }).notNull().unique(),
  currentTriageStatus: text({ enum: TRIAGE_STATUSES }).notNull(),
  flagType: text({ enum: ['FLAG_REG', 'BULK_FLAG_REG', 'CLERK'] }).notNull(),
  flaggedReason: text().notNull(),
  flaggedReasonX: text().notNull(),
  reporterUserId: bigint({ mode: 'number' }),
  reporterFirstName: text(),
  reporterLastName: text(),
  reporterEmail: text(),
  reporterPartyAffiliation: text(),
  reporterAddressLn1: text(),
  reporterAddressLn2: text(),
  reporterCity: text(),
  reporterState: text(),
  reporterZipCode: text(),
  reporterPhoneNo: text(),
  countyName: text().notNull(),
  jurisdictionName: text().notNull(),
  fullAddressHash: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  version: integer().notNull().default(1),
});

export const flagEvents = pgTable('flag_events', {
  flagEventId: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  flaggedRegId: bigint({ mode: 'number' }).notNull(),
  voterId: bigint({ mode: 'number' }).notNull(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  actorUserId: bigint({ mode: 'number' }),
  actorName: text().notNull(),
  actorRole: text().notNull(),
  fromStatus: text({ enum: TRIAGE_STATUSES }).notNull(),
  toStatus: text({ enum: TRIAGE_STATUSES }).notNull(),
  flaggedReason: text(),
  commentsX: text().notNull(),
  isBulk: boolean().notNull().default(false),
  systemReviewCodes: jsonb().$type<string[]>().notNull().default([]),
  evidenceSnapshotDate: date({ mode: 'string' }),
  /** A review outcome (contract triage.ts REVIEW_OUTCOMES), null for other events (migration 0080). */
  reviewOutcome: text({ enum: ['LIVES_HERE', 'NOT_HERE_VALID'] }),
});

export const findingReviews = pgTable('finding_reviews', {
  findingReviewId: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  snapshotDate: date({ mode: 'string' }).notNull(),
  voterId: bigint({ mode: 'number' }).notNull(),
  rule: text().notNull(),
  verdict: text({ enum: ['FALSE_POSITIVE', 'CONFIRMED'] }).notNull(),
  reason: text().notNull(),
  reviewerUserId: bigint({ mode: 'number' }).notNull(),
  reviewerName: text().notNull(),
  reviewedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
