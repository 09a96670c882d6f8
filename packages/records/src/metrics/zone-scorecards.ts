import { HARD_RULES, SCORED_RULES } from '@voterroll/contract/metrics';
import {
  TOP_FINDINGS_LISTED,
  type ZoneFinding,
  type ZoneStatsResponse,
  type ZoneStatsRow,
  zoneStatsResponse,
} from '@voterroll/contract/scorecard-api';
import type { Queryable } from '@voterroll/db/database';

/**
 * The public scorecard of a zone (spec 1, sections 2, 3 and 7): [its own scores, its children's],
 * at a snapshot and the ready one before it. The load stores every zone's card, as the JSON the
 * API sends, when it publishes a snapshot (`storeScorecards`); the server reads it by key
 * (`storedScorecard`) and assembles it from zone_metrics only for a snapshot published before
 * the cards were stored, or whose previous snapshot has changed since (`zoneScorecard`).
 */

interface ScoreRow {
  zoneName: string;
  zoneHash: string;
  total: number;
  currentOverall: number | null;
  previousOverall: number | null;
  currentHard: number | null;
  previousHard: number | null;
  overallRank: number | null;
  hardRank: number | null;
  peerCount: number | null;
}

const toResponse = (r: ScoreRow, topFindings: ZoneFinding[]): ZoneStatsRow => ({
  zone_name: r.zoneName,
  zone_hash: r.zoneHash,
  current_overall_score: r.currentOverall,
  previous_overall_score: r.previousOverall,
  current_overall_hard_score: r.currentHard,
  previous_overall_hard_score: r.previousHard,
  overall_rank: r.overallRank,
  hard_rank: r.hardRank,
  peer_count: r.peerCount,
  top_findings: topFindings,
});

/**
 * Scores of the zones chosen by `where` (on zones z) at the current and the previous snapshot, read
 * from the precomputed zone_metrics through the zone_scores view. Only zones with registrations in
 * the current snapshot are listed: the scorecard shows the current geography. With `ranked`, the
 * zones chosen are peers (one parent's children) and each is ranked among them by each score.
 */
async function scores(
  db: Queryable,
  where: string,
  zoneParam: string,
  current: string,
  previous: string | null,
  ranked: boolean,
): Promise<ScoreRow[]> {
  const rank = (score: string) => (ranked ? `(rank() over (order by c.${score} desc))::int` : 'null::int');
  return db.query<ScoreRow>(
    `select z.zone_name as "zoneName", z.zone_hash as "zoneHash", c.total_count as total,
            c.overall_score::float8 as "currentOverall", p.overall_score::float8 as "previousOverall",
            c.hard_score::float8 as "currentHard", p.hard_score::float8 as "previousHard",
            ${rank('overall_score')} as "overallRank", ${rank('hard_score')} as "hardRank",
            ${ranked ? '(count(*) over ())::int' : 'null::int'} as "peerCount"
     from zones z
     -- Each zone's scores looked up by key (LIMIT 1: one row per zone and snapshot). Joined plainly,
     -- the view's estimate (98,729 rows for the state's 83 counties) had PostgreSQL merge-join a scan
     -- of every zone's metrics: 17 ms for the state's card, 1.2 ms by key.
     cross join lateral (
       select s.total_count, s.overall_score, s.hard_score from zone_scores s
        where s.zone_hash = z.zone_hash and s.snapshot_date = $2::date limit 1) c
     left join lateral (
       select s.overall_score, s.hard_score from zone_scores s
        where s.zone_hash = z.zone_hash and s.snapshot_date = $3::date limit 1) p on true
     where ${where}
     order by z.zone_name`,
    [zoneParam, current, previous],
  );
}

const isHard = (rule: string) => (HARD_RULES as readonly string[]).includes(rule);
const mostFirst = (a: ZoneFinding, b: ZoneFinding) =>
  b.count - a.count || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);

type FindingCount = { zoneHash: string; rule: ZoneFinding['rule']; count: number };

/**
 * What lowers each zone's scores most: its scored rules' counts per 1,000 of its registrations
 * (`totals`); the first TOP_FINDINGS_LISTED of all and of the hard ones, most first.
 */
function topFindingsOf(
  rows: readonly FindingCount[],
  totals: Map<string, number>,
): Map<string, ZoneFinding[]> {
  const byZone = new Map<string, ZoneFinding[]>();
  for (const r of rows) {
    const total = totals.get(r.zoneHash) ?? 0;
    const finding: ZoneFinding = {
      rule: r.rule,
      count: r.count,
      per_1000: total > 0 ? Math.round((10_000 * r.count) / total) / 10 : 0,
      hard: isHard(r.rule),
    };
    const list = byZone.get(r.zoneHash);
    if (list) list.push(finding);
    else byZone.set(r.zoneHash, [finding]);
  }
  const top = new Map<string, ZoneFinding[]>();
  for (const [zone, findings] of byZone) {
    const sorted = findings.sort(mostFirst);
    const hard = sorted.filter((f) => f.hard).slice(0, TOP_FINDINGS_LISTED);
    const listed = new Set([...sorted.slice(0, TOP_FINDINGS_LISTED), ...hard]);
    top.set(
      zone,
      sorted.filter((f) => listed.has(f)),
    );
  }
  return top;
}

/** The scored rules' counts of the zones (zone_metrics, by key: the zones' hashes times the rules). */
async function topFindings(
  db: Queryable,
  zones: readonly ScoreRow[],
  current: string,
): Promise<Map<string, ZoneFinding[]>> {
  const rows = await db.query<FindingCount>(
    `select zone_hash as "zoneHash", metric_key as rule, value as count from zone_metrics
      where snapshot_date = $1::date and zone_hash = any ($2::text[]) and metric_key = any ($3::text[])
        and value > 0`,
    [current, zones.map((z) => z.zoneHash), SCORED_RULES],
  );
  return topFindingsOf(rows, new Map(zones.map((z) => [z.zoneHash, z.total])));
}

/**
 * The scorecard of a zone assembled from zone_metrics: [its own scores, its children's scores], or
 * null if it has none now. Each is ranked among its peers: the children among themselves, the zone
 * among its parent's children (read the same way: a key lookup per peer, 83 at most for a county).
 */
export async function zoneScorecard(
  db: Queryable,
  zoneHash: string,
  current: string,
  previous: string | null,
): Promise<ZoneStatsResponse | null> {
  const peers = await scores(
    db,
    'z.parent_hash = (select parent_hash from zones where zone_hash = $1)',
    zoneHash,
    current,
    previous,
    true,
  );
  const summary =
    peers.find((p) => p.zoneHash === zoneHash) ??
    (await scores(db, 'z.zone_hash = $1', zoneHash, current, previous, false))[0];
  if (!summary) return null;
  const children = await scores(db, 'z.parent_hash = $1', zoneHash, current, previous, true);
  const findings = await topFindings(db, [summary, ...children], current);
  const withFindings = (r: ScoreRow) => toResponse(r, findings.get(r.zoneHash) ?? []);
  return [withFindings(summary), children.map(withFindings)];
}

/**
 * A card as the API sends it: parsed by its schema (which orders and keeps the fields) and
 * stringified, as the server's serializer does with an answer (fastify-type-provider-zod).
 */
export const scorecardJson = (card: ZoneStatsResponse): string =>
  JSON.stringify(zoneStatsResponse.parse(card));

/**
 * The stored card of a zone at `current`, the JSON the API sends, if the load stored one against
 * the ready snapshot now before it; undefined otherwise (published before the cards were stored,
 * or a month loaded since between the two): the caller assembles it then (`zoneScorecard`). A
 * zone with no registrations now has no card either way. One key read, a prepared statement.
 */
export async function storedScorecard(
  db: Queryable,
  zoneHash: string,
  current: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ card: string }>(
    `select card from zone_scorecards
      where snapshot_date = $1::date and zone_hash = $2
        and previous_date is not distinct from
            (select max(snapshot_date) from snapshots where status = 'ready' and snapshot_date < $1::date)`,
    [current, zoneHash],
    { prepare: 'stored-scorecard' },
  );
  return row?.card;
}

/**
 * Stores the card the server assembled (`zoneScorecard`, as `scorecardJson`) for the next reads: a
 * month published before the cards were stored, or whose previous month changed, is assembled once
 * a zone, not on every read. Only for a published month (the load never stores that one again).
 */
export async function rememberScorecard(
  db: Queryable,
  zoneHash: string,
  current: string,
  previous: string | null,
  card: string,
): Promise<void> {
  await db.query(
    `insert into zone_scorecards (snapshot_date, zone_hash, previous_date, card)
     values ($1::date, $2, $3::date, $4)
     on conflict (snapshot_date, zone_hash) do update set previous_date = excluded.previous_date, card = excluded.card`,
    [current, zoneHash, previous, card],
  );
}

/**
 * Stores every zone's card at `current` against `previous` (zone_scorecards), replacing any stored
 * before: the same cards `zoneScorecard` assembles, from three set-wide reads of zone_metrics
 * instead of three a zone. Called as the snapshot is published, in that transaction, after its
 * zone_metrics partition is attached. Returns the number of cards.
 */
export async function storeScorecards(
  db: Queryable,
  current: string,
  previous: string | null,
): Promise<number> {
  // Every zone with registrations now, ranked among its parent's children as `scores` ranks
  // peers (the state, with no parent, unranked), children in the order the cards list them.
  const rows = await db.query<ScoreRow & { parentHash: string | null }>(
    `select z.zone_name as "zoneName", z.zone_hash as "zoneHash", z.parent_hash as "parentHash",
            c.total_count as total,
            c.overall_score::float8 as "currentOverall", p.overall_score::float8 as "previousOverall",
            c.hard_score::float8 as "currentHard", p.hard_score::float8 as "previousHard",
            case when z.parent_hash is not null
                 then (rank() over (partition by z.parent_hash order by c.overall_score desc))::int end as "overallRank",
            case when z.parent_hash is not null
                 then (rank() over (partition by z.parent_hash order by c.hard_score desc))::int end as "hardRank",
            case when z.parent_hash is not null
                 then (count(*) over (partition by z.parent_hash))::int end as "peerCount"
       from zones z
       join zone_scores c on c.zone_hash = z.zone_hash and c.snapshot_date = $1::date
       left join zone_scores p on p.zone_hash = z.zone_hash and p.snapshot_date = $2::date
      order by z.zone_name`,
    [current, previous],
  );
  const counts = await db.query<FindingCount>(
    `select zone_hash as "zoneHash", metric_key as rule, value as count from zone_metrics
      where snapshot_date = $1::date and metric_key = any ($2::text[]) and value > 0`,
    [current, SCORED_RULES],
  );
  const findings = topFindingsOf(counts, new Map(rows.map((z) => [z.zoneHash, z.total])));
  const children = new Map<string, ZoneStatsRow[]>();
  const own = rows.map((r) => {
    const row = toResponse(r, findings.get(r.zoneHash) ?? []);
    if (r.parentHash !== null) {
      const list = children.get(r.parentHash);
      if (list) list.push(row);
      else children.set(r.parentHash, [row]);
    }
    return row;
  });
  await db.query('delete from zone_scorecards where snapshot_date = $1::date', [current]);
  const BATCH = 500;
  for (let i = 0; i < own.length; i += BATCH) {
    const batch = own.slice(i, i + BATCH);
    await db.query(
      `insert into zone_scorecards (snapshot_date, zone_hash, previous_date, card)
       select $1::date, h, $2::date, c from unnest($3::text[], $4::text[]) as u(h, c)`,
      [
        current,
        previous,
        batch.map((r) => r.zone_hash),
        batch.map((r) => scorecardJson([r, children.get(r.zone_hash) ?? []])),
      ],
    );
  }
  return own.length;
}
