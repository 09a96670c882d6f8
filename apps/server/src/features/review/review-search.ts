import { REVIEW_PAGE_SIZE } from '@voterroll/contract/review-api';
import type { Db } from '@voterroll/db/database';
import {
  PAIRS_FROM_ROWS,
  SHORT_WORD,
  searchWords,
  WORDS_OF_ROW,
} from '@voterroll/records/review/review-words';
import type { ZoneCodes } from '../../auth/zone-in-area';

/**
 * A review-list search: each word searched must start a word of the name ('LAST FIRST MIDDLE') or
 * street address. A word of 3+ letters reads its prefix range of review_words, intersected, shorter
 * words checked on those rows. One word of 1-2 letters, or two initials: the total is the load's
 * count per zone, filter and prefix or pair of initials (review_prefixes), and the page a walk of
 * the sort index checking each row that stops at the page's last match (a rare initial or prefix
 * is read as a range instead, the other initial checked). A precinct's rows are few, and a zone's
 * under PAIRS_FROM_ROWS for two initials: checked and counted. Other searches of short words alone are refused by the contract (isAnsweredSearch).
 */
export interface SearchPlan {
  /** The condition on review_rows `rr`, appending its parameters; $3 is the zone's county. */
  condition: (params: unknown[]) => string;
  /** The zone's total under the filter, every triage status, when stored (else counted). */
  stored?: number;
  /** How the rows are found: review_words ranges, or each row of the zone checked (a walk). */
  read: 'ranges' | 'checked' | 'none';
}

/** The condition on `rr` that its name or address has a word starting with `word`. */
function rowCheck(word: string, params: unknown[]): string {
  // Words hold A-Z and 0-9 only: safe in a pattern. The text is the one review_words was split from.
  params.push(`(^|[^A-Z0-9])${word}`);
  return `(${WORDS_OF_ROW}) ~ $${params.length}`;
}

/** The registrations with a word starting with each of `words`, read as review_words ranges. */
function ranges(words: string[], params: unknown[]): string {
  // Words hold A-Z and 0-9 only, all below '~' byte-wise: [word, word || '~') is its prefix range.
  const selects = words.map((word) => {
    params.push(word);
    return `select w.voter_id from review_words w
             where w.snapshot_date = $1::date and w.county_code = $3
               and w.word >= $${params.length} and w.word < $${params.length} || '~'`;
  });
  // An array, computed once: as a semi-join the planner walked the zone's sort index and probed the
  // words per row (docs/performance.md).
  return `rr.voter_id = any (array(${selects.join(' intersect ')}))`;
}

/** What reading a registration from a range costs, in rows of a walk (see planSearch). */
const RANGE_ROW_COST = 4;

const all = (parts: string[]) => (parts.length ? parts.join(' and ') : 'true');

export async function planSearch(
  db: Db,
  snapshot: string,
  zone: ZoneCodes,
  filterCode: string,
  text: string,
  /** The page's last row (offset plus page), or undefined for every row. */
  upTo: number | undefined,
): Promise<SearchPlan> {
  const words = searchWords(text);
  const none: SearchPlan = { condition: () => 'false', stored: 0, read: 'none' };
  if (words.length === 0) return none;
  const long = words.filter((w) => w.length > SHORT_WORD);
  const short = words.filter((w) => w.length <= SHORT_WORD);
  if (long.length > 0 || zone.precinct !== null)
    return {
      read: long.length ? 'ranges' : 'checked',
      condition: (params) =>
        all([...(long.length ? [ranges(long, params)] : []), ...short.map((w) => rowCheck(w, params))]),
    };
  // Short words alone: one, or two initials. The contract refuses others (isAnsweredSearch); for a
  // caller that skips it, their ranges intersected (slow, but right).
  const initials = short.length === 2 && short.every((w) => /^[A-Z]$/.test(w));
  if (short.length > 1 && !initials) return { read: 'ranges', condition: (params) => ranges(short, params) };
  const pair = initials ? [...short].sort().join(' ') : undefined;
  // The county's count of each word (under ALL: its review_words range) and of the pair, and this
  // zone's count and rows under the filter.
  const counts = await db.query<{ prefix: string; county: number; zone: number | null; rows: number | null }>(
    `select p.prefix, p.total as county,
            (select z.total from review_prefixes z
              where z.snapshot_date = $1::date and z.zone_hash = $4 and z.filter_code = $5 and z.prefix = p.prefix) as zone,
            (select t.total from review_totals t
              where t.snapshot_date = $1::date and t.zone_hash = $4 and t.filter_code = $5) as rows
       from zones c
       join review_prefixes p on p.snapshot_date = $1::date and p.zone_hash = c.zone_hash
        and p.filter_code = 'ALL' and p.prefix = any ($3::text[])
      where c.level = 'county' and c.county_code = $2`,
    [snapshot, zone.countyCode, pair ? [...short, pair] : short, zone.zone.zoneHash, filterCode],
  );
  // A zone and filter with too few rows for the load to count their pairs: checked and counted.
  if (pair && counts.length > 0 && (counts[0]?.rows ?? 0) < PAIRS_FROM_ROWS)
    return { read: 'checked', condition: (params) => all(short.map((w) => rowCheck(w, params))) };
  const key = counts.find((c) => c.prefix === (pair ?? short[0]));
  // A snapshot loaded before the load counted pairs: their ranges intersected (slow, but right).
  if (pair && !key && !(await pairsStored(db, snapshot, zone)))
    return { read: 'ranges', condition: (params) => ranges(short, params) };
  // A word or pair no listed registration of the county has: nothing matches.
  const total = key?.zone ?? 0;
  if (!key || total === 0) return none;
  const [rarest, other] = counts.filter((c) => c.prefix !== pair).sort((a, b) => a.county - b.county) as [
    (typeof counts)[0],
    ...typeof counts,
  ];
  // Rows a walk of the sort index reads to reach the page's last match, at the zone's share.
  const rows = key.rows ?? 0;
  const walk = upTo === undefined ? rows : Math.min(rows, Math.ceil((upTo * rows) / total));
  // A range's row costs a probe by key and a place in a sort; a walk's, the next index entry and
  // its row's check: a few times less.
  const asRange = rarest.county * RANGE_ROW_COST <= walk;
  return {
    stored: total,
    read: asRange ? 'ranges' : 'checked',
    condition: (params) =>
      all([
        asRange ? ranges([rarest.prefix], params) : rowCheck(rarest.prefix, params),
        ...(other ? [rowCheck(other.prefix, params)] : []),
      ]),
  };
}

/** Whether the snapshot's prefix counts hold pairs of initials (the county's, under ALL, hold some). */
async function pairsStored(db: Db, snapshot: string, zone: ZoneCodes): Promise<boolean> {
  const [row] = await db.query<{ stored: boolean }>(
    `select exists (select 1 from zones c
                      join review_prefixes p on p.snapshot_date = $1::date and p.zone_hash = c.zone_hash
                       and p.filter_code = 'ALL' and p.prefix like '_ _'
                     where c.level = 'county' and c.county_code = $2) as stored`,
    [snapshot, zone.countyCode],
  );
  return row?.stored ?? false;
}

/** The page's last row, for a page (or undefined for every row). */
export function lastRowOf(page: number, everyRow: boolean): number | undefined {
  return everyRow ? undefined : page * REVIEW_PAGE_SIZE;
}
