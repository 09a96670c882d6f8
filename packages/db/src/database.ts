/** What every part of the product sees of the database, whichever engine is behind it. */

export type Engine = 'pglite' | 'postgres';

export interface QueryResultOptions {
  /** 'array' returns each row as an array of values in column order (cheaper for wide reads). */
  rowMode?: 'object' | 'array';
}

/**
 * `prepare` names a statement whose text never changes: PostgreSQL then parses it once a connection
 * and may keep its plan (the reads a page makes on every keystroke). PGlite runs it as usual. Only
 * for statements whose one generic plan is right whatever the values (key lookups): PostgreSQL
 * switches to a generic plan after five runs when it costs no more than the custom ones were
 * estimated to (docs/database.md, "Prepared statements").
 */
export interface StatementOptions {
  prepare?: string;
  /**
   * With `prepare`: run it on its generic plan from its first call (PostgreSQL's
   * `plan_cache_mode = force_generic_plan`, on connections kept for such statements), for a
   * statement whose plan is costly to make and the same whatever the values, but which PostgreSQL
   * would otherwise keep planning (it prices a generic plan over every month's partitions). PGlite
   * prepares it in SQL (PREPARE, then EXECUTE with the values as literals). Outside a transaction
   * only; inside one the statement runs as `prepare` alone says.
   */
  genericPlan?: boolean;
}

const preparedTexts = new Map<string, string>();

/**
 * Refuses a statement name given to two texts (`StatementOptions.prepare`): each name is a literal
 * beside its one text, so the names a connection prepares are a fixed, small set. PostgreSQL would
 * refuse it only on a connection that had prepared the other text; this refuses it on both engines.
 */
export function checkStatementName(name: string, text: string): void {
  const known = preparedTexts.get(name);
  if (known === undefined) preparedTexts.set(name, text);
  else if (known !== text) throw new Error(`The statement name "${name}" was given to two statements.`);
}

export interface Queryable {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: StatementOptions,
  ): Promise<R[]>;
  queryArrays(text: string, params?: readonly unknown[]): Promise<unknown[][]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /**
   * COPY ... FROM STDIN of PostgreSQL text- or CSV-format data. Each chunk must end at a row
   * boundary (PGlite copies chunk groups as separate COPY statements).
   */
  copyFrom(
    table: string,
    columns: readonly string[],
    chunks: AsyncIterable<Uint8Array>,
    options?: CopyOptions,
  ): Promise<number>;
}

export interface CopyOptions {
  format?: 'text' | 'csv';
  /** CSV only: the first line is a header. */
  header?: boolean;
  /** Source encoding, e.g. 'LATIN1'; UTF-8 when omitted. */
  encoding?: string;
  /** CSV only: quoted empty values of these columns are null (typed columns). */
  forceNull?: readonly string[];
  /** CSV only: unquoted empty values of these columns are '' rather than null (text columns). */
  forceNotNull?: readonly string[];
}

export interface Db extends Queryable {
  readonly engine: Engine;
  /**
   * Runs `work` in one transaction. On PGlite the transaction holds the only connection, so no
   * other query runs until it ends: never await an outside query inside `work`.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's use (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** A database error with PostgreSQL's fields, whichever engine raised it. */
export class DatabaseError extends Error {
  readonly code: string | undefined;
  readonly detail: string | undefined;
  constructor(message: string, code?: string, detail?: string) {
    super(message);
    this.name = 'DatabaseError';
    this.code = code;
    this.detail = detail;
  }
}

/** Quotes an identifier for interpolation into SQL (table and column names only, never values). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a safe SQL identifier: ${name}`);
  return name;
}

export function copyStatement(
  table: string,
  columns: readonly string[],
  source: string,
  o: CopyOptions = {},
): string {
  const opts = [`FORMAT ${o.format === 'csv' ? 'csv' : 'text'}`];
  if (o.header) opts.push('HEADER true');
  if (o.forceNull?.length) opts.push(`FORCE_NULL (${o.forceNull.map(ident).join(', ')})`);
  if (o.forceNotNull?.length) opts.push(`FORCE_NOT_NULL (${o.forceNotNull.map(ident).join(', ')})`);
  if (o.encoding) opts.push(`ENCODING '${o.encoding.replace(/[^A-Za-z0-9_-]/g, '')}'`);
  return `COPY ${ident(table)} (${columns.map(ident).join(', ')}) FROM ${source} WITH (${opts.join(', ')})`;
}
