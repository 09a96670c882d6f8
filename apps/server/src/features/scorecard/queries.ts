import { HARD_RULES, SCORED_RULES } from '@voterroll/contract/metrics';
import { TOP_FINDINGS_LISTED, type ZoneFinding, type ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import type { Queryable } from '@voterroll/db/database';

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

/**
 * What lowers each zone's scores most: its scored rules' counts (zone_metrics, by key: the zones'
 * hashes times the scored rules), per 1,000 of its registrations; the first TOP_FINDINGS_LISTED
 * of all and of the hard ones, most first.
 */
async function topFindings(
  db: Queryable,
  zones: readonly ScoreRow[],
  current: string,
): Promise<Map<string, ZoneFinding[]>> {
  const rows = await db.query<{ zoneHash: string; rule: ZoneFinding['rule']; count: number }>(
    `select zone_hash as "zoneHash", metric_key as rule, value as count from zone_metrics
      where snapshot_date = $1::date and zone_hash = any ($2::text[]) and metric_key = any ($3::text[])
        and value > 0`,
    [current, zones.map((z) => z.zoneHash), SCORED_RULES],
  );
  const totals = new Map(zones.map((z) => [z.zoneHash, z.total]));
  const byZone = new Map<string, ZoneFinding[]>();
  for (const r of rows) {
    const total = totals.get(r.zoneHash) ?? 0;
    const finding: ZoneFinding = {
      rule: r.rule,
      count: r.count,
      per_1000: total > 0 ? Math.round((10_000 * r.count) / total) / 10 : 0,
      hard: isHard(r.rule),
    };
    byZone.set(r.zoneHash, [...(byZone.get(r.zoneHash) ?? []), finding]);
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

/**
 * The scorecard of a zone: [its own scores, its children's scores], or null if it has none now.
 * Each is ranked among its peers: the children among themselves, the zone among its parent's
 * children (read the same way: a key lookup per peer, 83 at most for a county).
 */
export async function zoneScorecard(
  db: Queryable,
  zoneHash: string,
  current: string,
  previous: string | null,
): Promise<[ZoneStatsRow, ZoneStatsRow[]] | null> {
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
