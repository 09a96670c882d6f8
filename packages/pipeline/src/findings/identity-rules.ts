import type { DuplicatePart } from '@voterroll/contract/metrics';
import {
  FINDING_ZONE_COLUMNS,
  type FindingContext,
  REGISTERED,
  type RuleSql,
  zoneColumnsOf,
  zoneOf,
} from './finding-context';

/**
 * DUPLICATE: a member of a group of two or more registered registrations sharing (1) first name,
 * year of birth and address (street without unit, city, ZIP) or (2) first, middle and last name and
 * year of birth. Names are stored normalized (upper case, trimmed, inner spaces collapsed). Each of
 * the registration's groups is a match of its evidence, whose `part` names the rule ('address' for
 * 1, 'name' for 2: the metric's parts, `DUPLICATE_PARTS`); `detail` stays null, since a registration
 * may be in a group of each.
 */
const PART = { address: 'address', name: 'name' } as const satisfies Record<DuplicatePart, DuplicatePart>;

/** The columns of a registration DUPLICATE reads. */
export type DuplicateColumn = 'first_name' | 'middle_name' | 'last_name' | 'year_of_birth' | 'address_hash';

export interface DuplicateRule {
  part: DuplicatePart;
  match: string;
  /** The columns whose values a group's members share. */
  key: readonly DuplicateColumn[];
  /** The columns a member must have (not null, not empty). */
  required: readonly DuplicateColumn[];
}

/**
 * DUPLICATE's rules, read by the SQL below and by the load's first grouping (duplicate-keys.ts),
 * over the registered registrations.
 */
export const DUPLICATE_RULES: readonly DuplicateRule[] = [
  {
    part: PART.address,
    match: 'same first name, birth year and address',
    key: ['first_name', 'year_of_birth', 'address_hash'],
    required: ['first_name', 'year_of_birth'],
  },
  {
    part: PART.name,
    match: 'same first, middle and last name and birth year',
    key: ['first_name', 'middle_name', 'last_name', 'year_of_birth'],
    required: ['first_name', 'last_name', 'year_of_birth'],
  },
];

/** SQL: the registration has every column `rule` requires. */
const heldSql = (rule: DuplicateRule) =>
  rule.required.map((c) => (c === 'year_of_birth' ? `${c} is not null` : `${c} <> ''`)).join(' and ');

/**
 * SQL of one rule's groups of two or more, from `reg`. Members in voter id order, so that the
 * evidence does not depend on the plan. Names group byte-wise (collate "C": the same groups, as
 * names compare exactly; sorting by locale rules costs several times more).
 */
function groupsSql(rule: DuplicateRule): string {
  const key = rule.key.map((c) => (c === 'year_of_birth' ? c : `${c} collate "C"`));
  return `
    select array_agg(voter_id order by voter_id) as members, '${rule.part}' as part, '${rule.match}' as match
    from reg
    where ${heldSql(rule)}
    group by ${key.join(', ')}
    having count(*) > 1`;
}

export function duplicateRule(c: FindingContext): RuleSql {
  // The candidates hold every member of every group (duplicate-keys.ts): grouping only them gives
  // the same groups, hashed in memory instead of sorted from the whole snapshot.
  const candidates = c.duplicateCandidates
    ? `and voter_id in (select voter_id from ${c.duplicateCandidates})`
    : '';
  // A registration no rule can group is left out at once.
  const read = DUPLICATE_RULES.map(heldSql);
  return {
    rule: 'DUPLICATE',
    params: [],
    sql: `
      -- Each registration carries its precinct, so that the few duplicates need no join back to
      -- the wide registrations table.
      with reg as (
        select voter_id, first_name, middle_name, last_name, year_of_birth, address_hash,
               ${zoneOf()}
        from ${c.registrations}
        where voter_status_type_code in ${REGISTERED} and ((${read.join(') or (')}))
          ${candidates}
      ),
      groups as (${DUPLICATE_RULES.map(groupsSql).join('\n      union all')}
      ),
      matches as (
        select m.voter_id, jsonb_agg(jsonb_build_object('part', g.part, 'match', g.match, 'voter_ids', g.members)
                                      order by g.part) as matches
        from groups g
        cross join lateral unnest(g.members) as m(voter_id)
        group by m.voter_id
      )
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select r.voter_id, 'DUPLICATE', null,
             jsonb_build_object('summary', 'Shares identifying details with other registrations',
                                'matches', m.matches),
             ${FINDING_ZONE_COLUMNS}
      from reg r
      join matches m on m.voter_id = r.voter_id`,
  };
}

/**
 * SQL: whether the finding row `f` is DUPLICATE by the rule of `part`, read from its evidence. The
 * metrics count the parts by it, so that the rule above stays their only definition.
 */
export const duplicatePartSql = (f: string, part: DuplicatePart) =>
  `(${f}.rule = 'DUPLICATE' and ${f}.evidence->'matches' @> '[{"part": "${PART[part]}"}]')`;

/**
 * DECEASED: named by a deceased-source row, by voter id, or (row without an id) by first name,
 * last name and birth year (and middle initial where both have one) matching exactly one
 * registered registration.
 */
export function deceasedRule(c: FindingContext): RuleSql | null {
  if (!c.sources.deceased) return null;
  return {
    rule: 'DECEASED',
    params: [c.sources.deceased],
    sql: `
      -- The registrations a deceased row can name: by voter id, or by first and last name and
      -- birth year, each found by a semi-join that hashes the few source rows (joining the names to
      -- the whole snapshot sorted a million registrations to merge with a few thousand rows on
      -- PGlite: five times the cost). Each carries its precinct, so that no further scan joins them
      -- back.
      with src as not materialized (select * from deceased_records where snapshot_date = $1::date),
      registered as not materialized (
        select voter_id, first_name, middle_name, last_name, year_of_birth, ${zoneOf()}
        from ${c.registrations}
        where voter_status_type_code in ${REGISTERED}
      ),
      reg as materialized (
        select * from registered where voter_id in (select voter_id from src)
        union
        select * from registered
        where (first_name, last_name, year_of_birth) in
              (select first_name, last_name, year_of_birth from src where voter_id is null)
      ),
      by_id as (
        select r.voter_id, d.id, d.line, d.date_of_death, d.source, 'voter id' as matched_by,
               ${zoneColumnsOf('r')}
        from src d join reg r on r.voter_id = d.voter_id
      ),
      by_name as (
        select r.voter_id, d.id, d.line, d.date_of_death, d.source, ${zoneColumnsOf('r')},
               count(*) over (partition by d.id) as candidates
        from src d
        join reg r on d.voter_id is null
          and r.first_name = d.first_name and r.last_name = d.last_name and r.year_of_birth = d.year_of_birth
          and (d.middle_name = '' or r.middle_name = '' or left(d.middle_name, 1) = left(r.middle_name, 1))
      ),
      hits as (
        select voter_id, id, line, date_of_death, source, matched_by, ${FINDING_ZONE_COLUMNS} from by_id
        union all
        select voter_id, id, line, date_of_death, source, 'name and birth year (unique match)', ${FINDING_ZONE_COLUMNS}
        from by_name where candidates = 1
      )
      insert into ${c.findings} (voter_id, rule, detail, evidence, ${FINDING_ZONE_COLUMNS})
      select distinct on (h.voter_id) h.voter_id, 'DECEASED', null,
             jsonb_build_object('summary', 'Listed in the deceased source, matched by ' || matched_by,
                                'source', 'deceased.csv', 'source_snapshot', $1::date, 'source_id', id,
                                'line', line, 'date_of_death', date_of_death, 'source_name', source,
                                'matched_by', matched_by),
             ${FINDING_ZONE_COLUMNS}
      from hits h
      order by h.voter_id, h.id`,
  };
}
