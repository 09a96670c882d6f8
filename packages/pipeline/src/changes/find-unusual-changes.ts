import {
  CHANGE_FIGURE_KINDS,
  CHANGE_HISTORY_MONTHS,
  type ChangeFigureKind,
  type KnownCause,
} from '@voterroll/contract/changes-api';
import type { Db } from '@voterroll/db/database';
import type { LoadContext } from '../snapshots/load-context';
import { createPartitionTable, type SnapshotTables } from '../snapshots/snapshot-tables';
import { BY_ADDRESS_KINDS, expectedChanges, flagThreshold, STORED_SCORE, scoreCount } from './change-method';

interface Count {
  zone_hash: string;
  level: string;
  parent_hash: string | null;
  zone_name: string;
  kind: ChangeFigureKind;
  observed: number;
  n: number;
}

/** Half a change: the least the rest of the state (or a history) is taken to have had. */
const FLOOR = 0.5;

/**
 * Scores every zone's count of every kind of change at the snapshot (the CHANGE keys of its
 * zone_metrics) against what its own last months and the rest of the state this month lead one to
 * expect (change-method.ts, docs/changes.md), attaches the known cause that
 * explains most of a count when there is one, and stores the candidates scoring at least
 * STORED_SCORE in the snapshot's unusual_changes partition, flagged when under the month's
 * false-alarm budget. Runs after the change figures, before publication. Returns the rows stored.
 */
export async function findUnusualChanges(db: Db, { tables: t, previous }: LoadContext): Promise<number> {
  await createPartitionTable(db, 'unusual_changes', t.unusualChanges, t.snapshotDate);
  if (previous === null) return 0;
  const counts = await db.query<Count>(
    `select m.zone_hash, z.level, z.parent_hash, z.zone_name, lower(substr(m.metric_key, 8)) as kind,
            m.value::int as observed, coalesce(tot.value, 0)::int as n
       from ${t.metrics} m
       join zones z using (zone_hash)
       left join ${t.metrics} tot on tot.zone_hash = m.zone_hash and tot.metric_key = 'TOTAL'
      where m.metric_key like 'CHANGE:%'`,
  );
  const [zoneCount] = await db.query<{ n: number; state: number }>(
    `select count(*)::int as n, coalesce(max(value) filter (where zone_hash = 'MICHIGAN'), 0)::int as state
       from ${t.metrics} where metric_key = 'TOTAL' and value > 0`,
  );
  const stateN = zoneCount?.state ?? 0;
  const threshold = flagThreshold((zoneCount?.n ?? 0) * CHANGE_FIGURE_KINDS.length);
  const stateX = new Map(counts.filter((c) => c.zone_hash === 'MICHIGAN').map((c) => [c.kind, c.observed]));
  const addresses = await changedAddresses(db, t);

  const months = (
    await db.query<{ d: string }>(
      `select to_char(s.snapshot_date, 'YYYY-MM-DD') as d from snapshots s
        where s.status = 'ready' and s.snapshot_date < $1::date
          and exists (select 1 from zone_metrics m where m.snapshot_date = s.snapshot_date
                       and m.zone_hash = 'MICHIGAN' and m.metric_key like 'CHANGE:%')
        order by s.snapshot_date desc limit ${CHANGE_HISTORY_MONTHS}`,
      [t.snapshotDate],
    )
  ).map((r) => r.d);
  // Per zone and kind seen this month: its changes over the history months (x), what the rest of
  // the state's rate of each month expected of it (e), and its registrations summed over them (n).
  const history = new Map<string, { x: number; e: number | null; n: number }>();
  if (months.length > 0) {
    const rows = await db.query<{ zone_hash: string; kind: string; x: number; e: number | null; n: number }>(
      `with totals as (
         select snapshot_date, zone_hash, value as n from zone_metrics
          where snapshot_date = any($1::date[]) and metric_key = 'TOTAL'
       ),
       counts as (
         select snapshot_date, zone_hash, metric_key, value as x from zone_metrics
          where snapshot_date = any($1::date[]) and metric_key like 'CHANGE:%'
       ),
       state as (
         select c.snapshot_date, k.metric_key, coalesce(c.x, 0) as sx, t.n as sn
           from totals t
          cross join (select distinct metric_key from ${t.metrics} where metric_key like 'CHANGE:%') k
           left join counts c on c.snapshot_date = t.snapshot_date and c.zone_hash = 'MICHIGAN' and c.metric_key = k.metric_key
          where t.zone_hash = 'MICHIGAN'
       )
       select t.zone_hash, lower(substr(st.metric_key, 8)) as kind, sum(coalesce(c.x, 0))::float8 as x,
              sum(case when st.sn > t.n then t.n * greatest(st.sx - coalesce(c.x, 0), ${FLOOR})::float8 / (st.sn - t.n) end) as e,
              sum(t.n)::float8 as n
         from totals t
         join state st on st.snapshot_date = t.snapshot_date
         join ${t.metrics} cur on cur.zone_hash = t.zone_hash and cur.metric_key = st.metric_key
         left join counts c on c.snapshot_date = t.snapshot_date and c.zone_hash = t.zone_hash and c.metric_key = st.metric_key
        group by 1, 2`,
      [months],
    );
    for (const r of rows) history.set(`${r.zone_hash}|${r.kind}`, { x: r.x, e: r.e, n: r.n });
  }

  const scored = [];
  for (const c of counts) {
    const h = history.get(`${c.zone_hash}|${c.kind}`);
    let expected: number | null = null;
    const rest = stateN - c.n;
    if (c.zone_hash !== 'MICHIGAN' && rest > 0) {
      const stateRate = Math.max((stateX.get(c.kind) ?? 0) - c.observed, FLOOR) / rest;
      expected = expectedChanges({
        registrations: c.n,
        stateRate,
        historyObserved: h?.e == null ? 0 : h.x,
        historyExpected: h?.e ?? 0,
      });
    } else if (h && h.n > 0) {
      // The state (or a zone holding all of it): its own rate over its history months.
      expected = (c.n * Math.max(h.x, FLOOR)) / h.n;
    }
    if (expected === null || c.n === 0) continue;
    const a = addresses.get(`${c.zone_hash}|${c.kind}`);
    const stateA = addresses.get(`MICHIGAN|${c.kind}`);
    const restX = (stateX.get(c.kind) ?? 0) - c.observed;
    const byAddress =
      a !== undefined && stateA !== undefined && c.zone_hash !== 'MICHIGAN'
        ? {
            observed: a,
            perRegistration: restX > 0 ? Math.min(1, Math.max(stateA - a, FLOOR) / restX) : 1,
          }
        : undefined;
    const { score, flagged } = scoreCount(c.observed, expected, threshold, byAddress);
    if (score >= STORED_SCORE) scored.push({ ...c, expected, score, flagged });
  }
  const causes = await knownCauses(db, t, previous, counts);
  const rows = scored.map((s) => {
    const cause = causes(s);
    return { ...s, cause: cause && cause.count * 2 > s.observed ? cause : null };
  });
  if (rows.length === 0) return 0;
  await db.query(
    `insert into ${t.unusualChanges} (zone_hash, kind, observed, expected, registrations, history_months, score,
                                      flagged, known_cause, cause_count, cause_detail)
     select zone_hash, kind, observed, expected, registrations, $1, score, flagged, known_cause, cause_count, cause_detail
       from unnest($2::text[], $3::text[], $4::int[], $5::float8[], $6::int[], $7::float8[], $8::boolean[],
                   $9::text[], $10::int[], $11::text[])
         as u(zone_hash, kind, observed, expected, registrations, score, flagged, known_cause, cause_count, cause_detail)`,
    [
      months.length,
      rows.map((r) => r.zone_hash),
      rows.map((r) => r.kind),
      rows.map((r) => r.observed),
      rows.map((r) => r.expected),
      rows.map((r) => r.n),
      rows.map((r) => (Number.isFinite(r.score) ? r.score : 999)),
      rows.map((r) => r.flagged),
      rows.map((r) => r.cause?.cause ?? null),
      rows.map((r) => r.cause?.count ?? null),
      rows.map((r) => r.cause?.detail ?? null),
    ],
  );
  return rows.length;
}

/**
 * Per zone and by-address kind (BY_ADDRESS_KINDS), the distinct addresses among this month's
 * changes (the address now), counted per precinct and summed up the zone tree as the change figures
 * are; a change with no address counts as one of its own.
 */
async function changedAddresses(db: Db, t: SnapshotTables): Promise<Map<string, number>> {
  const rows = await db.query<{ zone_hash: string; kind: string; n: number }>(
    `with per_precinct as (
       select county_code, jurisdiction_code, ward, precinct, kind,
              count(distinct coalesce(full_street_address, 'voter ' || voter_id)) as n
         from ${t.changeStage}
        where change = 'CHANGED' and kind = any($1::text[])
        group by 1, 2, 3, 4, 5
     ),
     by_precinct as (
       select pz.zone_hash as precinct_hash, pz.parent_hash as jurisdiction_hash, jz.parent_hash as county_hash,
              c.kind, c.n
         from per_precinct c
         join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
          and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
         join zones jz on jz.zone_hash = pz.parent_hash
     )
     select coalesce(precinct_hash, jurisdiction_hash, county_hash, 'MICHIGAN') as zone_hash, kind, sum(n)::int as n
       from by_precinct
      group by grouping sets ((kind, precinct_hash), (kind, jurisdiction_hash), (kind, county_hash), (kind))`,
    [[...BY_ADDRESS_KINDS]],
  );
  return new Map(rows.map((r) => [`${r.zone_hash}|${r.kind}`, r.n]));
}

interface Cause {
  cause: KnownCause;
  count: number;
  detail: string | null;
}

/**
 * The known causes of each zone's counts, summed up the zone tree: removals the previous snapshot
 * had an NVRA_8D_2025 or DECEASED finding for; the most registrations of one precinct change
 * landing in one precinct (a renumbering); registrations added in a jurisdiction the previous
 * snapshot did not have (its first month). Returns the largest cause of a zone's count of a kind.
 */
async function knownCauses(
  db: Db,
  t: SnapshotTables,
  previous: string,
  counts: Count[],
): Promise<(c: Count) => Cause | null> {
  const parent = new Map(counts.map((c) => [c.zone_hash, c.parent_hash]));
  const ancestors = function* (zone: string | null | undefined) {
    for (let z = zone; z; z = parent.get(z)) yield z;
  };
  const nvra = new Map(
    (
      await db.query<{ zone_hash: string; value: number }>(
        `select zone_hash, value::int as value from ${t.metrics} where metric_key = 'NVRA_8D_2025_REMOVED'`,
      )
    ).map((r) => [r.zone_hash, r.value]),
  );
  const deceased = new Map<string, number>();
  const deceasedRows = await db.query<{ precinct_hash: string; n: number }>(
    `select pz.zone_hash as precinct_hash, count(*)::int as n
       from ${t.changeStage} c
       join findings f on f.snapshot_date = $1::date and f.voter_id = c.voter_id and f.rule = 'DECEASED'
       join zones pz on pz.level = 'precinct' and pz.county_code = c.county_code
        and pz.jurisdiction_code = c.jurisdiction_code and pz.ward = c.ward and pz.precinct = c.precinct
      where c.change = 'REMOVED'
      group by 1`,
    [previous],
  );
  for (const r of deceasedRows)
    for (const z of ancestors(r.precinct_hash)) deceased.set(z, (deceased.get(z) ?? 0) + r.n);
  const newJurisdictions = new Set(
    (
      await db.query<{ zone_hash: string }>(
        `select m.zone_hash from ${t.metrics} m join zones z using (zone_hash)
          where z.level = 'jurisdiction' and m.metric_key = 'TOTAL'
            and not exists (select 1 from zone_metrics p where p.snapshot_date = $1::date
                             and p.zone_hash = m.zone_hash and p.metric_key = 'TOTAL')`,
        [previous],
      )
    ).map((r) => r.zone_hash),
  );
  const firstMonth = new Map<string, number>();
  const renumbered = new Map<string, { count: number; detail: string }>();
  for (const c of counts) {
    if (c.kind === 'added' && c.level === 'jurisdiction' && newJurisdictions.has(c.zone_hash))
      for (const z of ancestors(c.zone_hash)) firstMonth.set(z, (firstMonth.get(z) ?? 0) + c.observed);
    if (c.kind === 'precinct' && c.level === 'precinct')
      for (const z of ancestors(c.zone_hash)) {
        const top = renumbered.get(z);
        if (!top || top.count < c.observed) renumbered.set(z, { count: c.observed, detail: c.zone_name });
      }
  }
  return (c) => {
    const candidates: Cause[] = [];
    if (c.kind === 'removed') {
      candidates.push({ cause: 'NVRA_8D_2025', count: nvra.get(c.zone_hash) ?? 0, detail: null });
      candidates.push({ cause: 'DECEASED', count: deceased.get(c.zone_hash) ?? 0, detail: null });
    }
    if (c.kind === 'added') {
      const inNew = c.level === 'precinct' && c.parent_hash && newJurisdictions.has(c.parent_hash);
      candidates.push({
        cause: 'FIRST_MONTH',
        count: inNew ? c.observed : (firstMonth.get(c.zone_hash) ?? 0),
        detail: null,
      });
    }
    if (c.kind === 'precinct') {
      const top = renumbered.get(c.zone_hash);
      if (top) candidates.push({ cause: 'RENUMBERING', count: top.count, detail: top.detail });
    }
    const best = candidates.sort((a, b) => b.count - a.count)[0];
    return best && best.count > 0 ? best : null;
  };
}
