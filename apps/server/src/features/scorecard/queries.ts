import type { ZoneStatsRow } from '@voterroll/contract/scorecard-api';
import type { Queryable } from '@voterroll/db/database';

interface ScoreRow {
  zoneName: string;
  zoneHash: string;
  currentOverall: number | null;
  previousOverall: number | null;
  currentHard: number | null;
  previousHard: number | null;
}

const toResponse = (r: ScoreRow): ZoneStatsRow => ({
  zone_name: r.zoneName,
  zone_hash: r.zoneHash,
  current_overall_score: r.currentOverall,
  previous_overall_score: r.previousOverall,
  current_overall_hard_score: r.currentHard,
  previous_overall_hard_score: r.previousHard,
});

/**
 * Scores of the zones chosen by `where` (on zones z) at the current and the previous snapshot, read
 * from the precomputed zone_metrics through the zone_scores view. Only zones with registrations in
 * the current snapshot are listed: the scorecard shows the current geography.
 */
async function scores(
  db: Queryable,
  where: string,
  zoneParam: string,
  current: string,
  previous: string | null,
): Promise<ZoneStatsRow[]> {
  const rows = await db.query<ScoreRow>(
    `select z.zone_name as "zoneName", z.zone_hash as "zoneHash",
            c.overall_score::float8 as "currentOverall", p.overall_score::float8 as "previousOverall",
            c.hard_score::float8 as "currentHard", p.hard_score::float8 as "previousHard"
     from zones z
     -- Each zone's scores looked up by key (LIMIT 1: one row per zone and snapshot). Joined plainly,
     -- the view's estimate (98,729 rows for the state's 83 counties) had PostgreSQL merge-join a scan
     -- of every zone's metrics: 17 ms for the state's card, 1.2 ms by key.
     cross join lateral (
       select s.overall_score, s.hard_score from zone_scores s
        where s.zone_hash = z.zone_hash and s.snapshot_date = $2::date limit 1) c
     left join lateral (
       select s.overall_score, s.hard_score from zone_scores s
        where s.zone_hash = z.zone_hash and s.snapshot_date = $3::date limit 1) p on true
     where ${where}
     order by z.zone_name`,
    [zoneParam, current, previous],
  );
  return rows.map(toResponse);
}

/** The scorecard of a zone: [its own scores, its children's scores], or null if it has none now. */
export async function zoneScorecard(
  db: Queryable,
  zoneHash: string,
  current: string,
  previous: string | null,
): Promise<[ZoneStatsRow, ZoneStatsRow[]] | null> {
  const [summary] = await scores(db, 'z.zone_hash = $1', zoneHash, current, previous);
  if (!summary) return null;
  const children = await scores(db, 'z.parent_hash = $1', zoneHash, current, previous);
  return [summary, children];
}
