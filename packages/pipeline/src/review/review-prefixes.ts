import type { Db, Queryable } from '@voterroll/db/database';
import { PAIRS_FROM_ROWS, SHORT_WORD, WORDS_OF_ROW } from '@voterroll/records/review/review-words';
import { withBulkSettings } from '../bulk-settings';
import { createPartitionTable, type SnapshotTables } from '../snapshots/snapshot-tables';

/**
 * The snapshot's review_prefixes (migration 0100): per county and jurisdiction, filter and
 * prefix of one or two letters, how many listed registrations have a word starting with it, and per
 * pair of letters ('J S', in order; in a zone and filter of PAIRS_FROM_ROWS rows or more) how many
 * have words starting with both, so a search by such a word or two initials takes its total here. Counted in the load's process from one read of the
 * review rows (`WORDS_OF_ROW`, split as review_words splits it): in SQL the split and grouping were
 * the load's longest step (docs/performance.md).
 */
export async function buildReviewPrefixes(db: Db, t: SnapshotTables): Promise<void> {
  await createPartitionTable(db, 'review_prefixes', t.reviewPrefixes, t.snapshotDate);
  await withBulkSettings(db, async (tx) => {
    const counts = await countPrefixes(tx, t.reviewRows);
    // Each count under its zone's key: a county's, or a jurisdiction's (a row of no known zone has none).
    const zones = new Map(
      (
        await tx.query<{ key: string; zone_hash: string }>(
          `select county_code || ' ' || coalesce(jurisdiction_code::text, '') as key, zone_hash
             from zones where level in ('county', 'jurisdiction')`,
        )
      ).map((z) => [z.key, z.zone_hash]),
    );
    await tx.copyFrom(t.reviewPrefixes, ['zone_hash', 'filter_code', 'prefix', 'total'], counts.lines(zones));
    await tx.exec(
      `alter table ${t.reviewPrefixes} add primary key (zone_hash, filter_code, prefix, snapshot_date);
       analyze ${t.reviewPrefixes}`,
    );
  });
}

/** Rows read from the review rows at a time. */
const FETCH_ROWS = 10_000;

/** Counts of one table's review rows per county, jurisdiction, filter and prefix (one read, by cursor). */
async function countPrefixes(tx: Queryable, reviewRows: string): Promise<PrefixCounts> {
  const counts = new PrefixCounts();
  await tx.exec(
    `declare review_prefix_rows no scroll cursor for
       select rr.county_code || ' ' || rr.jurisdiction_code || ' ' || rr.filter_code || '|' || ${WORDS_OF_ROW}
         from ${reviewRows} rr`,
  );
  const fetch = () => tx.queryArrays(`fetch ${FETCH_ROWS} from review_prefix_rows`);
  // The next rows are asked for before these are counted: the database reads them meanwhile.
  for (let next = fetch(); ; ) {
    const rows = await next;
    if (rows.length === FETCH_ROWS) next = fetch();
    for (const [line] of rows) counts.addLine(line as string);
    if (rows.length < FETCH_ROWS) break;
  }
  await tx.exec('close review_prefix_rows');
  return counts;
}

// The counter below counts prefixes of one and two letters.
if (SHORT_WORD !== 2) throw new Error('review-prefixes.ts counts prefixes of up to two letters');

/** A–Z and 0–9: the characters of a word (records' review/review-words.ts WORD_SEPARATOR is everything else). */
const SYMBOLS = 36;
/** One code per prefix: a letter or digit (0–35), then a pair of them (36–1331). */
const PREFIX_CODES = SYMBOLS + SYMBOLS * SYMBOLS;
/** Then one per pair of two different initial letters, the lower first (1332–2627, few used). */
const CODES = PREFIX_CODES + SYMBOLS * SYMBOLS;

function symbolOf(charCode: number): number {
  if (charCode >= 65 && charCode <= 90) return charCode - 55;
  if (charCode >= 48 && charCode <= 57) return charCode - 48;
  return -1;
}

function prefixOf(code: number): string {
  const char = (symbol: number) => String.fromCharCode(symbol < 10 ? 48 + symbol : 55 + symbol);
  if (code < SYMBOLS) return char(code);
  if (code >= PREFIX_CODES) {
    const pair = code - PREFIX_CODES;
    return `${char(Math.floor(pair / SYMBOLS))} ${char(pair % SYMBOLS)}`;
  }
  const pair = code - SYMBOLS;
  return char(Math.floor(pair / SYMBOLS)) + char(pair % SYMBOLS);
}

interface Zone {
  county: number;
  jurisdiction: number | null;
  filter: string;
  /** Rows per prefix code. */
  counts: Uint32Array;
  /** Rows. */
  rows: number;
}

export interface PrefixCount {
  county: number;
  /** Null: the county's sum. */
  jurisdiction: number | null;
  filter: string;
  prefix: string;
  total: number;
}

/**
 * How many rows of each county, jurisdiction and filter have a word starting with each prefix of
 * one or two letters, and words starting with each pair of letters (in a zone and filter of
 * PAIRS_FROM_ROWS rows or more), each row counted once per prefix or pair, and the same per county.
 */
export class PrefixCounts {
  private readonly zones = new Map<string, Zone>();
  /** The row each prefix was last counted for, so that a row counts a prefix once. */
  private readonly seen = new Uint32Array(PREFIX_CODES);
  private row = 0;
  /** The current row's initial letters, each once, and how many. */
  private readonly initials = new Uint8Array(SYMBOLS);
  private initialCount = 0;

  /**
   * A row as 'COUNTY JURISDICTION FILTER|TEXT' (one value a row: reading four took the load more
   * time than counting them).
   */
  addLine(line: string): void {
    const bar = line.indexOf('|');
    const key = line.slice(0, bar);
    let zone = this.zones.get(key);
    if (!zone) {
      const [county = '', jurisdiction = '', filter = ''] = key.split(' ');
      zone = {
        county: Number(county),
        jurisdiction: Number(jurisdiction),
        filter,
        counts: new Uint32Array(CODES),
        rows: 0,
      };
      this.zones.set(key, zone);
    }
    zone.rows += 1;
    this.row += 1;
    this.initialCount = 0;
    // The current word's first letter or digit, and how many of its characters were read.
    let first = 0;
    let length = 0;
    for (let i = bar + 1; i < line.length; i++) {
      const symbol = symbolOf(line.charCodeAt(i));
      if (symbol < 0) length = 0;
      else if (length++ === 0) {
        first = symbol;
        // A letter's pairs are counted too (a digit starts a house number: no one searches those).
        if (this.count(zone.counts, symbol) && symbol >= 10) this.initials[this.initialCount++] = symbol;
      } else if (length === 2) this.count(zone.counts, SYMBOLS + first * SYMBOLS + symbol);
    }
    // Each pair of the row's different initial letters once (each is listed once).
    for (let i = 1; i < this.initialCount; i++)
      for (let j = 0; j < i; j++) {
        const a = this.initials[i] ?? 0;
        const b = this.initials[j] ?? 0;
        const code = PREFIX_CODES + (a < b ? a * SYMBOLS + b : b * SYMBOLS + a);
        zone.counts[code] = (zone.counts[code] ?? 0) + 1;
      }
  }

  /** Counts the code for the row unless counted already; whether it was counted now. */
  private count(counts: Uint32Array, code: number): boolean {
    if (this.seen[code] === this.row) return false;
    this.seen[code] = this.row;
    counts[code] = (counts[code] ?? 0) + 1;
    return true;
  }

  /** The counts per jurisdiction, then summed per county (jurisdiction null). */
  *entries(): Generator<PrefixCount> {
    const counties = new Map<string, Zone>();
    for (const zone of this.zones.values()) {
      const key = `${zone.county} ${zone.filter}`;
      let county = counties.get(key);
      if (!county) {
        county = {
          county: zone.county,
          jurisdiction: null,
          filter: zone.filter,
          counts: new Uint32Array(CODES),
          rows: 0,
        };
        counties.set(key, county);
      }
      county.rows += zone.rows;
      for (let code = 0; code < CODES; code++)
        county.counts[code] = (county.counts[code] ?? 0) + (zone.counts[code] ?? 0);
    }
    // Pairs only for a zone of PAIRS_FROM_ROWS rows or more (the search counts a smaller one's).
    for (const zone of [...this.zones.values(), ...counties.values()])
      for (let code = 0, end = zone.rows >= PAIRS_FROM_ROWS ? CODES : PREFIX_CODES; code < end; code++) {
        const total = zone.counts[code] ?? 0;
        if (total > 0)
          yield {
            county: zone.county,
            jurisdiction: zone.jurisdiction,
            filter: zone.filter,
            prefix: prefixOf(code),
            total,
          };
      }
  }

  /** The entries as COPY text of (zone_hash, filter_code, prefix, total), in chunks of whole lines. */
  async *lines(zoneHashes: Map<string, string>): AsyncGenerator<Uint8Array> {
    let chunk: string[] = [];
    for (const e of this.entries()) {
      const zone = zoneHashes.get(`${e.county} ${e.jurisdiction ?? ''}`);
      if (zone === undefined) continue;
      chunk.push(`${zone}\t${e.filter}\t${e.prefix}\t${e.total}\n`);
      if (chunk.length === 100_000) {
        yield Buffer.from(chunk.join(''));
        chunk = [];
      }
    }
    if (chunk.length > 0) yield Buffer.from(chunk.join(''));
  }
}
