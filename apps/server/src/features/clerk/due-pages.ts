import {
  CLERK_PAGE_SIZE,
  type ClerkListOptions,
  type ClerkRow,
  type ClerkSort,
} from '@voterroll/contract/clerk-api';
import { type PageLink, pageLinksOf } from '@voterroll/contract/page-links';
import type { Actor } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import { areaCodes, CLERK, clerkRowsOf, dueCandidates, setSql } from './queries';

/**
 * Due for Confirmation by key (issue 39; docs/database.md "Keyset paging"): a page opens from the
 * key of the row before it (its sort value and voter id, a page link's cursor) and reads the keys
 * of its rows and of the pages it links as ranges of the review rows' sort index from there
 * (`review_rows_name`, `_address`, `_birth`, `_voter`: county, NCOA_STATE, the sort value, voter id),
 * never the rows before it; the last page reads back from the end; the first pages open by number.
 */

/** A row's place in the list's order: its sort value (as text; null for a blank) and voter id. */
export type DueKey = readonly [string | null, number];

/** Where a page starts: after a row's key, from the end (the last page), or by number from the start. */
export type DueAt =
  | { page: number; after: DueKey }
  | { page: number; last: true }
  | { page: number; fromStart: true };

/**
 * One stretch of the ascending order, each its own index range: the sort's values by (value, voter
 * id), then its blanks by voter id (blanks last; descending is the exact reverse).
 */
interface Part {
  where: string;
  key?: { column: string; type: string };
}
const KEYS: Record<ClerkSort, { column: string; type: string; blanks: boolean } | null> = {
  voter_identification_number: null,
  full_name: { column: 'c.full_name', type: 'text', blanks: false },
  full_street_address: { column: 'c.full_street_address', type: 'text', blanks: true },
  year_of_birth: { column: 'c.year_of_birth', type: 'smallint', blanks: true },
  current_triage_status: { column: 'c.current_triage_status', type: 'text', blanks: false },
};
function partsOf(sort: ClerkSort): Part[] {
  const key = KEYS[sort];
  if (!key) return [{ where: 'true' }];
  if (!key.blanks) return [{ where: 'true', key }];
  return [{ where: `${key.column} is not null`, key }, { where: `${key.column} is null` }];
}
const partOfKey = (sort: ClerkSort, [value]: DueKey) => (KEYS[sort]?.blanks && value === null ? 1 : 0);

/** A read of the list's keys from its start (or end), or from a row's key exclusive. */
interface Read {
  from?: DueKey;
  backward: boolean;
  limit: number;
}

function keysSql(candidates: string, o: ClerkListOptions, params: unknown[], read: Read): string {
  const parts = partsOf(o.sort);
  const ascending = (o.dir === 'desc') === read.backward;
  const [cmp, desc] = ascending ? ['>', ''] : ['<', ' desc'];
  const start = read.from ? partOfKey(o.sort, read.from) : ascending ? 0 : parts.length - 1;
  const order = parts.map((_, i) => i).filter((i) => (ascending ? i >= start : i <= start));
  if (!ascending) order.reverse();
  const type = KEYS[o.sort]?.type ?? 'text';
  const selects = order.map((i) => {
    const part = parts[i] as Part;
    let from = '';
    if (read.from && i === start) {
      params.push(read.from[1]);
      const id = `$${params.length}::bigint`;
      if (part.key) {
        params.push(read.from[0]);
        from = `and (${part.key.column}, c.voter_id) ${cmp} ($${params.length}::${part.key.type}, ${id})`;
      } else from = `and c.voter_id ${cmp} ${id}`;
    }
    return `(select ${i} as part, c.voter_id, ${part.key ? part.key.column : `null::${type}`} as k
               from (${candidates}) c
              where ${part.where} ${from}
              order by ${part.key ? `${part.key.column}${desc}, ` : ''}c.voter_id${desc}
              limit ${read.limit})`;
  });
  return `select s.voter_id, s.k::text as k from (${selects.join(' union all ')}) s
           order by s.part${desc}, s.k${desc}, s.voter_id${desc} limit ${read.limit}`;
}

/**
 * The unfiltered list's total: the load's count of the area's NCOA_STATE rows (review_totals, per
 * county or jurisdiction; state-wide its counties') less those in the clerk's work (few flags,
 * each probing its review row). Undefined where the load stored none (then counted).
 */
async function storedTotal(db: Db, actor: Actor, snapshot: string): Promise<number | undefined> {
  const codes = await areaCodes(db, actor);
  if (codes === 'unknown') return 0;
  const [row] = await db.query<{ stored: number | null; working: number }>(
    `select (select sum(t.total)::int from zones z
               join review_totals t on t.snapshot_date = $1::date and t.zone_hash = z.zone_hash
                and t.filter_code = 'NCOA_STATE'
              where z.level = (case when $3::int is null then 'county' else 'jurisdiction' end)
                and ($2::int is null or z.county_code = $2::int)
                and ($3::int is null or z.jurisdiction_code = $3::int)) as stored,
            (select count(*)::int from flags q
               join review_rows f on f.snapshot_date = $1::date and f.filter_code = 'NCOA_STATE'
                and f.voter_id = q.voter_id
              where q.current_triage_status in ${CLERK}
                and ($2::int is null or f.county_code = $2::int)
                and ($3::int is null or f.jurisdiction_code = $3::int)) as working`,
    [snapshot, codes.county, codes.jurisdiction],
  );
  return row?.stored === null || row?.stored === undefined ? undefined : row.stored - row.working;
}

/** A page of the list: its rows, the total, its number and the pages it links. */
export interface DuePage {
  rows: ClerkRow[];
  total: number;
  page: number;
  links: PageLink[];
}

/**
 * One page of Due for Confirmation in the actor's area, opened `at` a place, with the links of the
 * first page, those within `window` of it and the last; `list` is the digest its cursors carry.
 */
export async function duePage(
  db: Db,
  actor: Actor,
  snapshot: string | null,
  o: ClerkListOptions,
  at: DueAt,
  window: number,
  list: string,
): Promise<DuePage> {
  const size = CLERK_PAGE_SIZE;
  const base: unknown[] = [snapshot];
  const set = await setSql(db, actor, { kind: 'due' }, base);
  if (set === null) return { rows: [], total: 0, page: 1, links: [] };
  const candidates = dueCandidates(set, o, base);
  const filtered = Boolean(o.q || o.triage_status || o.county || o.jurisdiction || o.voter_status);
  const total =
    (!filtered && snapshot && (await storedTotal(db, actor, snapshot))) ||
    ((await db.query<{ n: number }>(`select count(*)::int as n from (${candidates}) c`, base))[0]?.n ?? 0);
  const keys = async (read: Read): Promise<DueKey[]> => {
    const params = [...base];
    const rows = await db.query<{ voter_id: number; k: string | null }>(
      keysSql(candidates, o, params, read),
      params,
    );
    return rows.map((r) => [r.k, Number(r.voter_id)] as const);
  };
  const count = Math.max(1, Math.ceil(total / size));
  // The keys known by their place in the list (1 is the first row).
  const placed = new Map<number, DueKey>();
  const place = (from: number, step: 1 | -1, rows: DueKey[]) => {
    for (const [i, key] of rows.entries()) placed.set(from + step * i, key);
  };
  let page = at.page;
  if ('after' in at) {
    const before = (page - 1) * size;
    placed.set(before, at.after);
    const [ahead, behind] = await Promise.all([
      keys({ from: at.after, backward: false, limit: size * (window + 1) }),
      page > 1 ? keys({ from: at.after, backward: true, limit: size * window }) : [],
    ]);
    place(before + 1, 1, ahead);
    place(before - 1, -1, behind);
  } else if ('last' in at) {
    page = count;
    place(total, -1, await keys({ backward: true, limit: total - (page - 1) * size + size * window }));
  } else place(1, 1, await keys({ backward: false, limit: size * (page + window) }));
  const first = (page - 1) * size;
  const shown: number[] = [];
  for (let n = first + 1; n <= first + size && placed.has(n); n++) shown.push((placed.get(n) as DueKey)[1]);
  const links = pageLinksOf({ page, count, size, window, list, keyAt: (n) => placed.get(n) });
  return { rows: await clerkRowsOf(db, snapshot, shown, first), total, page, links };
}
