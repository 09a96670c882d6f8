import { MY_FLAGS_MAX, type MyFlagRow, myFlagsResponse } from '@voterroll/contract/researcher-api';
import type { TriageStatus } from '@voterroll/contract/triage';
import type { Db } from '@voterroll/db/database';
import { fullNameSql } from '@voterroll/records/review/registration-research';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/gate';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * GET /api/my-flags: the Digital Researcher tab's content, the caller's own work: the flags they
 * raised (counts per status and the latest rows, each with the registration's name and address in
 * the current snapshot) and how many changes and notes they recorded.
 */
export const researcherRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/my-flags',
    {
      config: { access: { permission: 'dashboard.researcher-tab' }, snapshot: 'optional' },
      schema: { response: { 200: myFlagsResponse } },
    },
    async (request) => {
      const userId = actorOf(request).userId;
      const counts = await db.query<{ current_triage_status: TriageStatus; flag_count: number }>(
        `select current_triage_status, count(*)::int as flag_count from flags
          where reporter_user_id = $1 group by current_triage_status order by current_triage_status`,
        [userId],
      );
      const [events] = await db.query<{ n: number }>(
        'select count(*)::int as n from flag_events where actor_user_id = $1',
        [userId],
      );
      const rows = await db.query<MyFlagRow>(
        `select f.flagged_reg_id, f.voter_id as voter_identification_number,
                case when r.voter_id is null then null else
                  ${fullNameSql('r')} end as full_name,
                case when r.voter_id is null then null else
                  r.norm_street || case when r.unit_display <> '' then ' ' || r.unit_display else '' end end as full_street_address,
                f.county_name, f.jurisdiction_name, f.current_triage_status, f.flag_type, f.flagged_reason,
                ${iso('f.created_at')} as raised_at, ${iso('f.updated_at')} as updated_at
           from flags f
           left join registrations r on r.snapshot_date = $2::date and r.voter_id = f.voter_id
          where f.reporter_user_id = $1
          order by f.flagged_reg_id desc
          limit ${MY_FLAGS_MAX}`,
        [userId, request.snapshotOrNull],
      );
      return { counts, events_recorded: events?.n ?? 0, rows };
    },
  );
};
