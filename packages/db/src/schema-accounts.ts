import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The accounts tables (migration 0010_accounts.sql is the source of truth), declared for the ORM
 * with camelCase keys as in schema.ts. Secrets appear only as hashes (passwordHash, tokenHash,
 * codeHash, verificationTokenHash).
 */

const ts = () => timestamp({ withTimezone: true, mode: 'string' });

export const users = pgTable('users', {
  id: serial().primaryKey(),
  username: text().notNull(),
  email: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  voterId: bigint({ mode: 'number' }),
  phone: text(),
  groupCode: text(),
  party: text(),
  county: text(),
  jurisdiction: text(),
  precinct: text(),
  reason: text(),
  roles: text().array().notNull(),
  isActive: boolean().notNull(),
  passwordHash: text().notNull(),
  failedLogins: integer().notNull(),
  lockedUntil: ts(),
  lastLogin: ts(),
  createdAt: ts().notNull(),
  updatedAt: ts().notNull(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text().primaryKey(),
  userId: integer().notNull(),
  createdAt: ts().notNull(),
  expiresAt: ts().notNull(),
  revokedAt: ts(),
  ip: text(),
  userAgent: text(),
});

export const verificationCodes = pgTable('verification_codes', {
  id: serial().primaryKey(),
  phone: text().notNull(),
  codeHash: text().notNull(),
  requestedIp: text(),
  createdAt: ts().notNull(),
  expiresAt: ts().notNull(),
  attempts: integer().notNull(),
  verifiedAt: ts(),
  verificationTokenHash: text(),
  consumedAt: ts(),
});

export const passwordResets = pgTable('password_resets', {
  id: serial().primaryKey(),
  userId: integer().notNull(),
  tokenHash: text().notNull(),
  createdAt: ts().notNull(),
  expiresAt: ts().notNull(),
  usedAt: ts(),
});

export const outbox = pgTable('outbox', {
  id: serial().primaryKey(),
  channel: text({ enum: ['email', 'sms'] }).notNull(),
  recipient: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: ts().notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  ip: text(),
  createdAt: ts().notNull(),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  ip: text(),
  createdAt: ts().notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  at: ts().notNull(),
  event: text().notNull(),
  actorUserId: integer(),
  actor: text(),
  subject: text(),
  ip: text(),
  detail: jsonb().$type<Record<string, unknown>>().notNull(),
});
