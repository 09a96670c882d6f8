/**
 * The query layer's operators, for code outside this package: every package builds its queries
 * with the one copy of the ORM that the schema and the connection use.
 */
export { type AnyColumn, and, asc, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
