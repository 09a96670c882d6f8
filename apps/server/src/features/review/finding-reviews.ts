import { FINDING_RULES } from '@voterroll/contract/metrics';
import { type findingReviewBody, GENERATED_TRUTH } from '@voterroll/contract/review-api';
import type { Actor } from '@voterroll/contract/roles';
import type { Db } from '@voterroll/db/database';
import type { z } from 'zod';
import { areaRecord } from '../../http/preamble';

type FindingReview = z.infer<typeof findingReviewBody>;

/** The finding a verdict names, where its registration is; refused when absent or outside the area. */
export const findingRecord = areaRecord({
  name: 'finding',
  find: async (db, body) => {
    const b = body as FindingReview;
    const [finding] = await db.query<{ county_name: string; jurisdiction_name: string }>(
      `select r.county_name, r.jurisdiction_name from findings f
         join registrations r on r.snapshot_date = f.snapshot_date and r.voter_id = f.voter_id
        where f.snapshot_date = $1::date and f.voter_id = $2 and f.rule = $3`,
      [b.snapshot_date, b.voter_id, b.rule],
    );
    return finding ?? null;
  },
  place: (f) => ({ county: f.county_name, jurisdiction: f.jurisdiction_name }),
  notFound: (request) => {
    const b = request.body as FindingReview;
    return {
      status: 404,
      message: `Voter ID ${b.voter_id} has no ${b.rule} finding in the ${b.snapshot_date} voter file.`,
    };
  },
  outside: (request) => ({
    status: 403,
    message: `Voter ID ${(request.body as FindingReview).voter_id} is outside your area.`,
  }),
});

/**
 * A reviewer's verdict on one finding (false positive, with its reason, or confirmed). One verdict
 * per finding: a later one replaces it, with its reviewer and time. Counted per rule as that rule's
 * measured precision (methodology page). The route checks the finding (`findingRecord`).
 */
export async function markFinding(db: Db, actor: Actor, b: FindingReview): Promise<string> {
  await db.query(
    `insert into finding_reviews (snapshot_date, voter_id, rule, verdict, reason, reviewer_user_id, reviewer_name)
     values ($1::date, $2, $3, $4, $5, $6, $7)
     on conflict (snapshot_date, voter_id, rule) do update
       set verdict = excluded.verdict, reason = excluded.reason, reviewer_user_id = excluded.reviewer_user_id,
           reviewer_name = excluded.reviewer_name, reviewed_at = now()`,
    [b.snapshot_date, b.voter_id, b.rule, b.verdict, b.reason, actor.userId, actor.username],
  );
  return b.verdict === 'FALSE_POSITIVE' ? 'Marked as a false positive.' : 'Marked as confirmed.';
}

/** Per rule: findings reviewed, false positives, confirmed, and precision = confirmed / reviewed. */
/** part / whole to 3 decimals, or null for no whole. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

export async function rulePrecision(db: Db) {
  const rows = await db.query<{ rule: string; false_positives: number; confirmed: number }>(
    `select rule, count(*) filter (where verdict = 'FALSE_POSITIVE')::int as false_positives,
            count(*) filter (where verdict = 'CONFIRMED')::int as confirmed
       from finding_reviews group by rule`,
  );
  const byRule = new Map(rows.map((r) => [r.rule, r]));
  return FINDING_RULES.map((rule) => {
    const r = byRule.get(rule);
    const fp = r?.false_positives ?? 0;
    const confirmed = r?.confirmed ?? 0;
    const reviewed = fp + confirmed;
    const truth = (GENERATED_TRUTH.rules as Partial<Record<string, { found: number; right: number }>>)[rule];
    return {
      rule,
      reviewed,
      false_positives: fp,
      confirmed,
      precision: share(confirmed, reviewed),
      truth_found: truth?.found ?? null,
      truth_right: truth?.right ?? null,
      truth_precision: truth ? share(truth.right, truth.found) : null,
    };
  });
}
